import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../i18n/messages.ts";
import { DAILY_LIMITS } from "../../lib/daily-limits.ts";
import { signedInTestUser } from "../../test/signed-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { IDS, insertProfileFixture } from "./company-profile.fixture.ts";

/** Issue 20, finding 6: person contact data (e-mail, phone, birth year) needs an account and counts daily. */
describe("finding 6: person profiles and searchMoreEmail need an account and a daily limit", () => {
  let t: TestApp;
  let now = new Date("2026-06-01T08:00:00Z").getTime();
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(now) });
    await insertProfileFixture(t.database);
  });
  afterAll(() => t.close());

  const post = (path: string, payload: Record<string, unknown>, token?: string, language = "en_US") =>
    t.app.inject({
      method: "POST",
      url: `/csi/backgroud/${path}`,
      payload,
      headers: { language, ...(token ? { authorization: token } : {}) },
    });
  const person = { personId: IDS.grace, id: IDS.subject };

  it("answers a caller who is not signed in with the spec's 401; the person's companies stay public", async () => {
    for (const [path, body] of [
      ["getPersonProfile", person],
      ["searchMoreEmail", { id: IDS.subject }],
    ] as const) {
      const res = await post(path, body, undefined, "fr_FR");
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, msg: translate("fr", "unauthorized"), data: null });
    }
    expect((await post("getPersonRelateCompany", person)).statusCode).toBe(200);
  });

  it("lists the management to anyone, with the officers' e-mail and phone only for a signed-in caller", async () => {
    const contacts = (res: { json: () => { data: { list: { email: string | null; phone: string | null }[] } } }) =>
      res
        .json()
        .data.list.flatMap((officer) => [officer.email, officer.phone])
        .filter((value) => value !== null);
    const anonymous = await post("getCompanyManagement", { id: IDS.subject });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data.list.length).toBeGreaterThan(0);
    expect(contacts(anonymous)).toEqual([]);
    const signedIn = await post("getCompanyManagement", { id: IDS.subject }, (await signedInTestUser(t)).token);
    expect(contacts(signedIn).length).toBeGreaterThan(0);
  });

  it("counts profiles and e-mail searches together against the account's daily limit", async () => {
    const { max } = DAILY_LIMITS.contacts;
    const { token } = await signedInTestUser(t);
    const profile = await post("getPersonProfile", person, token);
    expect(profile.json().data).toMatchObject({ name: "Grace Chief" });
    expect((await post("searchMoreEmail", { id: IDS.subject }, token)).json().data.domain).toBe("subject.example");
    // The rest of the day's views at once: exactly the allowance passes.
    const rest = await Promise.all(Array.from({ length: max + 5 }, () => post("getPersonProfile", person, token)));
    expect(rest.filter((res) => res.statusCode === 200)).toHaveLength(max - 2);
    expect(rest.filter((res) => res.statusCode === 429)).toHaveLength(7);
    now += 30 * 60_000;
    const refused = await post("searchMoreEmail", { id: IDS.subject }, token, "it_IA");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(translate("it", "contactsDailyLimit", { max, hours: 24 }));
    expect(refused.json().msg).toBe(
      `Ha raggiunto il limite giornaliero di ${max} consultazioni di recapiti. Riprovi tra 24 ore.`,
    );
    expect((await post("getPersonProfile", person, (await signedInTestUser(t)).token)).statusCode).toBe(200);
    now += 24 * 3_600_000;
    expect((await post("getPersonProfile", person, token)).statusCode).toBe(200);
  });
});
