import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { openSession } from "../accounts/index.ts";
import { call, COMPANY, signedInUser, uuid } from "./collections.test-support.ts";

describe("collections API", () => {
  let t: TestApp;
  let ada: { id: string; token: string };
  let bob: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signedInUser(t);
    bob = await signedInUser(t);
  });
  afterAll(() => t.close());

  const create = (token: string, name: string, id = uuid(), changedAt?: number) =>
    call(t, "/collection/create", token, { query: { id, name, ...(changedAt ? { changedAt } : {}) } });

  describe("signed-in only", () => {
    const collectionId = uuid();
    it.each([
      ["GET", "/collection/getCollectionList", undefined],
      ["GET", "/collection/showItems", undefined],
      ["GET", "/collection/snapshot", undefined],
      ["GET", `/collection/create?name=x&id=${uuid()}`, undefined],
      ["POST", "/collection/rename", { collectionId, name: "x" }],
      ["POST", "/collection/delete", { collectionId }],
      ["POST", "/collection/addItems", { collectionId, items: [{ aaaId: COMPANY.acme }] }],
      ["POST", "/collection/removeItems", { collectionId, aaaIds: [COMPANY.acme] }],
    ] as const)("%s %s answers 401 without a token", async (method, url, payload) => {
      const res = await t.app.inject({ method, url: `/csi${url}`, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
    });

    it("answers 403 to a token replaced by a newer login", async () => {
      const user = await signedInUser(t);
      await openSession(t.database.db, user.id, { usaged: 2, ip: null, userAgent: null });
      const res = await call(t, "/collection/getCollectionList", user.token);
      expect(res.status).toBe(403);
    });
  });

  it("creates, lists, renames and deletes a folder", async () => {
    const id = uuid();
    const created = await create(ada.token, "  Suppliers   in  Asia ", id);
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({ id, name: "Suppliers in Asia", itemCount: 0, deleted: false });

    const list = await call(t, "/collection/getCollectionList", ada.token);
    expect(list.json.data.map((c: { id: string }) => c.id)).toContain(id);

    const renamed = await call(t, "/collection/rename", ada.token, {
      body: { collectionId: id, name: "Asian suppliers" },
    });
    expect(renamed.json.data).toMatchObject({ id, name: "Asian suppliers", deleted: false });

    const deleted = await call(t, "/collection/delete", ada.token, { body: { collectionId: id } });
    expect(deleted.json.data).toMatchObject({ id, deleted: true });
    const after = await call(t, "/collection/getCollectionList", ada.token);
    expect(after.json.data.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await call(t, "/collection/showItems", ada.token, { query: { collectionId: id } })).status).toBe(404);
  });

  it("creates a folder with a server id when the client sends none", async () => {
    const res = await call(t, "/collection/create", ada.token, { query: { name: "No id" } });
    expect(res.status).toBe(200);
    expect(res.json.data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("adds and removes companies, shows them newest first, and counts them", async () => {
    const id = uuid();
    await create(ada.token, "Watch list", id);
    const added = await call(t, "/collection/addItems", ada.token, {
      body: {
        collectionId: id,
        items: [
          { aaaId: COMPANY.acme, companyName: "Acme Ltd", countryCode: "gb" },
          { aaaId: COMPANY.globex, companyName: "Globex", countryCode: "US" },
        ],
        changedAt: Date.now() - 1000,
      },
    });
    expect(added.json.data.itemCount).toBe(2);
    await call(t, "/collection/addItems", ada.token, {
      body: { collectionId: id, items: [{ aaaId: COMPANY.initech.toLowerCase(), companyName: "Initech" }] },
    });

    const shown = await call(t, "/collection/showItems", ada.token, { query: { collectionId: id, pageSize: 2 } });
    expect(shown.json.data).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 2,
      collection: { id, name: "Watch list", itemCount: 3 },
    });
    expect(shown.json.data.rows.map((r: { aaaId: string }) => r.aaaId)).toEqual([COMPANY.initech, COMPANY.acme]);
    expect(shown.json.data.rows[1]).toMatchObject({ companyName: "Acme Ltd", countryCode: "GB", collectionIds: [id] });
    const page2 = await call(t, "/collection/showItems", ada.token, {
      query: { collectionId: id, pageSize: 2, page: 2 },
    });
    expect(page2.json.data.rows.map((r: { aaaId: string }) => r.aaaId)).toEqual([COMPANY.globex]);
    expect(page2.json.data.total).toBe(3);

    const removed = await call(t, "/collection/removeItems", ada.token, {
      body: { collectionId: id, aaaIds: [COMPANY.acme] },
    });
    expect(removed.json.data.itemCount).toBe(2);
    const list = await call(t, "/collection/getCollectionList", ada.token, { query: { aaaId: COMPANY.acme } });
    const folder = list.json.data.find((c: { id: string }) => c.id === id);
    expect(folder).toMatchObject({ itemCount: 2, containsCompany: false });
  });

  it("shows every saved company once, with the folders that hold it", async () => {
    const user = await signedInUser(t);
    const [a, b] = [uuid(), uuid()];
    await create(user.token, "A", a, Date.now() - 5000);
    await create(user.token, "B", b, Date.now() - 4000);
    await call(t, "/collection/addItems", user.token, { body: { collectionId: a, items: [{ aaaId: COMPANY.acme }] } });
    await call(t, "/collection/addItems", user.token, {
      body: { collectionId: b, items: [{ aaaId: COMPANY.acme }, { aaaId: COMPANY.globex }] },
    });
    const saved = await call(t, "/collection/showItems", user.token);
    expect(saved.json.data.collection).toBeNull();
    expect(saved.json.data.total).toBe(2);
    const acme = saved.json.data.rows.find((r: { aaaId: string }) => r.aaaId === COMPANY.acme);
    expect(acme.collectionIds).toEqual([a, b]);
    expect(acme.companyName).toBe(COMPANY.acme);
  });

  it("names a company from the loaded company data when it is there", async () => {
    const id = uuid();
    await create(ada.token, "Loaded", id);
    // A1Z is 1*36 + 35 = 71
    await sql`INSERT INTO companies (id, aaa_id, name, country_code, source) VALUES (71, 'A1Z', 'Loaded Company plc', 'GB', 'test')`.execute(
      t.database.db,
    );
    await call(t, "/collection/addItems", ada.token, {
      body: { collectionId: id, items: [{ aaaId: "A1Z", companyName: "Old name" }] },
    });
    const shown = await call(t, "/collection/showItems", ada.token, { query: { collectionId: id } });
    expect(shown.json.data.rows[0]).toMatchObject({
      aaaId: "A1Z",
      companyName: "Loaded Company plc",
      countryCode: "GB",
    });
  });

  describe("rules", () => {
    it("refuses a blank or long name with code -1 and a translated message", async () => {
      const blank = await call(t, "/collection/create", ada.token, { query: { id: uuid(), name: "   " } });
      expect(blank.status).toBe(400);
      expect(blank.json).toMatchObject({ code: -1, msg: "Please enter a folder name" });
      const long = await t.app.inject({
        method: "GET",
        url: `/csi/collection/create?id=${uuid()}&name=${"x".repeat(51)}`,
        headers: { authorization: ada.token, language: "ge_DE" },
      });
      expect(long.json()).toMatchObject({ code: -1, msg: "Der Ordnername darf höchstens 50 Zeichen lang sein" });
    });

    it("refuses an id that is not a company's", async () => {
      const id = uuid();
      await create(ada.token, "Checked", id);
      const res = await call(t, "/collection/addItems", ada.token, {
        body: { collectionId: id, items: [{ aaaId: "B12" }] },
      });
      expect(res.status).toBe(400);
      const zero = await call(t, "/collection/addItems", ada.token, {
        body: { collectionId: id, items: [{ aaaId: "A0" }] },
      });
      expect(zero.json.code).toBe(-1);
    });

    it("answers 404 for an unknown folder and for another user's folder", async () => {
      const unknown = await call(t, "/collection/addItems", ada.token, {
        body: { collectionId: uuid(), items: [{ aaaId: COMPANY.acme }] },
      });
      expect(unknown.status).toBe(404);
      const adas = uuid();
      await create(ada.token, "Private", adas);
      for (const [path, body] of [
        ["/collection/addItems", { collectionId: adas, items: [{ aaaId: COMPANY.acme }] }],
        ["/collection/removeItems", { collectionId: adas, aaaIds: [COMPANY.acme] }],
        ["/collection/rename", { collectionId: adas, name: "Mine now" }],
        ["/collection/delete", { collectionId: adas }],
      ] as const) {
        expect((await call(t, path, bob.token, { body })).status, path).toBe(404);
      }
      expect((await call(t, "/collection/showItems", bob.token, { query: { collectionId: adas } })).status).toBe(404);
      const bobs = await call(t, "/collection/getCollectionList", bob.token);
      expect(bobs.json.data.map((c: { id: string }) => c.id)).not.toContain(adas);
    });

    it("answers 409 when another user's folder has the id", async () => {
      const id = uuid();
      await create(ada.token, "First", id);
      const res = await create(bob.token, "Second", id);
      expect(res.status).toBe(409);
      const still = await call(t, "/collection/showItems", ada.token, { query: { collectionId: id } });
      expect(still.json.data.collection.name).toBe("First");
    });

    it("keeps a deleted folder deleted: adds, renames and re-creation change nothing", async () => {
      const id = uuid();
      await create(ada.token, "Doomed", id);
      await call(t, "/collection/delete", ada.token, { body: { collectionId: id } });
      const add = await call(t, "/collection/addItems", ada.token, {
        body: { collectionId: id, items: [{ aaaId: COMPANY.acme }] },
      });
      expect(add.json.data).toMatchObject({ deleted: true, itemCount: 0 });
      expect(
        (await call(t, "/collection/rename", ada.token, { body: { collectionId: id, name: "Back" } })).json.data
          .deleted,
      ).toBe(true);
      expect((await create(ada.token, "Again", id)).json.data.deleted).toBe(true);
    });

    it("validates the Idempotency-Key header", async () => {
      const res = await call(t, "/collection/create", ada.token, { query: { id: uuid(), name: "Key" }, key: "short" });
      expect(res.status).toBe(400);
    });
  });

  it("documents the calls in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/docs/json" });
    const paths = Object.keys(res.json().paths as object);
    for (const path of [
      "getCollectionList",
      "showItems",
      "create",
      "rename",
      "delete",
      "addItems",
      "removeItems",
      "snapshot",
    ]) {
      expect(paths).toContain(`/csi/collection/${path}`);
    }
  });
});
