import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { AccountDialogsPage } from "./account-dialogs.page.ts";

const HEADERS = { language: "en_US", usaged: "2" };

/** A signed-in session in the app: sign-in from the top bar, the account menu, the session's notices. */
export class SessionPage extends AccountDialogsPage {
  constructor(page: Page, request: APIRequestContext) {
    super(page, request);
  }

  /** Registers an account through the API (code from the development mailbox), faster than the dialog. */
  async registerThroughApi(email: string, password: string, firstName = "Grace"): Promise<void> {
    const seen = await this.mailIds();
    const sent = await this.request.post("/csi/user/sendEmailVerification", {
      headers: HEADERS,
      data: { email, source: "1" },
    });
    expect((await sent.json()).code).toBe(200);
    const code = await this.codeFor(email, seen);
    const registered = await this.request.post("/csi/user/register", {
      headers: HEADERS,
      data: { email, code, firstName, lastName: "Hopper", passwordOne: password, passwordTwo: password, checked: true },
    });
    expect((await registered.json()).code).toBe(200);
  }

  /** Opens the login dialog from the top bar and signs in. */
  async signInWith(email: string, password: string): Promise<void> {
    await this.openLogin();
    await this.field(this.login, "Email").fill(email);
    await this.signIn(password);
  }

  /** The top bar's account menu button (named after the user's first name). */
  accountButton(firstName: string): Locator {
    return this.topBar.getByRole("button", { name: `Account of ${firstName}` });
  }

  async openAccountMenu(firstName: string): Promise<void> {
    await this.accountButton(firstName).click();
  }

  menuItem(name: string | RegExp): Locator {
    return this.page.getByRole("menuitem", { name });
  }

  async signOut(firstName: string): Promise<void> {
    await this.openAccountMenu(firstName);
    await this.menuItem("Sign out").click();
    await expect(this.topBar.getByRole("button", { name: "Sign in" })).toBeVisible();
  }

  /** A notice of any kind (error notices are alerts, the others status messages). */
  noticeMatching(text: string | RegExp): Locator {
    return this.page.locator("[role=alert], [role=status]").filter({ hasText: text });
  }
}
