import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { findSecCompany } from "./pages/company-profile.page.ts";
import { MyDatabasePage } from "./pages/my-database.page.ts";
import { NotificationsPage } from "./pages/notifications.page.ts";
import { screenshot } from "./screenshots.ts";

async function expectNoSeriousAxeViolations(database: MyDatabasePage) {
  const axe = await new AxeBuilder({ page: database.page }).include('[data-testid="account-page"]').analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`orders a report update and sees it delivered; the My database pages (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ ...DEVICES[device], acceptDownloads: true });
    const page = await context.newPage();
    const database = new MyDatabasePage(page, request);
    const bell = new NotificationsPage(page);
    await database.signedInWithCredits(`updates-${device}`, 5);
    const company = await findSecCompany(request);

    // From the company profile: the price and the delivery time are said first, then 1 credit is taken.
    await database.goto(`/index/company/detals/${company.aaaId}`);
    const question = await database.confirmFrom(page.getByTestId("report-update"));
    expect(question).toContain("takes 1 credit");
    expect(question).toContain("within 24 to 72 hours");
    await expect(
      page.getByText("The report update was ordered. It will be delivered within 24 to 72 hours."),
    ).toBeVisible();
    // A report download too, for the Reports downloaded page.
    await database.confirmFrom(page.getByTestId("report-download"));
    // Leaving the profile in the app logs the view (Companies viewed).
    const viewLogged = page.waitForResponse((response) => response.url().includes("/myDatabase/companyView"));
    await page.locator('header a[href="/home"]').first().click();
    expect((await viewLogged).ok()).toBe(true);

    // My database from the account menu: the counts, then the usage records.
    await database.goto("/account/dashboard");
    await database.openFromMenu("My database");
    await expect(page).toHaveURL(/\/account\/myDatabase$/);
    await expect(database.figure("Updates ordered")).toHaveText("1");
    await expect(database.figure("Reports downloaded")).toHaveText("1");
    await expect(database.figure("Available credits")).toHaveText("3");
    await expect(database.usageRecords.getByRole("row").filter({ hasText: company.name })).toHaveCount(2);
    await expect(database.usageRecords.getByRole("row", { name: /Report update/ })).toBeVisible();
    await screenshot(page, `my-database-${device}`, { fullPage: true });
    await expectNoSeriousAxeViolations(database);

    await database.openDatabasePage("Companies viewed");
    await expect(page).toHaveURL(/\/account\/CompaniesViewed$/);
    await expect(database.viewedCompanies.getByRole("link", { name: company.name })).toBeVisible();
    await expectNoSeriousAxeViolations(database);

    await database.openDatabasePage("Reports downloaded");
    await expect(page).toHaveURL(/\/account\/ReprotDownloaded$/);
    const copy = await database.downloadBy(
      database.downloadedReports.getByRole("button", { name: `Download again: the report of ${company.name} (free)` }),
    );
    expect(copy.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await expectNoSeriousAxeViolations(database);

    // Updates ordered: waiting, due within 72 hours; the page open with its notifications socket ready.
    await bell.openLive("/account/UpdatesOrdered");
    const order = database.updateOrders.getByRole("row").filter({ hasText: company.name });
    await expect(order).toContainText("Ordered");
    await expect(order).toContainText("By ");
    await screenshot(page, `updates-ordered-${device}`, { fullPage: true });
    await expectNoSeriousAxeViolations(database);

    // Nothing before 24 hours; a day later the job delivers it and the notification arrives live.
    expect((await database.advanceJobClock(23)).reportUpdateDelivery).toBe(0);
    await expect(bell.badge).toBeHidden();
    expect((await database.advanceJobClock(24)).reportUpdateDelivery).toBeGreaterThanOrEqual(1);
    await expect(bell.badge).toHaveText("1");
    await bell.open();
    await expect(bell.item(`The report update of ${company.name} was delivered`)).toBeVisible();
    await screenshot(page, `update-delivered-notification-${device}`);
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(order).toContainText("Delivered");
    await expect(order).toContainText(/\d+ → \d+/);
    await expect(order).not.toContainText("By ");
    await screenshot(page, `updates-delivered-${device}`, { fullPage: true });
    await context.close();
  });
}
