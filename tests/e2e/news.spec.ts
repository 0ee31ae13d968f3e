import { readFile } from "node:fs/promises";
import type { Browser } from "@playwright/test";
import { publicationsEndpoints as endpoints } from "../../contract/publications.endpoints.ts";
import { callEndpoint } from "./api.ts";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { NewsPage } from "./pages/news.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { screenshot } from "./screenshots.ts";
import { readPdf } from "../../server/test/pdf-text.ts";

test.describe.configure({ timeout: 300_000 });

async function walkNews(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext({ ...DEVICES[device], acceptDownloads: true });
  await useSession(context, await registerAndSignIn(context.request));
  const page = await context.newPage();
  const news = new NewsPage(page);
  const axe = new AccessibilityPage(page, device);
  const check = async (screen: string) => {
    await axe.scan(screen);
    await screenshot(page, `news-${screen.replaceAll(" ", "-")}-${device}`, { fullPage: true });
    if (device === "phone") await expectNoSideScroll(page);
  };

  // Home: the counts per impact as the API gives them, and the latest items.
  const facets = await callEndpoint(context.request, endpoints.newsFilterConditions, {});
  const negative = facets.impacts.find((i) => i.value === "negative")?.count ?? 0;
  expect(negative).toBeGreaterThan(0);
  await news.goto("/news/index");
  await expect(page.getByTestId("news-impact-negative")).toContainText(negative.toLocaleString("en"));
  await expect(news.items).toHaveCount(20);
  await expect(news.items.first().getByTestId("demo-label")).toBeVisible();
  await check("home");

  // A title search opens the list; a filter narrows it, in the URL.
  await news.searchTitles("revenue");
  await expect(page).toHaveURL(/\/news\/list\?keyword=revenue/);
  await expect(news.items.first().getByTestId("news-title")).toContainText("revenue");
  await news.filter("news-filter-impact", "negative");
  await expect(page).toHaveURL(/impact=negative/);
  const { total } = await callEndpoint(context.request, endpoints.getNews, { keyword: "revenue", impact: "negative" });
  await expect(news.total).toHaveText(`${total.toLocaleString("en")} news items`);
  await expect(news.items.first().getByTestId("news-impact")).toHaveText("Negative");
  await check("list");

  // The PDF of an item: the server's file, with the item's title in it.
  const title = (await news.items.first().getByTestId("news-title").textContent()) ?? "";
  const download = await news.downloadPdf(news.items.first());
  expect(download.suggestedFilename()).toMatch(/^news-[A-Z0-9]+-\d+\.pdf$/);
  const pdf = await readPdf(await readFile(await download.path()));
  expect(pdf.title).toBe(title);
  expect(pdf.text.join(" ").replace(/\n/g, " ")).toContain(title.slice(0, 40));

  // A company with lawsuits (a legal news item names one): its lawsuits tab, summary and cases.
  const legal = await callEndpoint(context.request, endpoints.getNews, { category: "legal", pageSize: 1 });
  const companyId = legal.rows[0]!.companyId;
  const summary = await callEndpoint(context.request, endpoints.getLawsuits, { id: companyId });
  await news.goto(`/index/company/detals/${companyId}/publications/lawsuits`);
  await expect(page.getByTestId("lawsuits-total")).toContainText(
    `${summary.total} ${summary.total === 1 ? "case" : "cases"}`,
  );
  await expect(news.lawsuitRows).toHaveCount(Math.min(10, summary.total));
  await check("lawsuits tab");
  const status = summary.byStatus[0]!;
  await news.filter("lawsuit-filter-status", status.value);
  await expect(page).toHaveURL(new RegExp(`status=${status.value}`));
  await expect(news.lawsuitRows).toHaveCount(Math.min(10, status.count));

  // Its news tab: the company's items only, from the tab bar.
  await page.getByTestId("profile-tab-news").click();
  await expect(page).toHaveURL(/\/publications\/news$/);
  const own = await callEndpoint(context.request, endpoints.getNews, { id: companyId });
  await expect(news.total).toContainText(String(own.total));
  await expect(news.items).toHaveCount(Math.min(20, own.total));
  await expect(page.getByTestId("news-filter-country")).toHaveCount(0);
  await check("news tab");

  // Real items: SEC EDGAR filings (the bundled daily index), labelled with their source, not demo.
  const filings = await callEndpoint(context.request, endpoints.getNews, { source: "SEC EDGAR", category: "8-K" });
  expect(filings.total).toBeGreaterThan(0);
  const filing = filings.rows[0]!;
  await news.goto(`/news/list?source=${encodeURIComponent("SEC EDGAR")}&category=8-K`);
  await expect(news.total).toHaveText(`${filings.total.toLocaleString("en")} news items`);
  const item = news.items.filter({ hasText: filing.companyName }).first();
  await expect(item.getByTestId("news-source")).toHaveText("SEC EDGAR");
  await expect(item.getByTestId("demo-label")).toHaveCount(0);
  await expect(item.getByRole("link", { name: "Form 8-K (current report) filed with the SEC" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/\d+\/\d+\/[\d-]+-index\.htm$/,
  );
  await check("edgar filings");

  expect(axe.findings, axe.report()).toEqual([]);
  expect(news.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: the news home, the searched and filtered list, a PDF, a company's lawsuits and news", async ({
  browser,
}) => {
  await walkNews(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkNews(browser, "phone");
});
