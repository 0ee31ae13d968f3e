import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { CompanyPerformancePage, findDemoCompanyWithNorms } from "./pages/company-performance.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { deviceScreenshots } from "./screenshots.ts";
import { csvLines, exportTable, xlsxSheet } from "./pages/table-export.ts";

test.describe.configure({ timeout: 240_000 });

/** Apple Inc. (CIK 320193): real SEC statements, its 10-Ks from the bundled companyfacts (FY2025 the latest). */
const APPLE = "A6V29";

/**
 * The performance group of a real SEC company: highlights from its 10-Ks with period ends and filing,
 * converted to euros, the ratio groups and observation items, and the industry norms tab.
 */
async function walkPerformance(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext({ ...DEVICES[device], acceptDownloads: true });
  await useSession(context, await registerAndSignIn(context.request));
  const page = await context.newPage();
  const perf = new CompanyPerformancePage(page);
  const axe = new AccessibilityPage(page, device);

  await perf.open(APPLE, "financialHighlights");
  await expect(page.getByTestId("performance-summary")).toContainText("USD");
  // Fresh figures (SEC companyfacts): fiscal years 2025 and 2024 with their period ends, not stale.
  await expect(page.getByTestId("performance-summary")).toContainText("Sep 30, 2025");
  await expect(page.getByTestId("performance-stale")).toHaveCount(0);
  await expect(perf.highlightsTable.locator("thead")).toContainText("Sep 30, 2025");
  await expect(perf.highlightsTable.locator("thead")).toContainText("Sep 30, 2024");
  await expect(perf.highlightsTable.locator("tbody")).toContainText("Revenue");
  await expect(perf.highlightsTable.locator("tbody")).toContainText("10-K");
  await expect(page.getByTestId("performance-demo")).toHaveCount(0);
  await expect(page.getByTestId("highlights-chart")).toBeVisible();
  await axe.scan("performance highlights");
  await deviceScreenshots(page, `performance-highlights-${device}`);
  if (device === "phone") await expectNoSideScroll(page);

  // Euros: the URL keeps the choice and the table's header names the currency.
  await perf.currency.selectOption("EUR");
  await expect(page).toHaveURL(/currency=EUR/);
  await expect(perf.highlightsTable.locator("thead")).toContainText("EUR");
  // Export in euros (the currency chosen): the figures by period, as CSV and as XLSX.
  const csv = await exportTable(page, "highlights-export", "csv");
  expect(csv.name).toBe(`${APPLE.toLowerCase()}-financial-highlights.csv`);
  const lines = csvLines(csv);
  expect(lines[0]).toMatch(/^Figure,2025-09-30,2024-09-30,/);
  expect(lines[1]).toMatch(/^Currency,EUR/);
  expect(lines.some((line) => /^Revenue,\d+(\.\d+)?,/.test(line))).toBe(true);
  const xlsx = await exportTable(page, "highlights-export", "xlsx");
  expect(xlsx.name).toBe(`${APPLE.toLowerCase()}-financial-highlights.xlsx`);
  const sheet = await xlsxSheet(xlsx);
  expect(sheet.getCell("A1").value).toBe("Figure");
  expect(sheet.getRow(1).values).toContain("2025-09-30");
  expect(sheet.getCell("A2").value).toBe("Currency");
  expect(sheet.getCell("B2").value).toBe("EUR");
  const revenue = sheet.getColumn(1).values.indexOf("Revenue");
  expect(revenue).toBeGreaterThan(2);
  expect(typeof sheet.getCell(revenue, 2).value).toBe("number");

  // The profile's tab bar opens each tab with its own defaults (as reported).
  await perf.openTab("ratioAnalysis");
  for (const group of ["profitability", "operating", "structural", "productivity", "growth"])
    await expect(page.getByTestId(`ratio-table-${group}`)).toBeVisible();
  await expect(page.getByTestId("ratio-table-profitability")).toContainText("%");
  await page.getByTestId("ratio-chart-select").selectOption("currentRatio");
  await expect(page.getByTestId("ratio-chart")).toHaveAttribute("aria-label", "Current ratio");
  await expect(page.getByTestId("observation-currentRatio")).toBeVisible();
  await axe.scan("performance ratios");
  await deviceScreenshots(page, `performance-ratios-${device}`);
  if (device === "phone") await expectNoSideScroll(page);

  await perf.openTab("industryNorms");
  // No other filer of Apple's industry has a FY2025 statement loaded: no norm covers it, said plainly;
  // its peers are listed.
  await expect(page.getByTestId("norms-empty")).toBeVisible();
  await expect(page.getByTestId("peers-panel")).toBeVisible();
  await axe.scan("performance industry norms");
  if (device === "phone") await expectNoSideScroll(page);

  expect(axe.findings, axe.report()).toEqual([]);
  expect(perf.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: a real SEC company's highlights, ratios and norms, converted to euros and exported", async ({
  browser,
}) => {
  await walkPerformance(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkPerformance(browser, "phone");
});

test("a demo company's industry norms: its cell, every metric, where it stands, and the demo label", async ({
  browser,
}) => {
  const context = await browser.newContext(DEVICES.desktop);
  const page = await context.newPage();
  const perf = new CompanyPerformancePage(page);
  const axe = new AccessibilityPage(page, "desktop");
  const id = await findDemoCompanyWithNorms(context.request);
  await perf.open(id, "industryNorms");
  await expect(page.getByTestId("norms-cell")).toContainText("fiscal year");
  await expect(page.getByTestId("norms-panel").getByTestId("performance-demo")).toBeVisible();
  await expect(page.getByTestId("norm-netMargin")).toContainText(
    /Highest 10 %|Above the median|Below the median|Lowest 10 %/,
  );
  await expect(page.getByTestId("peers-table").locator("tbody tr").nth(1)).toBeVisible();
  await axe.scan("performance industry norms demo");
  await deviceScreenshots(page, "performance-norms-desktop");
  await perf.openTab("financialHighlights");
  await expect(page.getByTestId("performance-summary").getByTestId("performance-demo")).toBeVisible();
  expect(axe.findings, axe.report()).toEqual([]);
  await context.close();
});
