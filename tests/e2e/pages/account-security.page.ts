import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, type APIRequestContext } from "@playwright/test";
import { AccountDialogsPage } from "./account-dialogs.page.ts";
import { deviceScreenshots } from "../screenshots.ts";

const HEADERS = { language: "en_US", usaged: "2" };

/** An account made through the API for a test. */
export type TestAccount = { email: string; password: string };

/** /account/ContactInformation, /account/alternateContacts and /account/AccountSecurity. */
export class AccountSecurityPage extends AccountDialogsPage {
  readonly frame: Locator;

  constructor(page: Page, request: APIRequestContext) {
    super(page, request);
    this.frame = page.getByTestId("account-page");
  }

  private async post<T>(path: string, data: object, token?: string): Promise<T> {
    const response = await this.request.post(`/csi${path}`, {
      data,
      headers: { ...HEADERS, ...(token ? { authorization: token } : {}) },
    });
    const envelope = (await response.json()) as { code: number; msg: string; data: T };
    expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
    return envelope.data;
  }

  /** Registers a new account through the real API; the code comes from the development mailbox. */
  async createAccount(
    prefix: string,
    email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`,
  ): Promise<TestAccount> {
    const account = { email, password: "Start1234" };
    const seen = await this.mailIds();
    await this.post("/user/sendEmailVerification", { email: account.email, source: "1" });
    const code = await this.codeFor(account.email, seen);
    const { password } = account;
    await this.post("/user/register", {
      email: account.email,
      code,
      firstName: "Grace",
      lastName: "Hopper",
      passwordOne: password,
      passwordTwo: password,
      checked: true,
    });
    return account;
  }

  /** Makes the account the administrator of a new organisation (the group profile), through the API. */
  async makeOrganisationAdministrator(account: TestAccount): Promise<void> {
    const { token } = await this.post<{ token: string }>("/user/login", account);
    const profile = { type: 2, firstName: "G", lastName: "H", phoneNumber: "1", email: account.email };
    const address = { companyName: "Org", address1: "1 Main St", countryCode: "GB", city: "London", zipCode: "N1" };
    await this.post("/user/saveUserProfile", { ...profile, ...address }, token);
    await this.post("/user/loginOut", {}, token);
  }

  /** Signs in through the login dialog of /home. */
  async signInAs(account: TestAccount): Promise<void> {
    await this.goto("/home");
    // Signing out of an account page may already have opened the login dialog.
    if (!(await this.login.isVisible())) await this.openLogin();
    await this.field(this.login, "Email").fill(account.email);
    await this.signIn(account.password);
  }

  async signOut(): Promise<void> {
    await this.topBar.getByRole("button", { name: /^Account of / }).click();
    await this.page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect.poll(() => this.sessionToken()).toBeNull();
  }

  input(label: string): Locator {
    return this.frame.getByLabel(label, { exact: true });
  }

  async fillContact(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.input(label).fill(value);
  }

  async expectContact(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await expect(this.input(label)).toHaveValue(value);
  }

  tab(name: string): Locator {
    return this.frame.getByRole("navigation", { name: "Account security sections" }).getByRole("button", { name });
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }

  /** Desktop and phone screenshots of the page as it is, when asked for (E2E_SCREENSHOTS=1). */
  async shots(name: string): Promise<void> {
    await deviceScreenshots(this.page, name);
  }
}
