import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { MainLayoutPage } from "./main-layout-page.ts";
import { screenshot } from "../screenshots.ts";

const HEADERS = { language: "en_US", usaged: "2" };
type Mail = { id: string; to: string; text: string };

/** The account dialogs: login (both tabs), Forgot Password, Complete your Profile; codes from the dev mailbox. */
export class AccountDialogsPage extends MainLayoutPage {
  readonly request: APIRequestContext;
  readonly login: Locator;
  readonly forgot: Locator;
  readonly profile: Locator;

  constructor(page: Page, request: APIRequestContext) {
    super(page);
    this.request = request;
    this.login = page.getByRole("dialog", { name: "Welcome to CSI" });
    this.forgot = page.getByRole("dialog", { name: "Forgot Password" });
    this.profile = page.getByRole("dialog", { name: "Complete your Profile" });
  }

  /** A field of the dialog; in the login dialog, of its visible tab panel (the other one stays mounted). */
  field(dialog: Locator, label: string): Locator {
    return dialog.locator("form:visible").getByLabel(label, { exact: true });
  }

  async mails(): Promise<Mail[]> {
    const response = await this.request.get("/csi/dev/mailbox", { headers: HEADERS });
    return ((await response.json()) as { data: Mail[] }).data ?? [];
  }

  /** Ids of the mails already in the mailbox, so that the next code is told apart from older ones. */
  async mailIds(): Promise<Set<string>> {
    return new Set((await this.mails()).map((mail) => mail.id));
  }

  /** The six-digit code of the newest mail to `email` that is not among `seen`. */
  async codeFor(email: string, seen: Set<string>): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = (await this.mails()).find((item) => item.to === email && !seen.has(item.id));
          code = mail?.text.match(/\b(\d{6})\b/)?.[1];
          return code;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();
    return code as string;
  }

  async openLogin(): Promise<void> {
    await this.topBar.getByRole("button", { name: "Sign in" }).click();
    await expect(this.login).toBeVisible();
  }

  async register(email: string, password: string): Promise<void> {
    await this.openLogin();
    await this.login.getByRole("tab", { name: "Create an Account" }).click();
    const seen = await this.mailIds();
    await this.field(this.login, "Email").fill(email);
    await this.login.getByRole("button", { name: "Send code" }).click();
    await this.field(this.login, "Verification code").fill(await this.codeFor(email, seen));
    await this.field(this.login, "First name").fill("Ada");
    await this.field(this.login, "Last name").fill("Lovelace");
    await this.field(this.login, "Password").fill(password);
    await this.field(this.login, "Confirm password").fill(password);
    await this.login.getByRole("button", { name: "Create an Account" }).click();
    // Spec section 4, "After registration": a short confirmation, then the Sign-in tab with the email
    // filled in and an empty password.
    await expect(this.login.getByRole("status")).toHaveText("Your account is created. Sign in with your password.");
    await expect(this.login.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
    await expect(this.field(this.login, "Email")).toHaveValue(email);
    await expect(this.field(this.login, "Password")).toHaveValue("");
  }

  /** Signs in from the open login dialog. */
  async signIn(password: string): Promise<void> {
    await this.field(this.login, "Password").fill(password);
    await this.login.getByRole("button", { name: "Sign in" }).click();
    await expect(this.notice("You are signed in.")).toBeVisible();
    await expect(this.login).toBeHidden();
  }

  /** A toast of any kind (success toasts are status messages, not alerts). */
  notice(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async shot(name: string): Promise<void> {
    await screenshot(this.page, name);
  }
}
