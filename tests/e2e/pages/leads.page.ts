import { expect, type Download, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

/** The leads search (/index/list/risk): the questionnaire, the ranked leads, saved questionnaires, a lead. */
export class LeadsPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  get questionnaire(): Locator {
    return this.page.getByTestId("leads-questionnaire");
  }

  get step(): Locator {
    return this.page.getByTestId("leads-step");
  }

  get cards(): Locator {
    return this.page.getByTestId("lead-card");
  }

  get total(): Locator {
    return this.page.getByTestId("leads-total");
  }

  get detail(): Locator {
    return this.page.getByTestId("lead-detail");
  }

  async next(): Promise<void> {
    await this.page.getByTestId("leads-next").click();
  }

  /** Answers the questionnaire: the role, products picked from the list by code, nothing else. */
  async answer(role: "buyer" | "seller", products: string[]): Promise<void> {
    await expect(this.step).toHaveText(/Question 1 of 5/i);
    const label = role === "seller" ? "I sell these products: find buyers" : "I buy these products: find suppliers";
    await this.page.getByTestId("leads-role").getByText(label).click();
    await this.next();
    await expect(this.step).toHaveText(/Question 2 of 5/i);
    for (const code of products) {
      await this.page.getByTestId("leads-product-input").fill(code);
      await this.page.locator(`[data-testid="leads-product-option"][data-code="${code}"]`).click();
      await expect(this.page.getByTestId("leads-products-chosen")).toContainText(code);
    }
    for (const step of [3, 4, 5]) {
      await this.next();
      await expect(this.step).toHaveText(new RegExp(`Question ${step} of 5`, "i"));
    }
    await this.next();
    await expect(this.cards.first()).toBeVisible({ timeout: 30_000 });
  }

  filter(dimension: "countries" | "industries" | "sizes" | "risks"): Locator {
    return this.page.getByTestId(`leads-filter-${dimension}`);
  }

  async saveAs(name: string): Promise<void> {
    await this.page.getByTestId("leads-head-name").fill(name);
    await this.page.getByTestId("leads-save-new").click();
    await expect(this.page.getByTestId("leads-heads").locator("option:checked")).toHaveText(name);
  }

  notice(text: string): Locator {
    return this.page.getByRole("status").filter({ hasText: text });
  }

  async exportXlsx(): Promise<Download> {
    const waiting = this.page.waitForEvent("download");
    await this.page.getByTestId("leads-export").click();
    return waiting;
  }
}
