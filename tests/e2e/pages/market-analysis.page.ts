import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { marketEndpoints } from "../../../contract/market.endpoints.ts";
import type { RatingDistribution } from "../../../contract/market.ts";
import { callEndpointIfFound } from "../api.ts";
import { AppPage } from "./app-page.ts";

export type MarketTab = "industryStatistics" | "ratingAnalysis" | "competitiveAnalysis";

/** The company profile's market analysis group (/index/company/detals/$id/marketAnalysis/*). */
export class MarketAnalysisPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /** Opens the company's snapshot, then the tab from the tab bar. */
  async open(aaaId: string, tab: MarketTab): Promise<void> {
    await this.page.goto(`/index/company/detals/${aaaId}/background/snapshot`);
    await expect(this.page.getByTestId("profile-header")).toBeVisible({ timeout: 20_000 });
    await this.openTab(tab);
  }

  async openTab(tab: MarketTab): Promise<void> {
    const link = this.page.getByTestId(`profile-tab-${tab}`);
    await link.click();
    await expect(this.page).toHaveURL(new RegExp(`/marketAnalysis/${tab}$`));
    await expect(link).toHaveAttribute("aria-current", "page");
  }

  part(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  rows(testId: string): Locator {
    return this.part(testId).locator("tbody tr");
  }
}

/** The first demo company (ids 9 x 10^12 + n) whose rating distribution matches, through the API. */
export async function findDemoMarket(
  request: APIRequestContext,
  matches: (distribution: RatingDistribution) => boolean,
): Promise<RatingDistribution> {
  for (let n = 1; n < 600; n++) {
    const found = await callEndpointIfFound(request, marketEndpoints.getRatingDistribution, {
      id: String(9_000_000_000_000 + n),
    });
    if (found && matches(found)) return found;
  }
  throw new Error("no such demo company: is the demo data loaded?");
}
