import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTS_PER_HOUR } from "../../../contract/support.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipart } from "../../test/multipart.ts";
import { grantTier, signedInTestUser } from "../../test/signed-in.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const FORM = {
  errorType: "question",
  description: "The About page lists GLEIF; how often is it refreshed?",
  firstName: "Grace",
  lastName: "Hopper",
  phone: "+1 555 0100",
  email: "contact@example.com",
};

describe("Report a problem: the Report Issues form through its three calls, the upload service and the admin list", () => {
  let t: TestApp;
  let dataDir: string;
  const users: Record<string, { id: string; token: string; email: string }> = {};
  const ADMIN = "boss@example.com";
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "csi-reports-"));
    t = await createTestApp({ config: { dataDir, adminEmails: [ADMIN] } });
    for (const name of ["ordinary", "silver", "busy", "admin"]) {
      const user = await signedInTestUser(t);
      const email = name === "admin" ? ADMIN : `${name}@example.com`;
      await t.database.db.updateTable("app_users").set({ email }).where("id", "=", user.id).execute();
      if (name !== "ordinary") await grantTier(t, user.id, 1);
      users[name] = { ...user, email };
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const token = (name: string) => users[name]?.token ?? "";
  const send = (path: string, name: string, fields: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: `/csi${path}`,
      payload: fields,
      headers: { authorization: token(name), language: "en_US" },
    });
  const uploadPng = async (name: string) => {
    const body = multipart({ purpose: "report" }, { name: "screen.png", type: "image/png", data: PNG });
    const response = await t.app.inject({
      method: "POST",
      url: "/csi/file/ossfile/upload",
      payload: body.payload,
      headers: { "content-type": body.contentType, authorization: token(name) },
    });
    return response.json().data.id as string;
  };
  const stored = (id: string) =>
    t.database.db.selectFrom("company_error_reports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("is blocked for lockType 0 (spec §6) with 402 'No permission, please purchase'", async () => {
    const response = await send("/creditService/reportError", "ordinary", FORM);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 402, msg: "No permission, please purchase", data: null });
  });

  it("stores a report with a file uploaded first, and acknowledges it by mail to the account", async () => {
    const fileId = await uploadPng("silver");
    const response = await send("/creditService/reportError", "silver", { ...FORM, fileId });
    expect(response.json()).toMatchObject({ code: 200, msg: expect.stringContaining("Your report was received") });
    const id: string = response.json().data.id;
    expect(await stored(id)).toMatchObject({
      channel: "reportError",
      error_type: "question",
      file_id: fileId,
      file_name: "screen.png",
      file_type: "image/png",
      file_size: PNG.length,
      file_data: null,
      email: "contact@example.com",
    });
    const mail = await t.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", "silver@example.com")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`We received your report (no. ${id})`);
    expect(mail.body_text).toContain("how often is it refreshed?");
    // The file is the report's now: the uploader can no longer delete it, nor send it with another report.
    const deletion = await t.app.inject({
      method: "DELETE",
      url: `/csi/file/ossfile/delete?id=${fileId}`,
      headers: { authorization: token("silver"), language: "en_US" },
    });
    expect(deletion.json()).toMatchObject({
      code: -1,
      msg: "The file was sent with a report and can no longer be deleted",
    });
    const again = await send("/creditService/reportError", "silver", { ...FORM, fileId });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 404, msg: "The file does not exist" });
  });

  it("refuses another user's file", async () => {
    const fileId = await uploadPng("busy");
    const response = await send("/creditService/reportError", "silver", { ...FORM, fileId });
    expect(response.json()).toMatchObject({ code: 404, msg: "The file does not exist" });
  });

  it("takes the form through dataFeedback and contactUs too, each stored with its channel", async () => {
    for (const [path, channel] of [
      ["/creditService/dataFeedback", "dataFeedback"],
      ["/billingAndPayment/contactUs", "contactUs"],
    ] as const) {
      const response = await send(path, "silver", { ...FORM, errorType: "suggestion" });
      expect(response.json().code).toBe(200);
      expect(await stored(response.json().data.id)).toMatchObject({ channel, error_type: "suggestion" });
    }
  });

  it(`takes at most ${REPORTS_PER_HOUR} reports an hour from one user, then 429`, async () => {
    for (let i = 0; i < REPORTS_PER_HOUR; i++)
      expect((await send("/creditService/reportError", "busy", FORM)).statusCode).toBe(200);
    const refused = await send("/billingAndPayment/contactUs", "busy", FORM);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, msg: expect.stringContaining("Too many attempts") });
    // Another user is not held back.
    expect((await send("/creditService/reportError", "silver", FORM)).statusCode).toBe(200);
  });

  it("lists the reports for administrators only (ADMIN_EMAILS); anyone else gets 404", async () => {
    const list = (name: string) =>
      t.app.inject({
        method: "GET",
        url: "/csi/admin/problemReports?pageSize=100",
        headers: { authorization: token(name) },
      });
    expect((await list("silver")).statusCode).toBe(404);
    const response = await list("admin");
    expect(response.statusCode).toBe(200);
    const { total, rows } = response.json().data;
    expect(total).toBe(REPORTS_PER_HOUR + 4);
    expect(rows).toHaveLength(total);
    expect(rows.map((row: { channel: string }) => row.channel)).toEqual(
      expect.arrayContaining(["reportError", "dataFeedback", "contactUs"]),
    );
    expect(rows.find((row: { file: unknown }) => row.file)).toMatchObject({
      accountEmail: "silver@example.com",
      file: { name: "screen.png", contentType: "image/png", size: PNG.length },
    });
  });
});
