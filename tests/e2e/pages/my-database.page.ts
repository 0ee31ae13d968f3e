import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { AccountPagesPage } from "./account-pages.page.ts";
import type { TestAccount } from "./account-security.page.ts";
import { BillingPage } from "./money.page.ts";

const HEADERS = { language: "en_US", usaged: "2" };

/** The account's My database pages, and ordering a report update from a company profile. */
export class MyDatabasePage extends BillingPage {
  readonly statistics: Locator;
  readonly usageRecords: Locator;
  readonly viewedCompanies: Locator;
  readonly downloadedReports: Locator;
  readonly updateOrders: Locator;

  constructor(page: Page, request: APIRequestContext) {
    super(page, request);
    this.statistics = page.getByTestId("database-statistics");
    this.usageRecords = page.getByTestId("usage-records");
    this.viewedCompanies = page.getByTestId("viewed-companies");
    this.downloadedReports = page.getByTestId("downloaded-reports");
    this.updateOrders = page.getByTestId("update-orders");
  }

  /** A new account with `credits`, signed in through the login dialog. */
  async signedInWithCredits(prefix: string, credits: number): Promise<TestAccount> {
    const account = await this.createAccount(prefix);
    await AccountPagesPage.grant(this.request, {
      email: account.email,
      lockType: 1,
      daysUsed: 1,
      daysLeft: 30,
      credits,
    });
    await this.signInAs(account);
    return account;
  }

  /** A figure of the statistics, by its label. */
  figure(label: string): Locator {
    return this.statistics
      .locator("div")
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator("dd");
  }

  /** Clicks a control that asks with `window.confirm` first; answers the question asked. */
  async confirmFrom(control: Locator): Promise<string> {
    const question = new Promise<string>((resolve) =>
      this.page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await control.click();
    return question;
  }

  /** Opens one of the Database pages through their links. */
  async openDatabasePage(name: string): Promise<void> {
    await this.page.getByRole("navigation", { name: "My database pages" }).getByRole("link", { name }).click();
  }

  /** Runs the background jobs with their clock `hours` ahead of the server's (the end-to-end fixture route); answers what each did. */
  async advanceJobClock(hours: number): Promise<Record<string, number>> {
    const response = await this.request.post("/csi/dev/jobClock", { data: { hoursAhead: hours }, headers: HEADERS });
    const envelope = (await response.json()) as { code: number; data: { handled: Record<string, number> } };
    expect(envelope.code).toBe(200);
    return envelope.data.handled;
  }
}
