import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { creditEndpoints } from "../../../contract/credit.endpoints.ts";
import type { CreditAssessment } from "../../../contract/credit.ts";
import { callEndpointIfFound } from "../api.ts";
import { AppPage } from "./app-page.ts";

/** The company profile's credit opinion tab (/index/company/detals/$id/creditOpinion/list). */
export class CreditOpinionPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /** Opens the company's snapshot, then the tab from the tab bar. */
  async open(aaaId: string): Promise<void> {
    await this.page.goto(`/index/company/detals/${aaaId}/background/snapshot`);
    await expect(this.page.getByTestId("profile-header")).toBeVisible({ timeout: 20_000 });
    const tab = this.page.getByTestId("profile-tab-creditOpinion");
    await tab.click();
    await expect(this.page).toHaveURL(/\/creditOpinion\/list$/);
    await expect(tab).toHaveAttribute("aria-current", "page");
    await expect(this.part("credit-summary")).toBeVisible();
  }

  part(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  get rating(): Locator {
    return this.part("credit-rating");
  }

  get historyRows(): Locator {
    return this.part("credit-history-table").locator("tbody tr");
  }

  get chart(): Locator {
    return this.part("rating-history-chart").getByRole("img");
  }
}

/** The first demo company (ids 9 x 10^12 + n) whose credit opinion matches, through the API. */
export async function findDemoCompany(
  request: APIRequestContext,
  matches: (opinion: CreditAssessment) => boolean,
): Promise<CreditAssessment> {
  for (let n = 1; n < 600; n++) {
    const opinion = await callEndpointIfFound(request, creditEndpoints.getCreditAssessment, {
      id: String(9_000_000_000_000 + n),
    });
    if (opinion && matches(opinion)) return opinion;
  }
  throw new Error("no such demo company: is the demo data loaded?");
}
