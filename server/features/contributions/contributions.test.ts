import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipart } from "../../test/multipart.ts";
import { signedInTestUser } from "../../test/signed-in.ts";
import { IDS, insertProfileFixture } from "../company-profile/company-profile.fixture.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const ADMIN = "moderator@example.com";

describe("company data contributions: proposals, moderation, provenance and history", () => {
  let t: TestApp;
  let dataDir: string;
  let user: string;
  let admin: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "csi-contrib-"));
    t = await createTestApp({ config: { dataDir, adminEmails: [ADMIN] } });
    await insertProfileFixture(t.database);
    user = (await signedInTestUser(t)).token;
    const moderator = await signedInTestUser(t);
    await t.database.db.updateTable("app_users").set({ email: ADMIN }).where("id", "=", moderator.id).execute();
    admin = moderator.token;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: object, auth: string | null = user, language = "en_US") =>
    t.app.inject({
      method: "POST",
      url: `/csi${path}`,
      payload: body,
      headers: { language, ...(auth ? { authorization: auth } : {}) },
    });
  const get = (path: string, auth: string | null = null) =>
    t.app.inject({
      method: "GET",
      url: `/csi${path}`,
      headers: { language: "en_US", ...(auth ? { authorization: auth } : {}) },
    });
  const decide = (id: string, decision: "approve" | "reject", auth = admin) =>
    post("/admin/contributions/decide", { id, decision }, auth);
  const pendingIds = async () =>
    ((await get("/admin/contributions?status=pending", admin)).json().data.list as { id: string }[]).map((i) => i.id);
  const avatar = (file: { name: string; type: string; data: Buffer }, auth: string | null = user) => {
    const body = multipart({}, file);
    return t.app.inject({
      method: "POST",
      url: "/csi/businessActivities/avatarProduct",
      payload: body.payload,
      headers: { "content-type": body.contentType, language: "en_US", ...(auth ? { authorization: auth } : {}) },
    });
  };

  it("refuses proposals from anonymous visitors (401) and unknown companies (404), in the envelope", async () => {
    const anonymous = await post("/businessActivities/addProducts", { id: IDS.subject, name: "Widget" }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ data: null });
    const unknown = await post("/businessActivities/addProducts", { id: "999999", name: "Widget" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe("No company was found with this ID");
  });

  it("validates a proposal's fields with a message naming the field", async () => {
    const noName = await post("/businessActivities/addProducts", { id: IDS.subject, description: "x" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().msg).toContain("name");
    const badHs = await post("/businessActivities/addProducts", { id: IDS.subject, name: "W", hsCode: "84AB" });
    expect(badHs.statusCode).toBe(400);
    expect(badHs.json().msg).toContain("hsCode");
    const empty = await post("/businessActivities/editCompanyPartialInfo", { id: IDS.subject });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe("Give at least one value to change");
    const unknownCode = await post("/businessActivities/editCompanyPartialInfo", { id: IDS.subject, isic: "9999" });
    expect(unknownCode.json()).toMatchObject({ msg: "The industry code 9999 is not in the ISIC classification" });
    const noAddress = await post("/businessActivities/editAddressInfo", {
      id: IDS.subject,
      seq: 42,
      kind: "registered",
      line1: "x",
      city: "y",
      countryCode: "GB",
    });
    expect(noAddress.statusCode).toBe(404);
    expect(noAddress.json().msg).toBe("The company has no address with this number");
  });

  it("answers industry codes of a scheme matching a keyword (getDynamicsCompanyIndustry)", async () => {
    const res = await post(
      "/businessActivities/getDynamicsCompanyIndustry",
      { scheme: "isic", keyword: "programming" },
      null,
    );
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        list: expect.arrayContaining([
          { code: "6201", levelName: "class", description: "Computer programming activities" },
        ]),
      },
    });
    expect(res.json().data.list.map((c: { code: string }) => c.code)).toEqual(["6201", "620", "62"]);
  });

  it("uploads a product image through the upload service: wrong type 415, not signed in 401", async () => {
    const pdf = await avatar({ name: "photo.png", type: "image/png", data: PDF });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().msg).toBe("This type of file is not accepted here. Accepted: PNG, JPEG, GIF, WebP");
    expect((await avatar({ name: "p.png", type: "image/png", data: PNG }, null)).statusCode).toBe(401);
    const big = await avatar({
      name: "big.png",
      type: "image/png",
      data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe("The file is too large: at most 2 MB");
  });

  it("applies an approved product with its image, labelled source 'user', and shows it in the history", async () => {
    const image = (await avatar({ name: "widget.png", type: "image/png", data: PNG })).json().data;
    expect(image).toMatchObject({ contentType: "image/png", purpose: "image" });
    const proposed = await post("/businessActivities/addProducts", {
      id: IDS.subject,
      name: "Widget Pro",
      description: "A widget",
      hsCode: "847130",
      imageFileId: image.id,
    });
    expect(proposed.json()).toMatchObject({
      code: 200,
      msg: "Thank you: your proposal will be checked by our team before it is shown",
      data: { status: "pending" },
    });
    const { id } = proposed.json().data;
    // Not shown before it is approved; the image is not served either.
    const before = (await get(`/businessActivities/getCompanyOperating?id=${IDS.subject}`)).json().data;
    expect(before.products.map((p: { name: string }) => p.name)).not.toContain("Widget Pro");
    expect((await get(`/businessActivities/productImage?id=${image.id}`)).statusCode).toBe(404);

    const item = (await get("/admin/contributions", admin)).json().data.list.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({ kind: "product", companyName: "Subject Holdings Ltd", status: "pending" });
    expect(item.changes).toContainEqual({ field: "name", value: "Widget Pro", previous: null });

    const approved = await decide(id, "approve");
    expect(approved.json()).toMatchObject({ code: 200, data: { id, status: "approved" } });
    const products = (await get(`/businessActivities/getCompanyOperating?id=${IDS.subject}`)).json().data.products;
    const widget = products.find((p: { name: string }) => p.name === "Widget Pro");
    expect(widget).toMatchObject({ seq: 3, hsCode: "847130", source: "user", isDemo: false });
    const picture = await get(widget.imageUrl.replace("/csi", ""));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
    expect(picture.rawPayload.equals(PNG)).toBe(true);

    const again = await decide(id, "reject");
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe("This proposal was already decided");
  });

  it("takes the partial company information form-encoded and keeps the previous values in the history", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/csi/businessActivities/editCompanyPartialInfo",
      payload: `id=${IDS.subject}&website=https%3A%2F%2Fnew.subject.example&employees=320&nace=6201&phone=`,
      headers: { authorization: user, "content-type": "application/x-www-form-urlencoded", language: "en_US" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data;
    expect(await pendingIds()).toContain(id);
    await decide(id, "approve");
    const company = await t.database.db
      .selectFrom("companies")
      .select(["website", "employees", "nace", "phone"])
      .where("id", "=", IDS.subject)
      .executeTakeFirstOrThrow();
    // An empty field of the form changes nothing.
    expect(company).toEqual({
      website: "https://new.subject.example",
      employees: 320,
      nace: "62.01",
      phone: "+44 20 7946 0000",
    });
    const history = (await get(`/businessActivities/getContributions?id=${IDS.subject}`)).json().data.list;
    expect(history[0]).toMatchObject({ id, kind: "info", source: "user", contributor: "Tess R." });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: "website", value: "https://new.subject.example", previous: "https://www.subject.example" },
        { field: "employees", value: "320", previous: "250" },
        { field: "nace", value: "62.01", previous: "6201" },
      ]),
    );
  });

  it("applies an address change with the old address in the history; a rejected address changes nothing", async () => {
    const edit = await post("/businessActivities/editAddressInfo", {
      id: IDS.subject,
      seq: 2,
      kind: "operation",
      line1: "20 New Mill Road",
      city: "Manchester",
      postcode: "M2 2BB",
      countryCode: "GB",
    });
    const added = await post("/businessActivities/addAddressInfo", {
      id: IDS.subject,
      kind: "operation",
      line1: "1 Nowhere",
      city: "Leeds",
      countryCode: "GB",
    });
    await decide(edit.json().data.id, "approve");
    expect((await decide(added.json().data.id, "reject")).json()).toMatchObject({ data: { status: "rejected" } });
    const locations = (await get(`/businessActivities/getCompanyLocations?id=${IDS.subject}&type=all`)).json().data
      .list;
    expect(locations.find((l: { line1: string }) => l.line1 === "20 New Mill Road")).toMatchObject({ source: "user" });
    expect(locations.some((l: { line1: string }) => l.line1 === "1 Nowhere")).toBe(false);
    const history = (await get(`/businessActivities/getContributions?id=${IDS.subject}`)).json().data.list;
    expect(history[0].changes).toContainEqual({ field: "line1", value: "20 New Mill Road", previous: "2 Mill Road" });
    expect(history.some((h: { id: string }) => h.id === added.json().data.id)).toBe(false);
  });

  it("shows a pending correction beside today's values, a field it leaves out as cleared", async () => {
    const edit = await post("/businessActivities/editAddressInfo", {
      id: IDS.subject,
      seq: 1,
      kind: "registered",
      line1: "1 Test Street",
      city: "Westminster",
      countryCode: "GB",
    });
    const info = await post("/businessActivities/editCompanyPartialInfo", {
      id: IDS.subject,
      email: "hq@subject.example",
    });
    const list = (await get("/admin/contributions?status=pending", admin)).json().data.list as {
      id: string;
      changes: unknown[];
    }[];
    const address = list.find((item) => item.id === edit.json().data.id)!;
    // jsonb keeps the proposal's keys in its own order.
    expect(address.changes).toHaveLength(5);
    expect(address.changes).toEqual(
      expect.arrayContaining([
        { field: "kind", value: "registered", previous: "registered" },
        { field: "line1", value: "1 Test Street", previous: "1 Test Street" },
        { field: "city", value: "Westminster", previous: "London" },
        { field: "countryCode", value: "GB", previous: "GB" },
        { field: "postcode", value: null, previous: "EC1A 1AA" },
      ]),
    );
    const email = list.find((item) => item.id === info.json().data.id)!;
    expect(email.changes).toEqual([{ field: "email", value: "hq@subject.example", previous: "info@subject.example" }]);
    await decide(edit.json().data.id, "reject");
    await decide(info.json().data.id, "reject");
  });

  it("lets only administrators moderate: anyone else is told the calls do not exist", async () => {
    const proposal = await post("/businessActivities/addAddressInfo", {
      id: IDS.subject,
      kind: "mailing",
      line1: "PO Box 9",
      city: "York",
      countryCode: "GB",
    });
    const id = proposal.json().data.id;
    expect((await get("/admin/contributions", user)).statusCode).toBe(404);
    const refused = await decide(id, "approve", user);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ data: null });
    expect((await get("/admin/contributions")).statusCode).toBe(401);
    expect(await pendingIds()).toContain(id);
    expect((await decide("987654", "approve")).statusCode).toBe(404);
  });
});
