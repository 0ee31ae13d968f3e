import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { callEndpoint } from "./api.ts";
import { creditEndpoints } from "../../contract/credit.endpoints.ts";
import { marketEndpoints } from "../../contract/market.endpoints.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { findDemoMarket, MarketAnalysisPage } from "./pages/market-analysis.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { screenshot } from "./screenshots.ts";
import { csvLines, exportTable } from "./pages/table-export.ts";

test.describe.configure({ timeout: 240_000 });

const APPLE = "A6V29";

async function walkMarketAnalysis(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext(DEVICES[device]);
  // Signed in: a guest's first press in the main layout opens the login dialog (spec section 1).
  await useSession(context, await registerAndSignIn(context.request));
  const page = await context.newPage();
  const market = new MarketAnalysisPage(page);
  const axe = new AccessibilityPage(page, device);
  const api = context.request;

  // Rating analysis of a real SEC filer: the grade is the credit opinion's (one model), placed among its peers.
  const credit = await callEndpoint(api, creditEndpoints.getCreditAssessment, { id: APPLE });
  const position = await callEndpoint(api, marketEndpoints.ratingAnalysisCurrent, { id: APPLE });
  const history = await callEndpoint(api, marketEndpoints.ratingHistory, { id: APPLE });
  expect(position.subject?.rating).toBe(credit.latest?.creditRating);
  await market.open(APPLE, "ratingAnalysis");
  await expect(market.part("market-rating")).toContainText(credit.latest!.creditRating!);
  await expect(market.part("market-rank")).toContainText(`${position.rank} of ${position.total}`);
  await expect(market.part("market-real").first()).toBeVisible();
  await expect(market.part("market-distribution-chart")).toHaveAccessibleName(/^Peers by rating: AAA \d+/);
  await expect(market.part("market-subject-row")).toContainText("Apple Inc.");
  await expect(market.rows("market-history-table")).toHaveCount(history.groups.length);
  await expect(market.rows("market-norms-table")).toHaveCount(8);
  await axe.scan("rating analysis (SEC company)");
  await screenshot(page, `market-rating-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);
  // Export of the ranking: every page of it (the table shows ten at a time), as CSV.
  const ranking = await callEndpoint(api, marketEndpoints.ratingRanking, { id: APPLE, pageNum: 1, pageSize: 1 });
  const csv = await exportTable(page, "market-ranking-export", "csv");
  expect(csv.name).toBe(`${APPLE.toLowerCase()}-rating-ranking.csv`);
  const lines = csvLines(csv);
  expect(lines[0]).toBe("Rank,Company,Rating,Local credit score,Z″,Source");
  expect(lines).toHaveLength(Math.min(ranking.total, 1000) + 1);
  expect(lines.some((line) => line.includes("Apple Inc."))).toBe(true);

  // Competitive analysis: the peer overview, the nearest competitors and the comparison ratios.
  const overview = await callEndpoint(api, marketEndpoints.enterpriseOverview, { id: APPLE });
  await market.openTab("competitiveAnalysis");
  await expect(market.part("market-rated")).toContainText(String(overview.rated));
  await expect(market.part("market-block").getByTestId("market-subject-row")).toContainText("Apple Inc.");
  await expect(market.part("market-metric-localScore")).toBeVisible();
  await expect(market.part("market-metric-x1")).toBeVisible();
  await expect(market.rows("market-attributes-table")).toHaveCount(5);
  await axe.scan("competitive analysis (SEC company)");
  await screenshot(page, `market-competitive-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);

  // Industry statistics: the industry rating card and the comparison by attribute.
  const card = await callEndpoint(api, marketEndpoints.getPerformance, { id: APPLE });
  await market.openTab("industryStatistics");
  await expect(market.part("card-companies")).toContainText(String(card.companies));
  await expect(market.part("card-rating")).toContainText(card.rating ?? "–");
  await expect(market.rows("market-statistics-table")).toHaveCount(7);
  await expect(market.part("market-quantity")).toContainText("rated peers in the size band");
  await axe.scan("industry statistics (SEC company)");
  await screenshot(page, `market-statistics-${device}`, { fullPage: true });
  if (device === "phone") await expectNoSideScroll(page);

  // A demo company: its peers are demo companies, labelled as such.
  const demo = await findDemoMarket(api, (d) => d.cell !== null && d.total >= 3);
  await market.open(demo.company.aaaId, "ratingAnalysis");
  await expect(market.part("market-rating")).toContainText(demo.subject!.rating);
  await expect(market.part("performance-demo").first()).toBeVisible();
  await expect(market.part("market-ranked-table").getByTestId("performance-demo").first()).toBeVisible();

  // A company without a rated year: said plainly in every panel, nothing estimated.
  const bare = await findDemoMarket(api, (d) => d.cell === null);
  await market.open(bare.company.aaaId, "ratingAnalysis");
  await expect(market.part("market-no-rating").first()).toBeVisible();
  await expect(market.part("market-rating")).toHaveCount(0);
  await axe.scan("rating analysis (not rated)");

  expect(axe.findings, axe.report()).toEqual([]);
  expect(market.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: rating analysis, competitive analysis and industry statistics of an SEC filer, a demo company and an unrated one", async ({
  browser,
}) => {
  await walkMarketAnalysis(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkMarketAnalysis(browser, "phone");
});
