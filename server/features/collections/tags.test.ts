import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { call, COMPANY, signedInUser, uuid } from "./collections.test-support.ts";

describe("tags API (/tools)", () => {
  let t: TestApp;
  let ada: { id: string; token: string };
  let bob: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signedInUser(t);
    bob = await signedInUser(t);
  });
  afterAll(() => t.close());

  const addTag = (token: string, name: string, id = uuid()) => call(t, "/tools/add", token, { query: { id, name } });
  const names = (tags: { name: string }[]) => tags.map((tag) => tag.name);

  const tagId = uuid();
  it.each([
    ["GET", "/tools/query", undefined],
    ["GET", `/tools/add?name=x&id=${tagId}`, undefined],
    ["GET", `/tools/remove?tagId=${tagId}`, undefined],
    ["GET", `/tools/edit/query?aaaId=${COMPANY.acme}`, undefined],
    ["GET", `/tools/companies?tagId=${tagId}`, undefined],
    ["POST", "/tools/rename", { tagId, name: "x" }],
    ["POST", "/tools/edit/batchAdd", { tagIds: [tagId], companies: [{ aaaId: COMPANY.acme }] }],
    ["POST", "/tools/edit/batchRemove", { tagIds: [tagId], aaaIds: [COMPANY.acme] }],
  ] as const)("%s %s answers 401 without a token", async (method, url, payload) => {
    const res = await t.app.inject({ method, url: `/csi${url}`, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it("adds, lists, renames and removes tags", async () => {
    const id = uuid();
    const added = await addTag(ada.token, " Key  account ", id);
    expect(added.json.data).toMatchObject({ id, name: "Key account", companyCount: 0, deleted: false });
    expect(names((await call(t, "/tools/query", ada.token)).json.data)).toContain("Key account");
    const renamed = await call(t, "/tools/rename", ada.token, { body: { tagId: id, name: "Strategic" } });
    expect(renamed.json.data.name).toBe("Strategic");
    const removed = await call(t, "/tools/remove", ada.token, { query: { tagId: id } });
    expect(removed.json.data.deleted).toBe(true);
    expect(names((await call(t, "/tools/query", ada.token)).json.data)).not.toContain("Strategic");
  });

  it("tags several companies at once, and answers the tags of one company", async () => {
    const [hot, risky] = [uuid(), uuid()];
    await addTag(ada.token, "Hot", hot);
    await addTag(ada.token, "Risky", risky);
    const batch = await call(t, "/tools/edit/batchAdd", ada.token, {
      body: {
        tagIds: [hot, risky],
        companies: [
          { aaaId: COMPANY.acme, companyName: "Acme Ltd", countryCode: "GB" },
          { aaaId: COMPANY.globex, companyName: "Globex" },
        ],
      },
    });
    expect(batch.status).toBe(200);
    expect(batch.json.data.map((tag: { companyCount: number }) => tag.companyCount)).toEqual([2, 2]);

    const ofAcme = await call(t, "/tools/edit/query", ada.token, { query: { aaaId: COMPANY.acme } });
    expect(names(ofAcme.json.data)).toEqual(["Hot", "Risky"]);

    const untag = await call(t, "/tools/edit/batchRemove", ada.token, {
      body: { tagIds: [risky], aaaIds: [COMPANY.acme] },
    });
    expect(untag.json.data[0]).toMatchObject({ id: risky, companyCount: 1 });
    expect(
      names((await call(t, "/tools/edit/query", ada.token, { query: { aaaId: COMPANY.acme } })).json.data),
    ).toEqual(["Hot"]);

    const companies = await call(t, "/tools/companies", ada.token, { query: { tagId: hot } });
    expect(companies.json.data).toMatchObject({ tag: { id: hot, name: "Hot", companyCount: 2 }, total: 2 });
    expect(companies.json.data.rows.map((r: { aaaId: string }) => r.aaaId).sort()).toEqual([
      COMPANY.acme,
      COMPANY.globex,
    ]);
    expect(companies.json.data.rows.find((r: { aaaId: string }) => r.aaaId === COMPANY.acme)).toMatchObject({
      companyName: "Acme Ltd",
      countryCode: "GB",
    });

    // A removed tag leaves every company.
    await call(t, "/tools/remove", ada.token, { query: { tagId: hot } });
    expect(
      names((await call(t, "/tools/edit/query", ada.token, { query: { aaaId: COMPANY.globex } })).json.data),
    ).toEqual(["Risky"]);
    expect((await call(t, "/tools/companies", ada.token, { query: { tagId: hot } })).status).toBe(404);
  });

  it("keeps each user's tags to that user", async () => {
    const id = uuid();
    await addTag(ada.token, "Ada only", id);
    expect(names((await call(t, "/tools/query", bob.token)).json.data)).not.toContain("Ada only");
    const steal = await call(t, "/tools/edit/batchAdd", bob.token, {
      body: { tagIds: [id], companies: [{ aaaId: COMPANY.acme }] },
    });
    expect(steal.status).toBe(404);
    expect((await call(t, "/tools/rename", bob.token, { body: { tagId: id, name: "Mine" } })).status).toBe(404);
    expect((await call(t, "/tools/remove", bob.token, { query: { tagId: id } })).status).toBe(404);
    expect((await addTag(bob.token, "Same id", id)).status).toBe(409);
  });

  it("refuses blank and long names with code -1", async () => {
    expect((await addTag(ada.token, "  ")).json).toMatchObject({ code: -1, msg: "Please enter a tag name" });
    expect((await addTag(ada.token, "x".repeat(31))).json.code).toBe(-1);
  });

  it("changes nothing on a deleted tag", async () => {
    const id = uuid();
    await addTag(ada.token, "Gone", id);
    await call(t, "/tools/remove", ada.token, { query: { tagId: id } });
    const res = await call(t, "/tools/edit/batchAdd", ada.token, {
      body: { tagIds: [id], companies: [{ aaaId: COMPANY.acme }] },
    });
    expect(res.json.data[0]).toMatchObject({ deleted: true, companyCount: 0 });
  });

  it("documents the calls in the OpenAPI document", async () => {
    const paths = Object.keys((await t.app.inject({ method: "GET", url: "/csi/docs/json" })).json().paths as object);
    for (const path of [
      "query",
      "add",
      "remove",
      "rename",
      "companies",
      "edit/query",
      "edit/batchAdd",
      "edit/batchRemove",
    ]) {
      expect(paths).toContain(`/csi/tools/${path}`);
    }
  });
});
