import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { callEndpoint } from "./api.ts";
import { tradeEndpoints } from "../../contract/trade.endpoints.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { CompanyTradePage } from "./pages/company-trade.page.ts";
import { deviceScreenshots, screenshot } from "./screenshots.ts";

test.describe.configure({ timeout: 180_000 });

/**
 * Two companies found through the product page's ranking: the largest buyer of crude oil (2709) in the
 * real EIA-814 imports, and the largest demo supplier of machinery (84), whose customers are named.
 */
async function walkCompanyTrade(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext(DEVICES[device]);
  await useSession(context, await registerAndSignIn(context.request));
  const buyers = await callEndpoint(context.request, tradeEndpoints.productRankingSb, {
    hsCode: "2709",
    flow: "import",
    limit: 1,
  });
  const suppliers = await callEndpoint(context.request, tradeEndpoints.productRankingSb, {
    hsCode: "84",
    flow: "export",
    limit: 1,
  });
  const importer = buyers.rows[0]?.companyId;
  const exporter = suppliers.rows[0]?.companyId;
  if (!importer || !exporter) throw new Error("no company with trade records in the e2e data");

  const page = await context.newPage();
  const trade = new CompanyTradePage(page);
  const axe = new AccessibilityPage(page, device);

  // Import & export of a real EIA-814 importer: labelled by its source, by month, continent and product.
  await trade.goto(`/index/company/detals/${importer}/business/import&Export`);
  await expect(trade.tab("import&Export")).toHaveAttribute("aria-current", "page", { timeout: 20_000 });
  await expect(page.getByTestId("company-trade-import")).toContainText("eia-814-2017-2025");
  await expect(trade.firstRow("months-table")).toBeVisible();
  await expect(trade.firstRow("continents-table")).toBeVisible();
  await expect(page.getByTestId("company-products-table")).toContainText("2709");
  await axe.scan("company import and export");
  await deviceScreenshots(page, `company-trade-${device}`);
  if (device === "phone") await expectNoSideScroll(page);

  // Its records, a page at a time.
  await trade.openTab("ImportDetail");
  await expect(trade.firstRow("records-table")).toContainText("kbbl");
  await expect(page.getByTestId("records-page")).toContainText("Page 1 of");
  await page.getByTestId("company-trade-records").getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("records-page")).toContainText("Page 2 of");
  await axe.scan("company import detail");
  if (device === "phone") await expectNoSideScroll(page);

  // The demo exporter's supply chain: its customers downstream, labelled demo.
  await trade.goto(`/index/company/detals/${exporter}/business/supplyChain`);
  await expect(trade.tab("supplyChain")).toHaveAttribute("aria-current", "page", { timeout: 20_000 });
  await expect(trade.firstRow("company-customers-table")).toBeVisible();
  await expect(trade.firstRow("company-customers-table").getByTestId("demo-label")).toBeVisible();
  await axe.scan("company supply chain");
  await screenshot(page, `company-supply-chain-${device}`, { fullPage: true });

  // Its exports, switched to on the import & export tab: its customers ranked.
  await trade.openTab("import&Export");
  // The page's summary first: a click before the tab's content has settled can be lost.
  await expect(page.getByTestId("company-trade-summary")).toBeVisible();
  await page.getByTestId("flow-export").click();
  await expect(page.getByTestId("flow-export")).toHaveAttribute("aria-pressed", "true");
  await expect(trade.firstRow("partners-table")).toBeVisible();
  await expect(page.getByTestId("company-trade-partners")).toContainText("Customers");

  expect(axe.findings, axe.report()).toEqual([]);
  expect(trade.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: a company's import & export, import detail and supply chain tabs", async ({ browser }) => {
  await walkCompanyTrade(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkCompanyTrade(browser, "phone");
});
