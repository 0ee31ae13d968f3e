import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { AccountSecurityPage } from "./account-security.page.ts";

/** /index/addCredit: the balance, the products, the sandbox card form and the bank's challenge. */
export class MoneyPage extends AccountSecurityPage {
  readonly panel: Locator;
  readonly credits: Locator;
  readonly cardError: Locator;
  readonly priceList: Locator;

  constructor(page: Page, request: APIRequestContext) {
    super(page, request);
    this.panel = page.getByTestId("purchase-panel");
    this.credits = page.getByTestId("available-credits");
    this.cardError = page.getByTestId("payment-error");
    this.priceList = page.getByTestId("price-list");
  }

  async openAddCredit(): Promise<void> {
    await this.goto("/index/addCredit");
  }

  async choose(productName: string): Promise<void> {
    await this.panel.getByRole("radio", { name: productName }).check();
  }

  async payWith(number: string): Promise<void> {
    await this.panel.getByLabel("Card number").fill(number);
    await this.panel.getByLabel("Expiry (MM/YY)").fill("12/39");
    await this.panel.getByLabel("Security code").fill("123");
    await this.panel.getByRole("button", { name: "Pay now" }).click();
  }

  challengeDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Confirm the payment with your bank" });
  }
}

/** The Billing pages: billing information, invoices, and a company report download. */
export class BillingPage extends MoneyPage {
  readonly menu: Locator;

  constructor(page: Page, request: APIRequestContext) {
    super(page, request);
    this.menu = page.getByTestId("account-menu");
  }

  /** Opens a page through the account menu (on a phone it is folded behind a button first). */
  async openFromMenu(label: string): Promise<void> {
    const entry = this.menu.getByRole("link", { name: label, exact: true });
    if (!(await entry.isVisible())) await this.menu.getByRole("button").first().click();
    await entry.click();
  }

  billingForm(): Locator {
    return this.page.getByRole("form", { name: "Billing information" });
  }

  async fillBillingInformation(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values))
      await this.billingForm().getByLabel(label, { exact: true }).fill(value);
  }

  /** Clicks a control that downloads a file; answers the file's name and bytes. */
  async downloadBy(control: Locator): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), control.click()]);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }
}
