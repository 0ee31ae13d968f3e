import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signedInTestUser } from "../../test/signed-in.ts";
import { IDS, insertProfileFixture } from "./company-profile.fixture.ts";

describe("GET /csi/gleagle/people/searchDetail: people by name with their current roles", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await insertProfileFixture(t.database);
    token = (await signedInTestUser(t)).token;
  });
  afterAll(() => t.close());

  const search = (query: string, auth: string | null = token) =>
    t.app.inject({
      method: "GET",
      url: `/csi/gleagle/people/searchDetail?${query}`,
      headers: { language: "en_US", ...(auth ? { authorization: auth } : {}) },
    });

  it("finds people by the start of their name, case and accents ignored, with current roles only", async () => {
    const res = await search("name=%C3%8Dvy%20C");
    expect(res.json()).toMatchObject({ code: 200, data: { total: 1 } });
    const [ivy] = res.json().data.list;
    expect(ivy).toMatchObject({
      personId: IDS.ivy,
      name: "Ivy Counsel",
      nationality: "IE",
      companyCount: 2,
      isDemo: true,
    });
    expect(ivy.roles.map((r: { position: string }) => r.position).sort()).toEqual(["Board Member", "General Counsel"]);
    // Henry's only role ended: he is found, without a current role, and no contact data is sent.
    const henry = (await search("name=henry")).json().data.list[0];
    expect(henry).toMatchObject({ name: "Henry Former", companyCount: 1, roles: [] });
    expect(JSON.stringify(henry)).not.toContain("@");
  });

  it("pages the people found, the one with more companies first", async () => {
    await t.database.db
      .insertInto("people")
      .values({ id: "90", name: "Ivy Abbot", normalised: "ivy abbot", source: "demo-1", is_demo: true })
      .execute();
    const first = (await search("name=ivy&pageSize=1")).json().data;
    expect(first.total).toBe(2);
    expect(first.list.map((p: { name: string }) => p.name)).toEqual(["Ivy Counsel"]);
    const second = (await search("name=ivy&page=2&pageSize=1")).json().data;
    expect(second.list.map((p: { name: string; companyCount: number }) => [p.name, p.companyCount])).toEqual([
      ["Ivy Abbot", 0],
    ]);
    expect((await search("name=ivy&page=3&pageSize=1")).json().data).toEqual({ total: 2, list: [] });
  });

  it("answers in the envelope: signed in only, and a name of at least two characters", async () => {
    const anonymous = await search("name=ivy", null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ data: null });
    const short = await search("name=i");
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toContain("name");
    expect((await search("name=zz%25")).json().data).toEqual({ total: 0, list: [] });
  });
});
