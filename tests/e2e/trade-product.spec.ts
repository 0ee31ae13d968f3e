import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { TradeProductPage } from "./pages/trade-product.page.ts";
import { deviceScreenshots, screenshot } from "./screenshots.ts";
import { csvLines, exportTable } from "./pages/table-export.ts";

test.describe.configure({ timeout: 180_000 });

/**
 * HS chapter 27 (mineral fuels) has real data (US Census 2024, by port) and demo flows for 2022-2024,
 * so its page shows both labels and more than one year.
 */
const CHAPTER = "27";

async function walkProduct(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext(DEVICES[device]);
  await useSession(context, await registerAndSignIn(context.request));
  const page = await context.newPage();
  const trade = new TradeProductPage(page);
  const axe = new AccessibilityPage(page, device);

  await trade.goto("/home?Detail=Trade");
  // A phone is sent to its own home, which keeps the trade search.
  await expect(page).toHaveURL(device === "phone" ? /\/csiPhone\?Detail=Trade/ : /\/home\?Detail=Trade/);
  await trade.search(CHAPTER);
  await expect(trade.results.first()).toContainText("Mineral fuels");
  await axe.scan("trade search results");
  // Export: the matching codes in the order shown, as CSV.
  const productsCsv = csvLines(await exportTable(page, "product-results-export", "csv"));
  expect(productsCsv[0]).toBe("HS code,Description,Year,Value (USD),Demo data");
  expect(productsCsv[1]).toMatch(/^27,"?Mineral fuels/);
  const matched = (await page.getByTestId("product-results").getByRole("status").textContent()) ?? "";
  expect(productsCsv.length - 1).toBe(Number(/^[\d,]+/.exec(matched)?.[0].replace(/,/g, "")));
  await trade.openResult(CHAPTER);

  // Real data named by its source; generated flows labelled demo.
  await expect(trade.sources).toContainText("us-census-2024-port-hs2");
  await expect(trade.sources.getByTestId("demo-label")).toBeVisible();

  // The map: shaded countries with tooltips; choosing one opens its detail.
  await expect(trade.mapRegions.first()).toBeVisible();
  expect(await trade.mapRegions.count()).toBeGreaterThan(5);
  const region = trade.mapRegions.first();
  await expect(region.locator("title")).toHaveText(/: .+\(.+%\)$/);
  await region.click();
  await expect(trade.countryDetail).toBeVisible();
  await expect(trade.countryDetail.getByText("Rank")).toBeVisible();
  await axe.scan("trade product map");
  await screenshot(page, `trade-map-${device}`, { fullPage: true });

  // Another year: the URL carries it and the map is redrawn for it.
  const year = await trade.switchYear();
  await expect(page.getByTestId("product-map")).toContainText(` in ${year}`);
  await expect(trade.mapRegions.first()).toBeVisible();

  await trade.openTab("tradeTrends");
  await expect(page.getByTestId("trends-table").locator("tbody tr").nth(1)).toBeVisible();
  await trade.openTab("origin&Destination");
  await expect(page.getByTestId("origins-table").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByTestId("destinations-table").locator("tbody tr").first()).toBeVisible();
  // The year chosen on the map stays with the page.
  await expect(trade.yearSelect).toHaveValue(String(year));
  await trade.openTab("competitiveness");
  await expect(page.getByTestId("competitiveness-table").locator("thead")).toContainText("RCA");
  await expect(page.getByTestId("concentration")).toContainText("HHI");
  await axe.scan("trade product competitiveness");
  await deviceScreenshots(page, `trade-competitiveness-${device}`);
  if (device === "phone") await expectNoSideScroll(page);

  // Company-level tabs: suppliers and buyers from shipment records (EIA-814 real, bills of lading demo).
  await trade.openTab("suppliers&Buyers");
  await expect(trade.firstRow("buyers-table")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("buyers-table")).toContainText("eia-814-2017-2025");
  await expect(page.getByTestId("buyers-table-count")).toContainText(/\d+ companies, [\d,]+ records/);
  const companyYear = await trade.switchYear();
  await expect(trade.yearSelect).toHaveValue(String(companyYear));
  // Suppliers of that year: counted, or said to be none.
  await expect(page.getByTestId("suppliers-table-count").or(page.getByTestId("suppliers-table-empty"))).toBeVisible();
  await axe.scan("trade product suppliers and buyers");
  await deviceScreenshots(page, `trade-suppliers-buyers-${device}`);
  if (device === "phone") await expectNoSideScroll(page);

  await trade.openTab("supplyChain");
  await expect(trade.firstRow("upstream-table")).toBeVisible({ timeout: 20_000 });
  await expect(trade.firstRow("upstream-table").getByTestId("demo-label")).toBeVisible();
  await expect(page.getByTestId("upstream-table-companies")).toContainText(/: [1-9]/);
  await axe.scan("trade product supply chain");
  await screenshot(page, `trade-supply-chain-${device}`, { fullPage: true });

  // Shipping overview from the shipment roll-ups, then the product's records and one shipping order.
  await trade.openTab("shippingOverview");
  await expect(page.getByTestId("shipping-records")).toHaveText(/^[1-9][\d,]*$/, { timeout: 20_000 });
  await expect(page.getByTestId("shipping-month-row").first()).toBeVisible();
  await expect(page.getByTestId("lanes-table").getByTestId("ranked-row").first()).toBeVisible();
  await expect(page.getByTestId("product-latest-shipments").getByTestId("shipment-row")).toHaveCount(5);
  await axe.scan("trade product shipping overview");
  await screenshot(page, `trade-product-shipping-overview-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);
  await trade.openTab("importDetailProduct");
  const records = page.getByTestId("product-shipments-table").getByTestId("shipment-row");
  await expect(records).toHaveCount(20);
  await expect(records.first().locator("td").nth(1)).toContainText(/^27/);
  await records.first().getByTestId("shipment-open").click();
  await expect(page).toHaveURL(/shipment=\d+-\d+/);
  await expect(page.getByTestId("shipping-order")).toContainText(/Bill of lading|Monthly import report/);
  await expect(page.getByTestId("shipping-order")).toContainText(/HS code27\d{2}/);
  await axe.scan("trade product shipment records and order");
  await screenshot(page, `trade-product-shipments-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);
  await page.getByTestId("shipping-order-close").click();
  await expect(page.getByTestId("shipping-order")).toHaveCount(0);

  await trade.openTab("products");
  await expect(page.getByTestId("related-children").getByTestId("product-result").first()).toContainText("2701");
  await axe.scan("trade product related products");

  // The screening engine is built on its first use: the first answer may take a while.
  await trade.openTab("sanctionsSituation");
  await expect(page.getByTestId("sanctions-lists")).toContainText("OFAC", { timeout: 90_000 });
  await expect(page.getByTestId("sanctions-programmes")).toBeVisible();
  await expect(page.getByTestId("sanctions-parties")).toContainText(/largest suppliers and buyers/);
  await axe.scan("trade product sanctions");
  await screenshot(page, `trade-sanctions-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);

  expect(axe.findings, axe.report()).toEqual([]);
  expect(trade.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: search a product, open it, switch tabs and the year", async ({ browser }) => {
  await walkProduct(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkProduct(browser, "phone");
});
