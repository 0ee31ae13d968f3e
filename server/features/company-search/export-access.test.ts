import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../i18n/messages.ts";
import { DAILY_LIMITS } from "../../lib/daily-limits.ts";
import { signedInTestUser } from "../../test/signed-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { TEST_NOW, insertSearchFixture } from "./search.test-fixture.ts";

/** Issue 20, finding 6: the bulk export needs an account, counts against its daily limit, and is audited. */
describe("finding 6: company export needs an account, a daily limit and an audit row", () => {
  let t: TestApp;
  let now = TEST_NOW.getTime();
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(now) });
    await insertSearchFixture(t.database.db);
  });
  afterAll(() => t.close());

  const query = { searchname: "bank", keword: "1", format: "csv", columns: "name,country" };
  const exportAs = (token: string | undefined, language = "en_US") =>
    t.app.inject({
      method: "GET",
      url: "/csi/company/export",
      query,
      remoteAddress: "198.51.100.7",
      headers: { language, ...(token ? { authorization: token } : {}) },
    });

  it("answers a caller who is not signed in with the spec's 401, and writes no file", async () => {
    const res = await exportAs(undefined, "ja_JP");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, msg: translate("ja", "unauthorized"), data: null });
    expect(await t.database.db.selectFrom("export_audit").selectAll().execute()).toEqual([]);
  });

  it("writes an audit row per export: who, when, the filters and the rows", async () => {
    const user = await signedInTestUser(t);
    const res = await exportAs(user.token);
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.selectFrom("export_audit").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.user_id)).toBe(user.id);
    expect(rows[0]).toMatchObject({
      email: expect.stringMatching(/^reader-.+@example\.com$/),
      filters: { ...query, keword: 1 }, // as validated
      rows_written: Number(res.headers["x-exported-rows"]),
      rows_total: Number(res.headers["x-total-rows"]),
      client_ip: "198.51.100.7",
    });
    expect(new Date(rows[0]!.created_at).getTime()).toBe(now);
    expect(rows[0]!.rows_written).toBeGreaterThan(0);
  });

  it("refuses the export past the account's daily limit, in the caller's language; another account is not counted", async () => {
    const { max } = DAILY_LIMITS.export;
    const user = await signedInTestUser(t);
    for (let i = 0; i < max; i++) expect((await exportAs(user.token)).statusCode).toBe(200);
    now += 3 * 3_600_000;
    const refused = await exportAs(user.token, "ge_DE");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(21 * 3600));
    expect(refused.json()).toMatchObject({ code: 429, msg: translate("de", "exportDailyLimit", { max, hours: 21 }) });
    expect(refused.json().msg).toBe(
      `Sie haben das Tageslimit von ${max} Exporten erreicht. Versuchen Sie es in 21 Stunden erneut.`,
    );
    expect((await exportAs((await signedInTestUser(t)).token)).statusCode).toBe(200);
    const audited = await t.database.db
      .selectFrom("export_audit")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(audited.n)).toBe(max);
    now += 21 * 3_600_000;
    expect((await exportAs(user.token)).statusCode).toBe(200);
  });
});
