import { expect, test } from "@playwright/test";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { AppPage } from "./pages/app-page.ts";
import { screenshot } from "./screenshots.ts";

// The offline shell is under test: the service worker installs.
test.use({ serviceWorkers: "allow" });

/** Two trade pages, each with the table its trends tab shows and the start of its kept queries' keys. */
const PAGES = [
  { path: "/index/TradeProduct/TradeDetail/27/tradeTrends/index", table: "trends-table", kept: "trade-product" },
  {
    path: "/index/TradeCountry/TradeDetail/US/tradeTrends/index",
    table: "country-trends-table",
    kept: "trade-country",
  },
] as const;

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`trade pages opened online read again offline, and say they are an offline copy (${device})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext(DEVICES[device]);
    await useSession(context, await registerAndSignIn(context.request));
    const app = new AppPage(await context.newPage());
    const { page } = app;

    for (const { path, table } of PAGES) {
      await app.goto(path);
      await expect(page.getByTestId(table).locator("tbody tr").nth(1)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("offline-copy")).toHaveCount(0);
    }
    await app.waitForServiceWorker();
    // The answers follow the screens into IndexedDB within a second.
    for (const { kept } of PAGES)
      await expect
        .poll(() => app.offlineCopyKeys())
        .toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${kept}/`))]));

    await context.setOffline(true);
    for (const { path, table } of PAGES) {
      await page.goto(path);
      await expect(page.getByTestId(table).locator("tbody tr").nth(1)).toBeVisible();
      await expect(page.getByTestId("offline-copy")).toContainText("Offline copy from");
      await expect(page.getByTestId("offline-copy")).toContainText("these figures as they were");
    }
    await screenshot(page, `trade-offline-${device}`);
    // A page never opened has no copy, and says so.
    await page.goto("/index/TradeCountry/TradeDetail/FR/tradeTrends/index");
    await expect(
      page.getByText("These figures could not be loaded, and there is no offline copy of them yet."),
    ).toBeVisible();

    await context.setOffline(false);
    await page.goto(PAGES[1].path);
    await expect(page.getByTestId(PAGES[1].table).locator("tbody tr").nth(1)).toBeVisible();
    await expect(page.getByTestId("offline-copy")).toHaveCount(0);
    await context.close();
  });
}
