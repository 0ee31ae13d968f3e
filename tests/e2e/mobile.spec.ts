import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccountDialogsPage } from "./pages/account-dialogs.page.ts";
import { AccountPagesPage } from "./pages/account-pages.page.ts";
import { CompanyProfilePage, type ProfileTab } from "./pages/company-profile.page.ts";
import { CompanySearchPage } from "./pages/company-search.page.ts";
import { ANDROID_PHONE_UA, expectNoSideScroll, IPHONE_UA, newPhoneContext, phoneShot } from "./pages/phone.ts";

const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

const PROFILE_TABS: ProfileTab[] = [
  "snapshot",
  "profile",
  "ownership",
  "relatedCompanies",
  "management",
  "operations",
  "locations",
  "industry",
];

test.describe("phones: the desktop landing pages lead to /csiPhone, the app's pages stay", () => {
  for (const [device, userAgent] of [
    ["iPhone", IPHONE_UA],
    ["Android phone", ANDROID_PHONE_UA],
  ] as const) {
    test(`${device}: /home and / go to /csiPhone; /index, /csiApp and an unknown address stay`, async ({ browser }) => {
      const context = await newPhoneContext(browser, userAgent);
      const page = await context.newPage();
      await page.goto("/home?Detail=Trade");
      await expect(page).toHaveURL(/\/csiPhone\?Detail=Trade$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Trade");
      await page.goto("/");
      await expect(page).toHaveURL(/\/csiPhone$/);
      await page.goto("/index");
      await expect(page).toHaveURL(/\/index$/);
      await expect(page.getByRole("heading", { name: "Applications" })).toBeVisible();
      await expectNoSideScroll(page);
      // The installed app's start: the phone home, where a phone user can work.
      await page.goto("/csiApp");
      await expect(page).toHaveURL(/\/csiApp$/);
      await expect(page.getByTestId("phone-home")).toBeVisible();
      await expectNoSideScroll(page);
      // "Page not found" keeps the app's top bar, and the drawer stands in for the left bar.
      await page.goto("/index/no-such-page");
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await page.getByRole("button", { name: "Open applications" }).tap();
      await expect(page.getByRole("dialog", { name: "Applications" })).toBeVisible();
      await expect(page.getByRole("dialog").getByRole("button", { name: "AI assistant" })).toBeVisible();
      await expectNoSideScroll(page);
      await phoneShot(page, "not-found-drawer");
      await context.close();
    });
  }
});

test.describe("tablets keep the desktop layout", () => {
  for (const [device, userAgent] of [
    ["iPad", IPAD],
    ["Android tablet", ANDROID_TABLET],
  ] as const) {
    test(`${device}: /home is not redirected`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent, viewport: { width: 1024, height: 768 } });
      const page = await context.newPage();
      await page.goto("/home");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Companies");
      await expect(page).toHaveURL(/\/home$/);
      await context.close();
    });
  }
});

