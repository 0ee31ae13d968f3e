import { describe, expect, it } from "vitest";
import type { MenuEntry } from "../../../contract/account-center.ts";
import { MENU_ENTRY_LIMIT, accountSubpages, buildAccountMenu, currentItem } from "./account-menu.ts";

const BUILT = new Set([
  "/account/dashboard",
  "/account/portfolio",
  "/account/myTag",
  "/account/accountSettings",
  "/account/quota",
  "/index/addCredit",
]);
const exists = (href: string) => BUILT.has(href);
const entry = (id: number, title: string): MenuEntry => ({ id, title, type: 1 });

/** The server's menu for an individual (server/features/accounts/account-center.service.ts). */
const SERVER_MENU = [
  "dashboard",
  "add credit",
  "my database",
  "portfolio",
  "my tag",
  "account",
  "contact information",
  "alternate contacts",
  "billing",
  "billing details and billing information",
  "FAQ",
].map((title, index) => entry(index + 1, title));

describe("buildAccountMenu", () => {
  // FAQ is left out: the Help group lists it (accountSubpages).
  it("maps every title of the spec's table to its page, in the server's order", () => {
    const menu = buildAccountMenu(SERVER_MENU, exists);
    expect(menu.map((item) => item.href)).toEqual([
      "/account/dashboard",
      "/index/addCredit",
      "/account/myDatabase",
      "/account/portfolio",
      "/account/myTag",
      "/account/alternateContacts",
      "/account/billing",
      "/account/billinginformation",
    ]);
  });

  it("marks the pages not built yet as unavailable, never dropping them", () => {
    const menu = buildAccountMenu(SERVER_MENU, exists);
    const unavailable = menu.filter((item) => !item.isAvailable).map((item) => item.key);
    expect(unavailable).toEqual(["myDatabase", "alternateContacts", "billing", "billinginformation"]);
  });

  it("maps organization and quota for an administrator's entries", () => {
    const menu = buildAccountMenu([entry(9, "organization"), entry(10, "quota")], exists);
    expect(menu.map((item) => [item.key, item.isAvailable])).toEqual([
      ["organization", false],
      ["quota", true],
    ]);
  });

  it("matches titles case-insensitively and ignores unknown titles and repeats", () => {
    const menu = buildAccountMenu(
      [
        entry(1, " Dashboard "),
        entry(2, "lottery"),
        entry(3, "dashboard"),
        entry(4, "constructor"),
        entry(5, "MY TAG"),
      ],
      exists,
    );
    expect(menu.map((item) => item.key)).toEqual(["dashboard", "myTag"]);
  });

  it(`builds the menu from ${MENU_ENTRY_LIMIT - 1} entries but not from ${MENU_ENTRY_LIMIT}`, () => {
    const fourteen = Array.from({ length: MENU_ENTRY_LIMIT - 1 }, (_, i) => entry(i, i === 0 ? "quota" : "unknown"));
    expect(buildAccountMenu(fourteen, exists).map((item) => item.key)).toEqual(["quota"]);
    const fifteen = [...fourteen, entry(99, "unknown")];
    const fallback = buildAccountMenu(fifteen, exists);
    expect(fallback.map((item) => item.key)).toEqual(["dashboard", "portfolio", "myTag"]);
  });

  it("falls back to the existing pages when no title is known", () => {
    const fallback = buildAccountMenu([entry(1, "unknown")], exists);
    expect(fallback.every((item) => item.isAvailable)).toBe(true);
    expect(fallback.map((item) => item.key)).toContain("dashboard");
    expect(buildAccountMenu([], () => false)).toEqual([]);
  });
});

describe("each page once", () => {
  it("leaves out the server's entries for the pages of the Account group, whatever the server sends", () => {
    const { account, messages, help } = accountSubpages(() => true);
    const menu = buildAccountMenu(SERVER_MENU, () => true);
    const pages = [...menu, ...account, ...messages, ...help].map((item) => item.href.toLowerCase());
    expect(pages).toHaveLength(new Set(pages).size);
    expect(menu.map((item) => item.key)).not.toContain("accountSettings");
    expect(menu.map((item) => item.key)).not.toContain("contactInformation");
    expect(buildAccountMenu([entry(1, "unknown")], () => true).map((item) => item.key)).not.toContain(
      "accountSettings",
    );
  });

  it("lists Notifications and News for you, and finds Notifications at its lowercase alias with a query", () => {
    const { messages } = accountSubpages((href) => href === "/account/Notifications");
    expect(messages.map((entry) => [entry.key, entry.href, entry.isAvailable])).toEqual([
      ["notifications", "/account/Notifications", true],
      ["newsForYou", "/account/Newsforyou", false],
    ]);
    expect(currentItem(messages, "/account/notifications/")?.key).toBe("notifications");
  });

  it("shows My Account as the page at the menu's other URL of it", () => {
    const { account } = accountSubpages(() => true);
    expect(currentItem(account, "/account/accountSettings")?.key).toBe("myAccount");
    expect(currentItem(account, "/account/contactInformation")?.key).toBe("contactInformationPage");
  });
});

describe("accountSubpages and currentItem", () => {
  it("lists the Account group in the spec's order and marks missing pages", () => {
    const { account, help } = accountSubpages((href) => href === "/account/MyAccount");
    expect(account.map((item) => [item.href, item.isAvailable])).toEqual([
      ["/account/MyAccount", true],
      ["/account/ContactInformation", false],
      ["/account/AccountSecurity", false],
      ["/account/UserSettings", false],
    ]);
    expect(help.map((item) => item.href)).toEqual([
      "/account/FAQ",
      "/account/PrivacyPolicy",
      "/account/Terms",
      "/account/Instructions",
      "/account/ReportaProblem",
      "/account/About",
    ]);
  });

  it("finds the page shown whatever the case of the path", () => {
    const { account } = accountSubpages(() => true);
    expect(currentItem(account, "/account/myAccount/")?.key).toBe("myAccount");
    expect(currentItem(account, "/account/nothing")).toBeUndefined();
  });
});

describe("the Organizational group (spec §6: Group Account, User Account, Roles only for userType 3)", () => {
  it("is empty unless the user is the group administrator, then lists the three pages", () => {
    expect(accountSubpages(() => true).organizational).toEqual([]);
    expect(accountSubpages(() => true, false).organizational).toEqual([]);
    const { organizational } = accountSubpages(() => true, true);
    expect(organizational.map((entry) => [entry.key, entry.href])).toEqual([
      ["userGroups", "/account/UserGroup"],
      ["orgUsers", "/account/User"],
      ["roles", "/account/Roles"],
    ]);
    expect(currentItem(organizational, "/account/userGroup")?.key).toBe("userGroups");
  });
});
