import { expect, type Locator } from "@playwright/test";
import { AccountSecurityPage, type TestAccount } from "./account-security.page.ts";

const HEADERS = { language: "en_US", usaged: "2" };

/** The account area's Organizational pages (UserGroup, User, Roles) and the invitation link. */
export class OrganisationPage extends AccountSecurityPage {
  row(testId: "group-row" | "role-row" | "user-row", text: string): Locator {
    return this.frame.getByTestId(testId).filter({ hasText: text });
  }

  /** On a phone the account menu is folded behind a button naming the page. */
  async unfoldMenu(): Promise<void> {
    const fold = this.page.getByTestId("account-menu").locator("button[aria-expanded=false]");
    if (await fold.isVisible()) await fold.click();
  }

  menuEntry(name: string): Locator {
    return this.page.getByTestId("account-menu").getByRole("link", { name, exact: true });
  }

  async addGroup(name: string): Promise<void> {
    await this.frame.getByRole("button", { name: "Add group" }).click();
    const dialog = this.dialog("Add group");
    await dialog.getByLabel("Group name").fill(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row("group-row", name)).toBeVisible();
  }

  /** Adds a role with the permissions of those labels. */
  async addRole(name: string, permissions: readonly string[]): Promise<void> {
    await this.frame.getByRole("button", { name: "Add role" }).click();
    const dialog = this.dialog("Add role");
    await dialog.getByLabel("Role name").fill(name);
    for (const permission of permissions) await dialog.getByRole("checkbox", { name: permission }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens the role's Edit dialog and switches one permission off (or on). */
  async togglePermission(role: string, permission: string): Promise<void> {
    await this.row("role-row", role)
      .getByRole("button", { name: `Edit ${role}` })
      .click();
    const dialog = this.dialog("Edit role");
    await dialog.getByRole("checkbox", { name: permission }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
  }

  /** Invites into the group with the role, or with none when not given. */
  async invite(email: string, group?: string, role?: string): Promise<void> {
    await this.frame.getByRole("button", { name: "Invite a user" }).click();
    const dialog = this.dialog("Invite a user");
    await dialog.getByLabel("Email").fill(email);
    if (group) await dialog.getByLabel("Group").selectOption({ label: group });
    if (role) await dialog.getByLabel("Role").selectOption({ label: role });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
  }

  /** The path of the newest invitation link mailed to `email`. */
  async invitationPath(email: string): Promise<string> {
    let path: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await this.mails()).find((item) => item.to === email && item.text.includes("joinOrganization"));
        path = mail?.text.match(/\/account\/joinOrganization\?token=[\w-]+/)?.[0];
        return path;
      })
      .toBeTruthy();
    return path as string;
  }

  /** Accepts an invitation through the API (signed in as the invitee). */
  async acceptThroughApi(account: TestAccount, path: string): Promise<void> {
    const login = await this.request.post("/csi/user/login", { data: account, headers: HEADERS });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const answer = await this.request.post("/csi/org/acceptInvitation", {
      data: { token: new URL(path, "http://x").searchParams.get("token") },
      headers: { ...HEADERS, authorization: token },
    });
    expect(((await answer.json()) as { code: number }).code).toBe(200);
  }

  /** A call of this page's signed-in user, from the page, with its own session: the envelope's code. */
  async callAsSignedIn(path: string): Promise<{ status: number; code: number; msg: string }> {
    const token = await this.sessionToken();
    return this.page.evaluate(
      async ({ path, token }) => {
        const response = await fetch(`/csi${path}`, { headers: { authorization: token ?? "", language: "en_US" } });
        const body = (await response.json()) as { code: number; msg: string };
        return { status: response.status, code: body.code, msg: body.msg };
      },
      { path, token },
    );
  }
}
