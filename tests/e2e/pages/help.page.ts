import { expect, type Locator, type Page, type APIRequestContext } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { AccountPagesPage, solidPng } from "./account-pages.page.ts";
import { AccountSecurityPage, type TestAccount } from "./account-security.page.ts";

/** The help centre: the help menu, FAQ, About, User Guide and Report a problem (/account/...). */
export class HelpPage extends AccountSecurityPage {
  readonly heading: Locator;
  readonly faqSearch: Locator;
  readonly faqList: Locator;
  readonly sources: Locator;
  readonly reportSent: Locator;

  constructor(page: Page, request: APIRequestContext) {
    super(page, request);
    this.heading = this.frame.getByRole("heading", { level: 1 });
    this.faqSearch = this.frame.getByLabel("Search the questions");
    this.faqList = page.getByTestId("faq-list");
    this.sources = page.getByTestId("about-sources");
    this.reportSent = page.getByTestId("report-sent");
  }

  /** An account of the tier (1 silver, 2 gold), signed in through the login dialog. */
  async signedInSubscriber(prefix: string, lockType: 1 | 2): Promise<TestAccount> {
    const account = await this.createAccount(prefix);
    await AccountPagesPage.grant(this.request, {
      email: account.email,
      lockType,
      daysUsed: 1,
      daysLeft: 30,
      credits: 1,
    });
    await this.signInAs(account);
    return account;
  }

  /** Opens a page of the help menu from the top bar. */
  async openFromHelpMenu(item: string): Promise<void> {
    await this.openHelpMenu();
    await this.helpItem(item).click();
  }

  static async grantGold(request: APIRequestContext, email: string): Promise<void> {
    await AccountPagesPage.grant(request, { email, lockType: 2, daysUsed: 0, daysLeft: 30, credits: 1 });
  }

  faqQuestions(): Locator {
    return this.faqList.locator("summary");
  }

  async fillReport(values: { type: string; description: string; phone: string }): Promise<void> {
    await this.frame.getByLabel("Type of issue").selectOption({ label: values.type });
    await this.frame.getByLabel("Description").fill(values.description);
    await this.input("Phone").fill(values.phone);
  }

  async attach(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.frame.getByLabel(/^Attachment \(optional\)/).setInputFiles({ name, mimeType, buffer });
  }

  static screenshotPng(): Buffer {
    return solidPng(32, [40, 90, 200]);
  }

  async mailsTo(to: string): Promise<{ to: string; text: string }[]> {
    return (await this.mails()).filter((mail) => mail.to === to);
  }

  /** Serious and critical axe violations of the account page. */
  async accessibilityViolations(): Promise<string[]> {
    const result = await new AxeBuilder({ page: this.page }).include('[data-testid="account-page"]').analyze();
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  }
}

export { expect };
