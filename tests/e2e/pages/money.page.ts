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
