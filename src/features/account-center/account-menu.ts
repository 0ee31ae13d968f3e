import type { MenuEntry } from "../../../contract/account-center.ts";

/** The pages the side menu can show; their labels are in account-menu-labels.ts. */
export type AccountPageKey =
  | "dashboard"
  | "addCredit"
  | "myDatabase"
  | "portfolio"
  | "myTag"
  | "accountSettings"
  | "contactInformation"
  | "alternateContacts"
  | "organization"
  | "quota"
  | "billing"
  | "billinginformation"
  | "faq"
  | "myAccount"
  | "contactInformationPage"
  | "accountSecurity"
  | "userSettings"
  | "notifications"
  | "newsForYou"
  | "privacyPolicy"
  | "terms"
  | "roles"
  | "orgUsers"
  | "userGroups"
  | "reportaProblem"
  | "instructions"
  | "about";

/** An entry of the account side menu; `isAvailable` is false while its page is not built yet. */
export type AccountMenuItem = { key: AccountPageKey; href: string; isAvailable: boolean };

type PageOfTitle = { key: AccountPageKey; href: string };

/** The spec's title → page table (section 2, "Account menu"); titles are matched case-insensitively. */
const PAGES_BY_TITLE: Record<string, PageOfTitle> = {
  dashboard: { key: "dashboard", href: "/account/dashboard" },
  "add credit": { key: "addCredit", href: "/index/addCredit" },
  "my database": { key: "myDatabase", href: "/account/myDatabase" },
  portfolio: { key: "portfolio", href: "/account/portfolio" },
  "my tag": { key: "myTag", href: "/account/myTag" },
  account: { key: "accountSettings", href: "/account/accountSettings" },
  "contact information": { key: "contactInformation", href: "/account/contactInformation" },
  "alternate contacts": { key: "alternateContacts", href: "/account/alternateContacts" },
  organization: { key: "organization", href: "/account/organization" },
  quota: { key: "quota", href: "/account/quota" },
  billing: { key: "billing", href: "/account/billing" },
  "billing details and billing information": { key: "billinginformation", href: "/account/billinginformation" },
  faq: { key: "faq", href: "/account/faq" },
};

/** Own keys only: a title such as "constructor" is unknown, not Object's. */
function pageOfTitle(title: string): PageOfTitle | undefined {
  const key = title.trim().toLowerCase();
  return Object.hasOwn(PAGES_BY_TITLE, key) ? PAGES_BY_TITLE[key] : undefined;
}

/** The spec builds the menu only when fewer than this many entries arrive. */
export const MENU_ENTRY_LIMIT = 15;

/** Without a usable answer: the personal pages, those that exist. */
const FALLBACK_TITLES = ["dashboard", "portfolio", "my tag", "alternate contacts"];

/** Server entries whose page the Account or Help group lists (the same page under the spec's other URL). */
const IN_ACCOUNT_GROUP: ReadonlySet<AccountPageKey> = new Set(["accountSettings", "contactInformation", "faq"]);

/** Paths of the same page as an Account group entry, lower case: the page shown is that entry. */
const SAME_PAGE_PATHS: Record<string, string> = { "/account/accountsettings": "/account/myaccount" };

function item(page: PageOfTitle, exists: (href: string) => boolean): AccountMenuItem {
  return { ...page, isAvailable: exists(page.href) };
}

/**
 * The side menu from the server's entries: known titles in the server's order (unknown ones, repeats
 * and pages the Account group lists left out), pages not built yet marked unavailable. With 15 entries
 * or more, or none known, the fallback menu of the pages that exist.
 */
export function buildAccountMenu(entries: readonly MenuEntry[], exists: (href: string) => boolean): AccountMenuItem[] {
  const known =
    entries.length < MENU_ENTRY_LIMIT
      ? entries.flatMap((e) => pageOfTitle(e.title) ?? []).filter((page) => !IN_ACCOUNT_GROUP.has(page.key))
      : [];
  const unique = known.filter((page, index) => known.findIndex((p) => p.key === page.key) === index);
  if (unique.length > 0) return unique.map((page) => item(page, exists));
  return fallbackAccountMenu(exists);
}

