import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { TradeCompanyPage } from "./pages/trade-company.page.ts";
import { deviceScreenshots, screenshot } from "./screenshots.ts";
import { csvLines, exportTable } from "./pages/table-export.ts";

test.describe.configure({ timeout: 240_000 });

/**
 * ExxonMobil Oil Corp is a real EIA-814 importer (monthly records 2017-2025, quantities in thousand
 * barrels, countries of origin, no exporter names): its page shows the real source on every tab.
 */
async function walkCompany(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext(DEVICES[device]);
  await useSession(context, await registerAndSignIn(context.request));
  const page = await context.newPage();
  const trade = new TradeCompanyPage(page);
  const axe = new AccessibilityPage(page, device);

  // The company search: suggestions while typing, Enter lists the trading companies with filters.
  await trade.goto("/home?Detail=Trade");
  await trade.typeCompany("exxonmobil");
  await expect(trade.suggestions.filter({ hasText: "EXXONMOBIL OIL CORP" })).toHaveCount(1);
  await page.getByTestId("company-trade-search-input").press("Enter");
  await expect(page).toHaveURL(/by=company&keyword=exxonmobil/);
  await expect(trade.results.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("company-trade-results")).toContainText("eia-814-2017-2025");
  await page.getByTestId("filter-sort").selectOption("name:asc");
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=asc/);
  await axe.scan("trade home company results");
  await screenshot(page, `trade-company-results-${device}`, { fullPage: true });
  // Export: every matching company in the order shown (names ascending), as CSV.
  const shownFirst = (await trade.results.first().textContent())?.trim();
  const companiesCsv = csvLines(await exportTable(page, "company-trade-results-export", "csv"));
  expect(companiesCsv[0]).toMatch(/^Company name,Company ID,Country,Import records,Export records,Value \(USD\)/);
  expect(companiesCsv[1]?.startsWith(`${shownFirst},`)).toBe(true);
  expect(companiesCsv.filter((line) => line.startsWith("EXXONMOBIL OIL CORP,"))).toHaveLength(1);
  await trade.results.filter({ hasText: "EXXONMOBIL OIL CORP" }).click();

  // The map: countries of origin shaded with tooltips; another year redraws it.
  await expect(page).toHaveURL(/\/index\/tradeCompany\/Trade\/A[0-9A-Z]+\/tradeMap\/map\?.*Moudles=Trade/);
  await expect(trade.header).toHaveText("EXXONMOBIL OIL CORP", { timeout: 20_000 });
  await expect(page.getByTestId("company-total-import")).toContainText("kbbl");
  await expect(trade.regions.nth(2)).toBeAttached();
  await expect(trade.regions.first().locator("title")).toHaveText(/records/);
  await axe.scan("trade company map");
  await screenshot(page, `trade-company-map-${device}`, { fullPage: true });
  const year = await trade.switchYear();
  await expect(page.getByTestId("company-map")).toContainText(` in ${year}`);

  // Supply chain and competitiveness from the shipment roll-ups: crude and products imported (real EIA).
  await trade.openTab("supplyChain");
  await expect(page.getByTestId("company-upstream-table").locator("tbody tr").first()).toContainText("27");
  await expect(page.getByTestId("company-supply-chain-downstream")).toContainText("Companies buying from it: 0.");
  await axe.scan("trade company supply chain");
  await screenshot(page, `trade-company-supply-chain-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);
  await trade.openTab("competitiveness");
  const product = page.getByTestId("company-competitiveness-table").getByTestId("competitiveness-row").first();
  await expect(product).toContainText("United States");
  await expect(product).toContainText(/\d+(\.\d+)?%/);
  await expect(product).toContainText(/\d+ of \d+/);
  await axe.scan("trade company competitiveness");
  await screenshot(page, `trade-company-competitiveness-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);

  await trade.openTab("countries");
  await expect(trade.yearSelect).toHaveValue(String(year));
  await expect(page.getByTestId("company-countries-table").locator("tbody tr").nth(1)).toBeVisible();
  await expect(page.getByTestId("company-countries")).toContainText("eia-814-2017-2025");

  await trade.openTab("partners");
  await expect(page.getByTestId("company-partners")).toContainText("name no trading partner");

  await trade.openTab("products");
  await expect(page.getByTestId("company-products-table").locator("tbody tr td a").first()).toHaveText(/^\d{4,6}$/);
  await axe.scan("trade company products");
  await deviceScreenshots(page, `trade-company-products-${device}`);
  if (device === "phone") await expectNoSideScroll(page);

  await trade.openTab("tradeTrends");
  await expect(page.getByTestId("company-trends-table").locator("tbody tr").nth(8)).toBeVisible();

  await trade.openTab("shippingOverview");
  await expect(page.getByTestId("company-latest-shipments").getByTestId("shipment-row")).toHaveCount(5);

  // A shipping order from the records tab: the order's bills, parties, cargo and shipping.
  await trade.openTab("importDetailCompany");
  await expect(page.getByTestId("company-shipments-table").getByTestId("shipment-row")).toHaveCount(20);
  await page.getByTestId("shipment-open").first().click();
  await expect(page).toHaveURL(/shipment=\d+-\d+/);
  const order = page.getByTestId("shipping-order");
  await expect(order).toContainText("Monthly import report");
  await expect(order).toContainText("eia-814-2017-2025");
  await expect(order).toContainText("EXXONMOBIL OIL CORP");
  await expect(order).toContainText("kbbl");
  await axe.scan("trade company shipping order");
  await deviceScreenshots(page, `trade-company-order-${device}`);
  await page.getByTestId("shipping-order-close").click();
  await expect(order).toHaveCount(0);

  await trade.openTab("creditOpinion");
  await page.getByTestId("company-credit-link").click();
  await expect(page).toHaveURL(/\/index\/company\/detals\/A[0-9A-Z]+\/creditOpinion\/list/);
  // The profile leads back to the trade page.
  await page.getByTestId("company-trade-link").click();
  await expect(trade.header).toHaveText("EXXONMOBIL OIL CORP", { timeout: 20_000 });

  expect(axe.findings, axe.report()).toEqual([]);
  expect(trade.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: search a company, open its trade page, walk its tabs and one shipping order", async ({ browser }) => {
  await walkCompany(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkCompany(browser, "phone");
});

test("an unknown company says so", async ({ browser }) => {
  const context = await browser.newContext(DEVICES.desktop);
  const page = await context.newPage();
  const trade = new TradeCompanyPage(page);
  await trade.goto("/index/tradeCompany/Trade/AZZZZZZ9/tradeMap/map");
  await expect(page.getByRole("alert")).toContainText("There is no company with this ID.");
  await context.close();
});
