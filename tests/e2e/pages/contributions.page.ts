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

  /** Opens a tab of the profile (`business/locations`…) and waits for its page. */
  async openTab(companyId: string, tab: string, testId: string): Promise<void> {
    await this.page.goto(`/index/company/detals/${companyId}/${tab}`);
    await expect(this.page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
  }

  /** The open proposal dialog. */
  get proposalDialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** Opens a proposal dialog from the section `testId` by its button. */
  async openProposal(testId: string, button: string): Promise<Locator> {
    await this.page.getByTestId(testId).getByRole("button", { name: button }).click();
    await expect(this.proposalDialog).toBeVisible();
    return this.proposalDialog;
  }

  async fillAddress(values: { kind?: string; line1: string; city: string; countryCode: string }): Promise<void> {
    if (values.kind) await this.proposalDialog.getByLabel("Address type").selectOption({ label: values.kind });
    await this.proposalDialog.getByLabel("Address line 1").fill(values.line1);
    await this.proposalDialog.getByLabel("City").fill(values.city);
    await this.proposalDialog.getByLabel("Country code (ISO, two letters)").fill(values.countryCode);
  }

  async send(): Promise<void> {
    await this.proposalDialog.getByRole("button", { name: "Send the proposal" }).click();
  }

  async closeDialog(): Promise<void> {
    await this.proposalDialog.getByRole("button", { name: "Close" }).click();
    await expect(this.proposalDialog).toHaveCount(0);
  }

  /** Picks an industry code in the proposal dialog: its classification, words typed, the option of `code`. */
  async pickIndustryCode(classification: RegExp, words: string, code: string): Promise<void> {
    await this.proposalDialog
      .getByLabel("Classification")
      .selectOption({ label: await this.optionLabel(classification) });
    await this.proposalDialog.getByRole("combobox", { name: "Industry code or activity words" }).fill(words);
    await this.proposalDialog.getByRole("option").filter({ hasText: code }).first().click();
  }

  private async optionLabel(label: RegExp): Promise<string> {
    const labels = await this.proposalDialog.getByLabel("Classification").locator("option").allTextContents();
    return labels.find((text) => label.test(text)) ?? String(label);
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
    // A colour transition still running (the send button turning back from its disabled grey) is
    // measured mid-way by axe: wait for the page's CSS transitions to end (or be cancelled) first.
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .flatMap((run) => (run instanceof CSSTransition ? [run.finished.catch(() => null)] : [])),
      ),
    );
    const result = await new AxeBuilder({ page: this.page }).include(selector).analyze();
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }
}

export { expect };
