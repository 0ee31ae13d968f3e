import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { openSession } from "../accounts/index.ts";
import { insertProfileFixture } from "./company-profile.fixture.ts";

const client = { usaged: 2, ip: "127.0.0.1", userAgent: "test" };

describe("company profile API: view log (myDatabase)", () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    await insertProfileFixture(t.database);
    const users = await t.database.db
      .insertInto("app_users")
      .values([
        { user_code: "U1", email: "ada@example.com", first_name: "Ada" },
        { user_code: "U2", email: "bo@example.com", first_name: "Bo" },
      ])
      .returning("id")
      .execute();
    token = await openSession(t.database.db, String(users[0]!.id), client);
    otherToken = await openSession(t.database.db, String(users[1]!.id), client);
  });
  afterAll(() => t.close());

  const post = (path: string, payload: Record<string, unknown>, auth?: string) =>
    t.app.inject({
      method: "POST",
      url: `/csi/myDatabase/${path}`,
      payload,
      headers: auth ? { authorization: auth } : {},
    });

  const view = (start: number, end: number, extra: Record<string, unknown> = {}) => ({
    aaaId: aaaId(1001),
    pageName: "snapshot",
    companyName: "Subject Holdings Ltd",
    startTimed: start,
    endTimed: end,
    ...extra,
  });

  it("needs a signed-in user", async () => {
    const now = Date.now();
    const res = await post("companyView", view(now - 5000, now));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      msg: SERVER_MESSAGES.unauthorized.en,
      data: null,
      requestId: expect.any(String),
    });
    expect((await post("getUserActionLogPage", {})).statusCode).toBe(401);
  });

  it("records views and pages them back, newest first, for their user only", async () => {
    const now = Date.now();
    for (let i = 0; i < 3; i++) {
      const res = await post("companyView", view(now - 60_000 * (3 - i), now - 60_000 * (3 - i) + 42_000), token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.id).toMatch(/^\d+$/);
    }
    const iso = await post(
      "companyView",
      view(0, 0, {
        startTimed: new Date(now - 10_000).toISOString(),
        endTimed: new Date(now).toISOString(),
        pageName: "ownership",
      }),
      otherToken,
    );
    expect(iso.statusCode).toBe(200);

    const first = (await post("getUserActionLogPage", { pageNum: 1, pageSize: 2 }, token)).json().data;
    expect(first).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(first.list).toHaveLength(2);
    expect(first.list[0]).toMatchObject({
      aaaId: aaaId(1001),
      companyId: "1001",
      companyName: "Subject Holdings Ltd",
      countryCode: "GB",
      pageName: "snapshot",
      durationSeconds: 42,
    });
    expect(Date.parse(first.list[0].startTimed)).toBeGreaterThan(Date.parse(first.list[1].startTimed));
    const second = (await post("getUserActionLogPage", { pageNum: 2, pageSize: 2 }, token)).json().data;
    expect(second.list).toHaveLength(1);
    const other = (await post("getUserActionLogPage", {}, otherToken)).json().data;
    expect(other.list.map((v: { pageName: string }) => v.pageName)).toEqual(["ownership"]);
  });

  it("keeps a view of an id that names no company, unresolved", async () => {
    const now = Date.now();
    const res = await post("companyView", view(now - 1000, now, { aaaId: "A-gone" }), token);
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom("company_views")
      .select(["aaa_id", "company_id"])
      .where("aaa_id", "=", "A-gone")
      .execute();
    expect(rows).toEqual([{ aaa_id: "A-gone", company_id: null }]);
  });

  it("rejects a view that ends before it starts, or bad input", async () => {
    const now = Date.now();
    const backwards = await post("companyView", view(now, now - 1000), token);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().msg).toBe(SERVER_MESSAGES.viewTimesInvalid.en);
    expect((await post("companyView", view(now - 1000, now, { startTimed: "yesterday" }), token)).statusCode).toBe(400);
    expect((await post("companyView", { aaaId: "A1" }, token)).statusCode).toBe(400);
    expect((await post("getUserActionLogPage", { pageSize: 1000 }, token)).statusCode).toBe(400);
  });
});
