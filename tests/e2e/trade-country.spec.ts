import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { TradeCountryPage } from "./pages/trade-country.page.ts";
import { deviceScreenshots, screenshot } from "./screenshots.ts";
import { csvLines, exportTable, xlsxSheet } from "./pages/table-export.ts";

test.describe.configure({ timeout: 240_000 });

/**
 * The United States has real data (US Census 2024 by port, EIA company imports 2017-2025) beside demo
 * flows for 2022-2024, so its page shows both labels, more than one year and company records.
 */
async function walkCountry(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext({ ...DEVICES[device], acceptDownloads: true });
  await useSession(context, await registerAndSignIn(context.request));
  const page = await context.newPage();
  const trade = new TradeCountryPage(page);
  const axe = new AccessibilityPage(page, device);

  // From the trade home's list of countries.
  await trade.goto("/home?Detail=Trade");
  await expect(trade.topCountries.first()).toBeVisible();
  await axe.scan("trade home countries");
  // Export: the ranking as shown (rank, country, value, share), as CSV.
  const topCsv = csvLines(await exportTable(page, "top-countries-export", "csv"));
  expect(topCsv[0]).toBe("Rank,Country,Value (USD),Share,Demo data");
  expect(topCsv[1]?.startsWith(`1,${(await trade.topCountries.first().textContent())?.trim()},`)).toBe(true);
  expect(topCsv.length - 1).toBe(await trade.topCountries.count());
  await trade.openTopCountry("United States", "US");
  await expect(trade.sources).toContainText("us-census-2024-port-hs2");
  await expect(trade.sources.getByTestId("demo-label")).toBeVisible();

  // The map: partners shaded with tooltips; another year redraws it.
  await expect(trade.partnerRegions.nth(5)).toBeAttached();
  await expect(page.getByTestId("map-top-partners").locator("tbody tr").first()).toBeVisible();
  await axe.scan("trade country map");
  await screenshot(page, `trade-country-map-${device}`, { fullPage: true });
  const year = await trade.switchYear();
  await expect(page.getByTestId("country-map")).toContainText(` in ${year}`);

  await trade.openTab("countryData");
  await expect(page.getByTestId("country-figures")).toContainText("GDP");
  await expect(page.getByTestId("country-history").locator("tbody tr").nth(1)).toBeVisible();
  await expect(page.getByTestId("tab-sources")).toContainText("World Bank");

  await trade.openTab("countries");
  await expect(page.getByTestId("partners-table").locator("thead")).toContainText("Intensity");
  await expect(page.getByTestId("partners-table").locator("tbody tr").nth(4)).toBeVisible();
  // The year chosen on the map stays with the page.
  await expect(trade.yearSelect).toHaveValue(String(year));
  // Export: the partner table of that year as shown, as CSV (the open menu scanned and shot).
  const partnerRows = page.getByTestId("partners-table").locator("tbody tr");
  const shownPartners = await partnerRows.count();
  const firstPartner = await partnerRows.first().locator("a").innerText();
  const partnersCsv = await exportTable(page, "partners-table-export", "csv", async () => {
    await axe.scan("table export menu");
    await screenshot(page, `trade-export-menu-${device}`);
  });
  expect(partnersCsv.name).toBe("partner-countries.csv");
  const lines = csvLines(partnersCsv);
  expect(lines[0]).toBe("#,Country,Value (USD),Share,Growth,Intensity,Demo data");
  expect(lines).toHaveLength(shownPartners + 1);
  expect(lines[1]).toMatch(
    new RegExp(`^1,"?${firstPartner.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"?,\\d+(\\.\\d+)?,\\d+(\\.\\d+)?%,`),
  );
  await page.getByTestId("flow-import").click();
  await expect(page).toHaveURL(/flow=import/);
  await expect(page.getByTestId("country-partners")).toContainText("Import origins");

  await trade.openTab("products");
  await page.getByTestId("flow-export").click();
  await expect(page.getByTestId("products-table").locator("thead")).toContainText("RCA");
  await page.getByTestId("level-select").selectOption("4");
  await expect(page).toHaveURL(/level=4/);
  await expect(page.getByTestId("products-table").locator("tbody tr td a").first()).toHaveText(/^\d{4}$/);
  // Export: the four-digit headings shown (the level filter applied), as XLSX with numbers as numbers.
  const shownProducts = await page.getByTestId("products-table").locator("tbody tr").count();
  const firstHeading = await page.getByTestId("products-table").locator("tbody tr td a").first().innerText();
  const productsXlsx = await exportTable(page, "products-table-export", "xlsx");
  expect(productsXlsx.name).toBe("products-of-this-country.xlsx");
  const sheet = await xlsxSheet(productsXlsx);
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    "HS code",
    "Product",
    "Value (USD)",
    "Share",
    "World share",
    "Growth",
    "RCA",
    "Demo data",
  ]);
  expect(sheet.rowCount).toBe(shownProducts + 1);
  expect(sheet.getCell("A2").value).toBe(firstHeading);
  for (let row = 2; row <= sheet.rowCount; row += 1) expect(sheet.getCell(row, 1).text).toMatch(/^\d{4}$/);
  expect(typeof sheet.getCell("C2").value).toBe("number");
  expect(sheet.getCell("D2").numFmt).toBe("0.0%");
  await axe.scan("trade country products");
  await deviceScreenshots(page, `trade-country-products-${device}`);
  if (device === "phone") await expectNoSideScroll(page);

  await trade.openTab("tradeTrends");
  await expect(page.getByTestId("country-trends-table").locator("tbody tr").nth(1)).toBeVisible();

  await trade.openTab("enterprises");
  await page.getByTestId("flow-import").click();
  await expect(page.getByTestId("enterprises-table")).toContainText("eia-814-2017-2025");
  await trade.openTab("importDetailCountry");
  await expect(page.getByTestId("period-select")).toHaveValue(/^\d{4}-\d{2}$/);
  await expect(page.getByTestId("enterprises-table").locator("tbody tr").first()).toBeVisible();

  await trade.openTab("creditOpinion");
  await expect(page.getByTestId("rating-distribution").locator("li").first()).toBeVisible();
  await axe.scan("trade country credit ratings");

  // A partner on the map opens its own page (by keyboard: a small partner may sit under a larger one).
  await trade.openTab("map");
  await trade.partnerRegions.first().press("Enter");
  await expect(page).not.toHaveURL(/TradeDetail\/US\//);
  await expect(trade.header).toBeVisible();

  expect(axe.findings, axe.report()).toEqual([]);
  expect(trade.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: open a country from the trade home, walk its tabs, change year and direction", async ({ browser }) => {
  await walkCountry(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkCountry(browser, "phone");
});

test("the product page's country detail opens the country page; an unknown code says so", async ({ browser }) => {
  const context = await browser.newContext(DEVICES.desktop);
  await useSession(context, await registerAndSignIn(context.request));
  const page = await context.newPage();
  const trade = new TradeCountryPage(page);
  await trade.goto("/index/TradeProduct/TradeDetail/27/tradeMap/map");
  await page.getByTestId("product-choropleth").getByTestId("map-region").first().click();
  await page.getByTestId("open-country").click();
  await expect(page).toHaveURL(/\/index\/TradeCountry\/TradeDetail\/[A-Z]{2}\/tradeMap\/map/);
  await expect(trade.header).toBeVisible();

  await trade.goto("/index/TradeCountry/TradeDetail/XX/tradeMap/map");
  await expect(page.getByRole("alert")).toContainText("There is no country with this code.");
  await context.close();
});
