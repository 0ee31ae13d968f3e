import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipart } from "../../test/multipart.ts";
import { grantTier } from "../../test/signed-in.ts";
import { aaaOf, insertSearchFixture, signedIn, TEST_NOW } from "./search.test-fixture.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

const FORM = {
  errorType: "data-error",
  description: "The founding date of this company is wrong: it was 1848.",
  firstName: "Grace",
  lastName: "Hopper",
  phone: "+1 555 0100",
  email: "grace@example.com",
};

describe("POST /csi/creditService/reportError", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW });
    await insertSearchFixture(t.database.db);
    const grace = await signedIn(t, "grace@example.com");
    token = grace.token;
    // Report Issues is for subscribers (spec §6: blocked for lockType 0); problem-report.test.ts checks the gate.
    await grantTier(t, grace.id, 1, TEST_NOW);
  });
  afterAll(() => t.close());

  const report = (body: ReturnType<typeof multipart>, auth: string | null = token) =>
    t.app.inject({
      method: "POST",
      url: "/csi/creditService/reportError",
      payload: body.payload,
      headers: { "content-type": body.contentType, language: "en_US", ...(auth ? { authorization: auth } : {}) },
    });

  it("needs a signed-in user", async () => {
    const response = await report(multipart(FORM), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, data: null });
  });

  it("stores the report with its attachment, checked by content", async () => {
    const response = await report(
      multipart(
        { ...FORM, companyIds: `${aaaOf(5)},${aaaOf(6)}` },
        { name: "proof.png", type: "image/png", data: PNG },
      ),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.msg).toContain("Your report was received");
    const stored = await t.database.db
      .selectFrom("company_error_reports")
      .selectAll()
      .where("id", "=", body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      error_type: "data-error",
      company_ids: [aaaOf(5), aaaOf(6)],
      first_name: "Grace",
      email: "grace@example.com",
      file_name: "proof.png",
      file_type: "image/png",
      file_size: PNG.length,
      status: "received",
    });
  });

  it("takes a report without a file as JSON too", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/csi/creditService/reportError",
      payload: { ...FORM, errorType: "suggestion" },
      headers: { authorization: token, language: "en_US" },
    });
    expect(response.json().code).toBe(200);
  });

  it.each([
    [{ ...FORM, errorType: "" }, "Please choose the type of issue"],
    [{ ...FORM, description: "  " }, "Please describe the issue"],
    [{ ...FORM, phone: "" }, "Please enter the phone number"],
    [{ ...FORM, email: "grace@" }, "Invalid email address: grace@"],
  ])("refuses %o with code -1", async (fields, message) => {
    const response = await report(multipart(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: -1, msg: message, data: null, requestId: expect.any(String) });
  });

  it("refuses a file that is not an image or a PDF, whatever its name says", async () => {
    const response = await report(
      multipart(FORM, { name: "x.png", type: "image/png", data: Buffer.from("MZ-not-an-image") }),
    );
    expect(response.json()).toMatchObject({
      code: -1,
      msg: "The attachment must be an image (PNG, JPEG, GIF, WebP) or a PDF",
    });
  });

  it("refuses a file over 5 MB", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await report(multipart(FORM, { name: "big.png", type: "image/png", data: big }));
    expect(response.json()).toMatchObject({ code: -1, msg: "The attachment must be smaller than 5 MB" });
  });
});

describe("POST /csi/backgroud/sharingInformation", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW, config: { publicUrl: "https://csi.example.com" } });
    await insertSearchFixture(t.database.db);
    token = (await signedIn(t, "ada@example.com")).token;
  });
  afterAll(() => t.close());

  const share = (body: object, auth: string | null = token) =>
    t.app.inject({
      method: "POST",
      url: "/csi/backgroud/sharingInformation",
      payload: body,
      headers: { language: "en_US", ...(auth ? { authorization: auth } : {}) },
    });
  const outbox = () => t.database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();

  it("needs a signed-in user", async () => {
    const response = await share({ emails: ["x@example.com"], includeDetails: true, companyIds: [aaaOf(1)] }, null);
    expect(response.statusCode).toBe(401);
  });

  it("refuses an invalid address and sends nothing", async () => {
    const response = await share({
      emails: ["ok@example.com", "not-an-email"],
      includeDetails: true,
      companyIds: [aaaOf(1)],
    });
    expect(response.json()).toEqual({
      code: -1,
      msg: "Invalid email address: not-an-email",
      data: null,
      requestId: expect.any(String),
    });
    expect(await outbox()).toHaveLength(0);
  });

  it("mails each recipient once, with name, ID and address when asked", async () => {
    const response = await share({
      emails: ["lin@example.com", "LIN@example.com", "max@example.com"],
      message: "Worth a look before Friday.",
      includeDetails: true,
      companyIds: [aaaOf(5), aaaOf(16)],
      link: "/index/search/list/siemens/company?searchname=siemens",
    });
    expect(response.json()).toEqual({ code: 200, msg: "Shared with 2 recipients", data: { sent: 2 } });
    const mails = await outbox();
    expect(mails.map((m) => m.to_address)).toEqual(["lin@example.com", "max@example.com"]);
    const text = mails[0]!.body_text;
    expect(mails[0]!.subject).toBe("Grace Hopper shared 2 companies with you");
    expect(text).toContain("Siemens Aktiengesellschaft");
    expect(text).toContain(`ID: ${aaaOf(5)}`);
    expect(text).toContain("Address: 5 Test Street, München");
    expect(text).toContain(`https://csi.example.com/index/company/detals/${aaaOf(5)}`);
    expect(text).toContain("Nordwind Logistik GmbH [demo]");
    expect(text).toContain(
      "The whole list: https://csi.example.com/index/search/list/siemens/company?searchname=siemens",
    );
    expect(text).toContain("Worth a look before Friday.");
    expect(text).toContain("generated demonstration data");
  });

  it("leaves the details out when not asked, and drops a link to another site", async () => {
    await t.database.db.deleteFrom("mail_outbox").execute();
    await share({
      emails: ["lin@example.com"],
      includeDetails: false,
      companyIds: [aaaOf(5)],
      link: "https://evil.example/x",
    });
    const [mail] = await outbox();
    expect(mail!.body_text).not.toContain("Siemens");
    expect(mail!.body_text).not.toContain("evil");
    expect(mail!.body_text).toContain(`https://csi.example.com/index/company/detals/${aaaOf(5)}`);
  });

  it("validates the body: at least one address", async () => {
    const response = await share({ emails: [], includeDetails: true, companyIds: [aaaOf(1)] });
    expect(response.statusCode).toBe(400);
  });
});
