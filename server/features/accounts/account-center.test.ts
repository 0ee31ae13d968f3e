import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { call, login, registerUser, signedInUser, testClock } from "./accounts.test-helpers.ts";

describe("account centre: menu, dashboard, contacts, login history", () => {
  let t: TestApp;
  const clock = testClock(new Date("2026-03-10T09:00:00Z"));
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const titles = async (token: string) =>
    (
      (await call(t, "GET", "/csi/user/getUserCenterMenuList", { token })).json().data as {
        title: string;
        type: number;
      }[]
    ).map((e) => e.title);

  it("builds the menu from the spec's titles by user type", async () => {
    const { token, id } = await signedInUser(t, "menu@example.com");
    const individual = await titles(token);
    expect(individual).toContain("add credit");
    expect(individual).not.toContain("organization");
    expect(individual.length).toBeLessThan(15);
    await t.database.db.updateTable("app_users").set({ user_type: 2 }).where("id", "=", id).execute();
    expect(await titles(token)).not.toContain("add credit");
    await t.database.db.updateTable("app_users").set({ user_type: 3 }).where("id", "=", id).execute();
    const admin = await titles(token);
    expect(admin).toEqual(expect.arrayContaining(["organization", "quota", "add credit", "FAQ", "dashboard"]));
    expect(admin).toHaveLength(11);
  });

  it("lists each page once: not the pages the app's Account group shows (My Account, Contact Information)", async () => {
    const { token, id } = await signedInUser(t, "menu-once@example.com");
    for (const userType of [1, 2, 3] as const) {
      await t.database.db.updateTable("app_users").set({ user_type: userType }).where("id", "=", id).execute();
      const menu = (await titles(token)).map((title) => title.toLowerCase());
      expect(menu, `user type ${userType}`).toHaveLength(new Set(menu).size);
      expect(menu).not.toContain("account");
      expect(menu).not.toContain("contact information");
      expect(menu).toContain("alternate contacts");
    }
  });

  it("answers the dashboard", async () => {
    await registerUser(t, "dash@example.com");
    await login(t, "dash@example.com");
    clock.advance(3_600_000);
    const { token } = await login(t, "dash@example.com");
    const data = (await call(t, "GET", "/csi/user/getDashboard", { token })).json().data;
    expect(data).toMatchObject({
      userInfo: { email: "dash@example.com", userType: 1 },
      availablePoints: 0,
      lockType: 0,
      vips: [],
      profileComplete: false,
      loginsThisMonth: 2,
      lastLoginAt: "2026-03-10T09:00:00.000Z",
    });
  });

  it("saves the contact person and the alternate contact", async () => {
    const { token } = await signedInUser(t, "contacts@example.com");
    const set = (payload: unknown, language = "en_US") =>
      call(t, "POST", "/csi/usercenter/setContactPerson", { token, payload, language });
    const missing = await set({ type: 1, lastName: "Hopper", email: "g@example.com", phoneNumber: "1" }, "ja_JP");
    expect(missing.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.profileFirstNameRequired.ja,
      data: null,
      requestId: expect.any(String),
    });
    const contact = {
      type: 1,
      firstName: "Grace",
      lastName: "Hopper",
      email: "g@example.com",
      phoneNumber: "+1 555 0100",
      position: "CFO",
    };
    expect((await set(contact)).json()).toEqual({ code: 200, msg: SERVER_MESSAGES.contactSaved.en, data: null });
    await set({ ...contact, type: 2, firstName: "Alan", position: undefined });
    await set({ ...contact, phoneNumber: "+1 555 0199" });
    const list = await call(t, "GET", "/csi/usercenter/getUserContactPersons", { token });
    expect(list.json().data).toEqual([
      { ...contact, phoneNumber: "+1 555 0199" },
      { ...contact, type: 2, firstName: "Alan", position: "" },
    ]);
  });

  it("shows the sign-ins by year and month", async () => {
    await registerUser(t, "history@example.com");
    clock.set(new Date("2026-01-20T08:00:00Z"));
    await login(t, "history@example.com");
    clock.set(new Date("2026-02-03T08:00:00Z"));
    await login(t, "history@example.com");
    clock.set(new Date("2026-02-04T08:00:00Z"));
    const { token } = await login(t, "history@example.com");
    const feb = (await call(t, "GET", "/csi/user/showLoginHistoryDataByYM", { token })).json().data;
    expect(feb.year).toBe(2026);
    expect(feb.month).toBe(2);
    expect(feb.months.slice(0, 3)).toEqual([
      { month: 1, count: 1 },
      { month: 2, count: 2 },
      { month: 3, count: 0 },
    ]);
    expect(feb.logins.map((l: { loginTime: string }) => l.loginTime)).toEqual([
      "2026-02-04T08:00:00.000Z",
      "2026-02-03T08:00:00.000Z",
    ]);
    const jan = (await call(t, "GET", "/csi/user/showLoginHistoryDataByYM?year=2026&month=1", { token })).json().data;
    expect(jan.logins).toHaveLength(1);
    expect(jan.logins[0]).toMatchObject({ ip: expect.any(String), usaged: null });
    expect((await call(t, "GET", "/csi/user/showLoginHistoryDataByYM?month=13", { token })).statusCode).toBe(400);
  });
});
