import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { companyProfileEndpoints as endpoints } from "../../../contract/company-profile.endpoints.ts";
import { callEndpointIfFound } from "../api.ts";
import { AccountPagesPage } from "./account-pages.page.ts";
import { AccountSecurityPage, type TestAccount } from "./account-security.page.ts";

/** The AI chat panel (issue 16): opened from the top bar (the apps drawer on a phone), the persona cards, the chat. */
export class AssistantPage extends AccountSecurityPage {
  readonly panel: Locator;
  readonly personas: Locator;
  readonly question: Locator;
  readonly answers: Locator;
  readonly followUps: Locator;
  readonly noPermission: Locator;

  constructor(page: Page, request: APIRequestContext) {
    super(page, request);
    this.panel = page.getByTestId("assistant-panel");
    this.personas = this.panel.getByRole("radio");
    this.question = this.panel.getByLabel("Your question");
    this.answers = this.panel.getByTestId("answer");
    this.followUps = this.panel.getByRole("region", { name: "Suggested follow-up questions" });
    this.noPermission = page.getByRole("dialog", { name: "AI research assistant" });
  }

  /** A new account of the tier (0 ordinary, 2 gold), signed in through the login dialog. */
  async signedIn(prefix: string, lockType: 0 | 2): Promise<TestAccount> {
    const account = await this.createAccount(prefix);
    if (lockType)
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

  /** Presses the AI assistant button: in the top bar, or in the apps drawer on a phone. */
  async pressAssistantButton(isPhone: boolean): Promise<void> {
    if (isPhone) {
      await this.page.getByRole("button", { name: "Open applications" }).click();
      await this.page
        .getByRole("dialog", { name: "Applications" })
        .getByRole("button", { name: "AI assistant" })
        .click();
    } else await this.page.getByRole("banner").getByRole("button", { name: "AI assistant" }).click();
  }

  async ask(persona: string, question: string): Promise<Locator> {
    await this.panel.getByRole("radio", { name: new RegExp(`^${persona}`) }).click();
    await this.question.fill(question);
    await this.question.press("Enter");
    return this.answers.last();
  }

  async accessibilityViolations(): Promise<string[]> {
    const result = await new AxeBuilder({ page: this.page }).include('[data-testid="assistant-panel"]').analyze();
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  }
}

/** A demo company with a credit opinion, a legal form and shareholders, found through the profile's API. */
export async function findCompanyForAssistant(request: APIRequestContext) {
  for (let n = 400; n < 4000; n += 7) {
    const snapshot = await callEndpointIfFound(request, endpoints.snapshot, { id: String(9_000_000_000_000 + n) });
    if (snapshot?.creditOpinion?.probabilityOfDefault != null && snapshot.legalForm && snapshot.shareholders.count > 0)
      return snapshot;
  }
  throw new Error("no demo company with a credit opinion and shareholders: is the demo data loaded?");
}

export { expect };
