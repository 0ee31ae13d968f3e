import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { CreditOpinionPage, findDemoCompany } from "./pages/credit-opinion.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { screenshot } from "./screenshots.ts";
import { AccountPagesPage } from "./pages/account-pages.page.ts";
import { callEndpoint } from "./api.ts";
import { companyProfileEndpoints } from "../../contract/company-profile.endpoints.ts";

test.describe.configure({ timeout: 240_000 });

/** Edison Mission Energy (SEC CIK 930835): its 10-Q to 31 March 2010 rates BBB (hand-computed in credit.test.ts). */
const SEC_COMPANY = "930835";

async function walkCreditOpinion(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext(DEVICES[device]);
  // Signed in: a guest's first press in the main layout opens the login dialog (spec section 1).
  await useSession(context, await registerAndSignIn(context.request));
  const page = await context.newPage();
  const credit = new CreditOpinionPage(page);
  const axe = new AccessibilityPage(page, device);

  // A real SEC filer: rating, score, PD, the 2010 inputs with their period, and the staleness warning.
  await credit.open(SEC_COMPANY);
  await expect(credit.rating).toHaveText("BBB");
  // A new account has no credits: the full report view is not charged, and the page says so.
  await expect(credit.part("view-charge-short")).toContainText("1 credit");
  await expect(credit.part("credit-score").getByRole("img")).toHaveAccessibleName("Local credit score 62 of 100");
  await expect(credit.part("credit-pd")).toContainText("0.2%");
  await expect(credit.part("credit-risk")).toContainText("Moderate");
  await expect(credit.part("credit-stale")).toContainText("Mar 31, 2010");
  await expect(credit.part("credit-period").first()).toContainText("3 months");
  await expect(credit.part("credit-input-retainedEarnings")).toContainText("$1.37B");
  await expect(credit.part("credit-variables")).toContainText("0.1587");
  await expect(credit.chart).toBeVisible();
  await expect(credit.historyRows.first()).toContainText("2010");
  await axe.scan("credit opinion (SEC company)");
  await screenshot(page, `credit-opinion-sec-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);

  // A demo company with several years: one history row per year, labelled as demo data, not stale.
  const demo = await findDemoCompany(context.request, (o) => o.history.filter((y) => y.status === "rated").length >= 3);
  await credit.open(demo.company.aaaId);
  await expect(credit.rating).toHaveText(demo.latest!.creditRating!);
  await expect(credit.historyRows).toHaveCount(demo.history.length);
  await expect(credit.part("credit-demo").first()).toBeVisible();
  await expect(credit.part("credit-stale")).toHaveCount(0);
  await screenshot(page, `credit-opinion-demo-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);

  // A company without statements: insufficient data, and no rating anywhere.
  const bare = await findDemoCompany(context.request, (o) => o.history.length === 0);
  await credit.open(bare.company.aaaId);
  await expect(credit.part("credit-insufficient")).toContainText("Insufficient data.");
  await expect(credit.rating).toHaveCount(0);
  await expect(credit.part("credit-history")).toHaveCount(0);
  await axe.scan("credit opinion (insufficient data)");

  expect(axe.findings, axe.report()).toEqual([]);
  expect(credit.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: the credit opinion of an SEC filer, a demo company with history, and a company without statements", async ({
  browser,
}) => {
  await walkCreditOpinion(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkCreditOpinion(browser, "phone");
});

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`opening the credit opinion charges the full report view once per company and logs each visit (${device})`, async ({
    browser,
  }) => {
    const context = await browser.newContext(DEVICES[device]);
    const session = await registerAndSignIn(context.request);
    await AccountPagesPage.grant(context.request, {
      email: String(session.userInfo.email),
      lockType: 1,
      daysUsed: 1,
      daysLeft: 30,
      credits: 3,
    });
    await useSession(context, session);
    const page = await context.newPage();
    const credit = new CreditOpinionPage(page);
    const axe = new AccessibilityPage(page, device);
    const charged = () =>
      page
        .waitForResponse((r) => r.url().endsWith("/gleagle/csiv4/updateSysComLogAndDe") && r.ok(), {
          timeout: 30_000,
        })
        .then(async (r) => ({
          data: ((await r.json()) as { data: { deducted: number; availablePoints: number } }).data,
        }));

    // First opening: 1 credit; second opening of the same company: logged, free.
    const first = charged();
    await credit.open(SEC_COMPANY);
    expect((await first).data).toMatchObject({ deducted: 1, availablePoints: 2 });
    await expect(credit.part("view-charge-short")).toHaveCount(0);
    const second = charged();
    await credit.open(SEC_COMPANY);
    expect((await second).data).toMatchObject({ deducted: 0, availablePoints: 2 });

    // The usage: one deduction for the company, two visits in the Database pages.
    await page.goto("/account/DeductionRecord");
    const deductions = page.getByTestId("deduction-records").locator("tbody tr");
    await expect(deductions).toHaveCount(1);
    await expect(deductions.first()).toContainText("EDISON MISSION ENERGY");
    await expect(deductions.first()).toContainText("Full company report");
    await axe.scan("deduction record after a report view");
    await page.goto("/account/CompaniesViewed");
    await expect(page.getByTestId("viewed-companies").locator("tbody tr").first()).toContainText(
      "EDISON MISSION ENERGY",
    );
    // Each opening of the paid section is logged under its page name (leaving the profile logs its own view).
    const log = await callEndpoint(
      context.request,
      companyProfileEndpoints.actionLog,
      { pageNum: 1, pageSize: 20 },
      session.token,
    );
    expect(log.list.filter((v) => v.pageName === "creditOpinion/list")).toHaveLength(2);
    await screenshot(page, `credit-opinion-views-${device}`, { fullPage: true });
    if (device === "phone") await expectNoSideScroll(page);
    expect(axe.findings, axe.report()).toEqual([]);
    expect(credit.consoleErrors).toEqual([]);
    await context.close();
  });
}