test("the desktop's /csiApp is the desktop home, and a wrong address keeps the top bar and left bar", async ({
  page,
}) => {
  await page.goto("/csiApp");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Companies");
  await expect(page.getByTestId("phone-home")).toHaveCount(0);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Applications" }).getByRole("link")).toHaveCount(5);
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

/** A sheet of the phone layout: the full width of the screen, along its bottom edge (once its opening transition ends). */
async function expectBottomSheet(page: Page, testId: string): Promise<void> {
  await expect
    .poll(() =>
      page.getByTestId(testId).evaluate((element) => {
        const sheet = element.closest("[id^='headlessui-popover-panel']") ?? element;
        const rect = sheet.getBoundingClientRect();
        return [Math.round(rect.left), Math.round(rect.right), Math.round(rect.bottom)];
      }),
    )
    .toEqual([0, 390, 844]);
}

test("on a phone: search, results, every profile tab, collect, then the account pages", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await newPhoneContext(browser);
  await useSession(context, await registerAndSignIn(request));
  const page = await context.newPage();
  const search = new CompanySearchPage(page);

  await search.goto("/home");
  await expect(page).toHaveURL(/\/csiPhone$/);
  await expectNoSideScroll(page);
  await phoneShot(page, "home");
  await search.nameInput.tap();
  await search.nameInput.fill("bank");
  await search.form.getByRole("button", { name: "Search", exact: true }).tap();
  await expect(page).toHaveURL(/\/index\/search\/list\/bank\/company/);
  await search.waitForRows();
  await expectNoSideScroll(page);
  await phoneShot(page, "results");

  // A facet opens as a sheet at the bottom of the screen.
  await search.filterButton("Country").tap();
  await expect(page.getByRole("checkbox").first()).toBeVisible();
  await expectNoSideScroll(page);
  await phoneShot(page, "results-facet");
  await page.keyboard.press("Escape");

  const first = search.rows.first().locator("a[href^='/index/company/detals/']").first();
  const name = (await first.innerText()).trim();
  await first.tap();
  const profile = new CompanyProfilePage(page);
  await expect(profile.companyName).toHaveText(name, { timeout: 20_000 });
  for (const tab of PROFILE_TABS) {
    await profile.tab(tab).tap();
    await expect(page).toHaveURL(new RegExp(`/${tab}(\\?|$)`));
    await expect(profile.tab(tab)).toHaveAttribute("aria-current", "page");
    // The open tab is scrolled into the strip, within the screen.
    await expect
      .poll(
        async () => {
          const box = await profile.tab(tab).boundingBox();
          return box !== null && box.x >= -1 && box.x + box.width <= 391;
        },
        { message: `tab ${tab} within the screen` },
      )
      .toBe(true);
    await page.waitForLoadState("networkidle");
    await expectNoSideScroll(page);
    await phoneShot(page, `profile-${tab}`);
  }

  // Collect: the folder picker is a sheet; the company lands in a new folder.
  const folder = `Phone ${randomUUID().slice(0, 6)}`;
  await profile.header.getByTestId("collect-button").tap();
  await expect(page.getByTestId("folder-picker")).toBeVisible();
  await expectBottomSheet(page, "folder-picker");
  await phoneShot(page, "collect-sheet");
  await page.getByTestId("folder-picker").getByPlaceholder("New folder name").fill(folder);
  await page.getByTestId("folder-picker").getByRole("button", { name: "Create" }).tap();
  await expect(page.getByTestId("folder-picker").getByRole("checkbox", { name: folder, exact: true })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("folder-picker")).toHaveCount(0);

  // The account pages, from the user menu (a sheet) and the folded account menu.
  const account = new AccountPagesPage(page);
  await page.getByRole("button", { name: /^Account of / }).tap();
  await page.getByRole("menuitem", { name: "My account" }).tap();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(account.heading).toHaveText("Dashboard");
  await expectNoSideScroll(page);
  await phoneShot(page, "account-dashboard");
  for (const [entry, heading, shot] of [
    ["Portfolio", "Portfolio", "portfolio"],
    ["My tag", "My tags", "my-tag"],
    ["My Account", "My Account", "my-account"],
    ["Contact Information", "Contact Information", "contact-information"],
    ["Account Security", "Account Security", "account-security"],
    ["Privacy Policy", "Privacy and terms", "privacy-policy"],
  ] as const) {
    await account.menu.getByRole("button", { expanded: false }).tap();
    await account.menuEntry(entry).tap();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${heading}$`, "i"));
    await expectNoSideScroll(page);
    await phoneShot(page, `account-${shot}`);
    if (shot === "portfolio") {
      await page.getByRole("button", { name: new RegExp(`^${folder}`) }).tap();
      await expect(page.getByTestId("company-row").filter({ hasText: name })).toBeVisible();
      await expectNoSideScroll(page);
      await phoneShot(page, "portfolio-folder");
    }
  }
  await context.close();
});

test("on a phone: sign up, then sign in", async ({ browser, request }) => {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const dialogs = new AccountDialogsPage(page, request);
  await dialogs.goto("/csiPhone");
  const email = `phone-${randomUUID().slice(0, 8)}@example.com`;
  await dialogs.register(email, "Ph0ne-user!");
  await expectNoSideScroll(page);
  await phoneShot(page, "login");
  await dialogs.signIn("Ph0ne-user!");
  await expect(page.getByRole("button", { name: /^Account of Ada/ })).toBeVisible();
  await context.close();
});
