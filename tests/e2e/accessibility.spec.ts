import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { callApi, registerAndSignIn, useSession } from "./collections-session.ts";
import { collectionsEndpoints, tagsEndpoints } from "../../contract/collections.endpoints.ts";
import { AccessibilityPage, DEVICES, type Device, type Screen } from "./pages/accessibility.page.ts";
import { AccountPagesPage } from "./pages/account-pages.page.ts";
import { findCompanyWithOwnershipChain, type ProfileTab } from "./pages/company-profile.page.ts";

/** axe-core over every screen at 1440x900 and on a 390x844 touch phone: no serious or critical violation. */
test.describe.configure({ timeout: 300_000 });

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name });
const testId = (id: string) => (page: Page) => page.getByTestId(id).first();
const accountHeading = (name: string) => (page: Page) =>
  page.getByTestId("account-page").getByRole("heading", { level: 1, name });

const workspaceReady = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).first();

const PROFILE_TABS: Record<ProfileTab, string> = {
  snapshot: "background/snapshot",
  profile: "background/profile",
  ownership: "background/ownership",
  relatedCompanies: "background/relatedCompanies",
  management: "background/management",
  operations: "business/operations",
  locations: "business/locations",
  industry: "business/industry",
};

/** The screens a guest sees, but the company profile. */
function guestScreens(): Screen[] {
  return [
    { name: "home", path: "/home", ready: h1("Search Companies") },
    { name: "home trade", path: "/home?Detail=Trade", ready: h1("Search Trade") },
    { name: "phone home", path: "/csiPhone", ready: h1("Search Companies") },
    { name: "app home", path: "/csiApp", ready: h1("Search Companies") },
    { name: "privacy policy", path: "/privacypolicy", ready: h1("Privacy and terms") },
    { name: "workspace", path: "/index", ready: workspaceReady },
    {
      name: "results",
      path: "/index/search/list/north/company?searchname=north&keword=2",
      ready: testId("company-row"),
    },
    { name: "country list", path: "/index/list/company", ready: testId("company-row") },
    { name: "not found", path: "/no-such-page", ready: h1("Page not found") },
    { name: "login dialog", path: "/home", ready: h1("Search Companies"), open: (app) => app.openLogin() },
    {
      name: "sign-up dialog",
      path: "/home",
      ready: h1("Search Companies"),
      open: (app) => app.openLogin("Create an Account"),
    },
    { name: "forgot dialog", path: "/home", ready: h1("Search Companies"), open: (app) => app.openForgotPassword() },
    { name: "apps drawer", path: "/index", ready: workspaceReady, open: (app) => app.openDrawer() },
  ];
}

/** Every tab of a company's profile; `aaaId` is a demo company with owners on two levels (every tab has content). */
function profileScreens(aaaId: string): Screen[] {
  return Object.entries(PROFILE_TABS).map(([tab, path]) => ({
    name: `profile ${tab}`,
    path: `/index/company/detals/${aaaId}/${path}`,
    ready: (page: Page) => page.getByTestId(`profile-tab-${tab}`).and(page.locator("[aria-current=page]")),
  }));
}

/** The signed-in screens: account pages and the collections, with a folder and a tag holding a company. */
function accountScreens(folderId: string, tagId: string): Screen[] {
  return [
    { name: "dashboard", path: "/account/dashboard", ready: accountHeading("Dashboard") },
    { name: "my account", path: "/account/MyAccount", ready: accountHeading("My Account") },
    { name: "contact", path: "/account/ContactInformation", ready: accountHeading("Contact information") },
    { name: "alternate contacts", path: "/account/alternateContacts", ready: accountHeading("Alternate contacts") },
    { name: "security", path: "/account/AccountSecurity", ready: accountHeading("Account security") },
    {
      name: "sign-in history",
      path: "/account/AccountSecurity?tab=history",
      ready: accountHeading("Account security"),
    },
    { name: "user settings", path: "/account/UserSettings", ready: accountHeading("User Settings") },
    { name: "quota", path: "/account/quota", ready: (page) => page.getByTestId("available-credits") },
    { name: "add credit", path: "/index/addCredit", ready: (page) => page.getByTestId("available-credits") },
    { name: "account privacy", path: "/account/PrivacyPolicy", ready: accountHeading("Privacy and terms") },
    { name: "portfolio", path: `/account/portfolio?folder=${folderId}`, ready: testId("company-row") },
    { name: "my tag", path: `/account/myTag?tag=${tagId}`, ready: testId("company-row") },
    { name: "account menu", path: "/home", ready: h1("Search Companies"), open: (app) => app.openAccountMenu() },
  ];
}

async function signedInWithCollections(request: APIRequestContext) {
  const session = await registerAndSignIn(request);
  const email = String(session.userInfo.email);
  await AccountPagesPage.grant(request, { email, lockType: 1, daysUsed: 10, daysLeft: 20, credits: 250 });
  const company = { aaaId: "A7K1", companyName: "Acme Trading Ltd", countryCode: "GB" };
  const folderId = randomUUID();
  await callApi(request, session, collectionsEndpoints.create, { id: folderId, name: "Watchlist" });
  await callApi(request, session, collectionsEndpoints.addItems, { collectionId: folderId, items: [company] });
  const tagId = randomUUID();
  await callApi(request, session, tagsEndpoints.add, { id: tagId, name: "Key supplier" });
  await callApi(request, session, tagsEndpoints.batchAdd, { tagIds: [tagId], companies: [company] });
  return { session, folderId, tagId };
}

for (const device of Object.keys(DEVICES) as Device[]) {
  test.describe(`accessibility at ${DEVICES[device].viewport.width} px`, () => {
    test("every guest screen has no serious or critical violation", async ({ browser }) => {
      const { context, app } = await AccessibilityPage.open(browser, device);
      for (const screen of guestScreens()) await app.visit(screen);
      await context.close();
      expect(app.findings.length, app.report()).toBe(0);
    });

    test("every tab of a company profile has no serious or critical violation", async ({ browser, request }) => {
      const { aaaId } = await findCompanyWithOwnershipChain(request);
      const { context, app } = await AccessibilityPage.open(browser, device);
      for (const screen of profileScreens(aaaId)) await app.visit(screen);
      await context.close();
      expect(app.findings.length, app.report()).toBe(0);
    });

    test("the skip link is the first stop and jumps to the content", async ({ browser }) => {
      const { context, app } = await AccessibilityPage.open(browser, device);
      for (const path of ["/home", "/index", "/privacypolicy"]) await app.useSkipLink(path);
      await context.close();
    });

    test("every signed-in screen has no serious or critical violation", async ({ browser, request }) => {
      const { session, folderId, tagId } = await signedInWithCollections(request);
      const { context, app } = await AccessibilityPage.open(browser, device);
      await useSession(context, session);
      for (const screen of accountScreens(folderId, tagId)) await app.visit(screen);
      await context.close();
      expect(app.findings.length, app.report()).toBe(0);
    });
  });
}
