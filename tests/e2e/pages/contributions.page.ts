import { expect, type Locator, type Page, type APIRequestContext } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { solidPng } from "./account-pages.page.ts";
import { AccountSecurityPage } from "./account-security.page.ts";

/** Company data contributions: the profile's Propose a product form and history, the administrators' review page. */
export class ContributionsPage extends AccountSecurityPage {
  readonly proposeForm: Locator;
  readonly history: Locator;
  readonly moderation: Locator;

  constructor(page: Page, request: APIRequestContext) {
    super(page, request);
    this.proposeForm = page.getByTestId("propose-product");
    this.history = page.getByTestId("contribution-history");
    this.moderation = page.getByTestId("moderation-list");
  }

  async openOperations(companyId: string): Promise<void> {
    await this.page.goto(`/index/company/detals/${companyId}/business/operations`);
    await expect(this.page.getByTestId("operations-page")).toBeVisible({ timeout: 30_000 });
  }

  async proposeProduct(values: { name: string; hsCode: string; description: string }): Promise<void> {
    await this.proposeForm.getByLabel("Product name").fill(values.name);
    await this.proposeForm.getByLabel("HS code (optional)").fill(values.hsCode);
    await this.proposeForm.getByLabel("Description (optional)").fill(values.description);
    await this.proposeForm
      .getByLabel(/^Image \(optional/)
      .setInputFiles({ name: "product.png", mimeType: "image/png", buffer: solidPng(48, [20, 140, 90]) });
    await this.proposeForm.getByRole("button", { name: "Send the proposal" }).click();
  }

  proposal(companyName: RegExp | string): Locator {
    return this.moderation.getByTestId("proposal").filter({ hasText: companyName });
  }

  /** The product card of the Operations tab named `name`. */
  product(name: string): Locator {
    return this.page.getByTestId("products").locator("li").filter({ hasText: name });
  }

  /** Serious and critical axe violations inside `selector`. */
  async accessibilityViolations(selector: string): Promise<string[]> {
    const result = await new AxeBuilder({ page: this.page }).include(selector).analyze();
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  }
}

export { expect };