export function fallbackAccountMenu(exists: (href: string) => boolean): AccountMenuItem[] {
  return FALLBACK_TITLES.flatMap((title) => pageOfTitle(title) ?? [])
    .map((page) => item(page, exists))
    .filter((entry) => entry.isAvailable);
}

/** The spec's Account subpages (and the help pages) that the side menu lists under the server's entries. */
export const ACCOUNT_PAGES = {
  myAccount: "/account/MyAccount",
  contactInformation: "/account/ContactInformation",
  accountSecurity: "/account/AccountSecurity",
  userSettings: "/account/UserSettings",
  notifications: "/account/Notifications",
  newsForYou: "/account/Newsforyou",
  privacyPolicy: "/account/PrivacyPolicy",
  terms: "/account/Terms",
  roles: "/account/Roles",
  orgUsers: "/account/User",
  userGroups: "/account/UserGroup",
  faq: "/account/FAQ",
  reportaProblem: "/account/ReportaProblem",
  instructions: "/account/Instructions",
  about: "/account/About",
} as const;

const ACCOUNT_GROUP: PageOfTitle[] = [
  { key: "myAccount", href: ACCOUNT_PAGES.myAccount },
  { key: "contactInformationPage", href: ACCOUNT_PAGES.contactInformation },
  { key: "accountSecurity", href: ACCOUNT_PAGES.accountSecurity },
  { key: "userSettings", href: ACCOUNT_PAGES.userSettings },
];

const MESSAGES_GROUP: PageOfTitle[] = [
  { key: "notifications", href: ACCOUNT_PAGES.notifications },
  { key: "newsForYou", href: ACCOUNT_PAGES.newsForYou },
];

/** Organizational (spec §2), shown only to the group administrator, userType 3 (spec §6). */
const ORGANIZATIONAL_GROUP: PageOfTitle[] = [
  { key: "userGroups", href: ACCOUNT_PAGES.userGroups },
  { key: "orgUsers", href: ACCOUNT_PAGES.orgUsers },
  { key: "roles", href: ACCOUNT_PAGES.roles },
];

const HELP_GROUP: PageOfTitle[] = [
  { key: "faq", href: ACCOUNT_PAGES.faq },
  { key: "privacyPolicy", href: ACCOUNT_PAGES.privacyPolicy },
  { key: "terms", href: ACCOUNT_PAGES.terms },
  { key: "instructions", href: ACCOUNT_PAGES.instructions },
  { key: "reportaProblem", href: ACCOUNT_PAGES.reportaProblem },
  { key: "about", href: ACCOUNT_PAGES.about },
];

/** The Account group (My Account, Contact Information, Account Security, User Settings), the Organizational group (userType 3 only), the messages (Notifications, News for you) and the legal pages. */
export function accountSubpages(exists: (href: string) => boolean, isGroupAdmin = false) {
  return {
    account: ACCOUNT_GROUP.map((page) => item(page, exists)),
    organizational: isGroupAdmin ? ORGANIZATIONAL_GROUP.map((page) => item(page, exists)) : [],
    messages: MESSAGES_GROUP.map((page) => item(page, exists)),
    help: HELP_GROUP.map((page) => item(page, exists)),
  };
}

/** The menu item of the page shown (case-insensitive: the spec has lowercase aliases). */
export function currentItem(items: readonly AccountMenuItem[], pathname: string): AccountMenuItem | undefined {
  const lower = pathname.replace(/\/+$/, "").toLowerCase();
  const path = SAME_PAGE_PATHS[lower] ?? lower;
  return items.find((entry) => entry.href.toLowerCase() === path);
}

/** The dashboard's quick links: the balance page (quota for organisation administrators), then the account pages. */
export function quickLinks(isAdmin: boolean): { key: AccountPageKey; href: string }[] {
  return [
    isAdmin ? { key: "quota", href: "/account/quota" } : { key: "addCredit", href: "/index/addCredit" },
    { key: "myAccount", href: ACCOUNT_PAGES.myAccount },
    { key: "portfolio", href: "/account/portfolio" },
    { key: "myTag", href: "/account/myTag" },
    { key: "accountSecurity", href: ACCOUNT_PAGES.accountSecurity },
    { key: "userSettings", href: ACCOUNT_PAGES.userSettings },
  ];
}
