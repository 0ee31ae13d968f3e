import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { performanceEndpoints as endpoints } from "../../../contract/performance.endpoints.ts";
import { callEndpointIfFound } from "../api.ts";
import { AppPage } from "./app-page.ts";

export type PerformanceTab = "financialHighlights" | "ratioAnalysis" | "industryNorms";

/** The company profile's performance group (/index/company/detals/$id/performance/*). */
export class CompanyPerformancePage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open(id: string, tab: PerformanceTab, query = ""): Promise<void> {
    await this.page.goto(`/index/company/detals/${id}/performance/${tab}${query}`);
    await expect(this.page.getByTestId("profile-header")).toBeVisible({ timeout: 20_000 });
  }

  tab(name: PerformanceTab): Locator {
    return this.page.getByTestId(`profile-tab-${name}`);
  }

  /** Opens a tab from the profile's tab bar and waits for its URL. */
  async openTab(name: PerformanceTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.page).toHaveURL(new RegExp(`/performance/${name}(\\?|$)`));
    await expect(this.tab(name)).toHaveAttribute("aria-current", "page");
  }

  get highlightsTable(): Locator {
    return this.page.getByTestId("highlights-table");
  }

  get currency(): Locator {
    return this.page.getByTestId("performance-currency").first();
  }
}

/** A demo company whose latest full year has an industry norms cell (demo ids start at 9e12). */
export async function findDemoCompanyWithNorms(request: APIRequestContext): Promise<string> {
  for (let n = 1; n < 3000; n += 5) {
    const id = String(9_000_000_000_000 + n);
    const norms = await callEndpointIfFound(request, endpoints.industryComparison, { id });
    if (norms?.cell && norms.metrics.some((m) => m.metric === "netMargin")) return norms.company.aaaId;
  }
  throw new Error("no demo company with industry norms: is the demo data loaded?");
}
