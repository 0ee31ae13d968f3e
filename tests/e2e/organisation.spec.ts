import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { OrganisationPage } from "./pages/organisation.page.ts";
import { screenshot } from "./screenshots.ts";

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('[data-testid="account-page"]').analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`an administrator manages a group with two users and a role; a removed permission is refused at once (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const adminContext = await browser.newContext(DEVICES[device]);
    const admin = new OrganisationPage(await adminContext.newPage(), request);
    const adminAccount = await admin.createAccount(`org-admin-${device}`);
    await admin.makeOrganisationAdministrator(adminAccount);
    const first = await admin.createAccount(`org-first-${device}`);
    const second = await admin.createAccount(`org-second-${device}`);

    // The group-management menu shows for the administrator (userType 3).
    await admin.signInAs(adminAccount);
    await admin.goto("/account/UserGroup");
    await admin.unfoldMenu();
    for (const entry of ["Group Account", "User Account", "Roles"]) await expect(admin.menuEntry(entry)).toBeVisible();

    // A group: the empty name is refused with the spec-style message, then saved.
    await admin.frame.getByRole("button", { name: "Add group" }).click();
    const groupDialog = admin.dialog("Add group");
    await groupDialog.getByRole("button", { name: "Save" }).click();
    await expect(groupDialog.getByText("Please enter the group name")).toBeVisible();
    await screenshot(admin.page, `organisation-group-dialog-${device}`);
    await groupDialog.getByRole("button", { name: "Cancel" }).click();
    await admin.addGroup("Buyers");
    await expectNoSeriousAxeViolations(admin.page);

    // A role with two permissions.
    await admin.goto("/account/Roles");
    await admin.addRole("Buyer", ["Portfolio folders", "Tags"]);
    const role = admin.row("role-row", "Buyer");
    await expect(role).toContainText("Portfolio folders, Tags");
    await expect(role).toContainText("Valid");
    await screenshot(admin.page, `organisation-roles-${device}`);
    await expectNoSeriousAxeViolations(admin.page);

    // Two users invited into the group with the role.
    await admin.goto("/account/User");
    await admin.invite(first.email, "Buyers", "Buyer");
    await admin.invite(second.email, "Buyers", "Buyer");
    await expect(admin.frame.getByText(`${first.email}`)).toBeVisible();

    // The first joins through the mailed link in their own browser; the second through the API.
    const memberContext = await browser.newContext(DEVICES[device]);
    const member = new OrganisationPage(await memberContext.newPage(), request);
    await member.signInAs(first);
    await member.goto(await admin.invitationPath(first.email));
    await member.frame.getByRole("button", { name: "Join the organization" }).click();
    await expect(member.frame.getByText(/You joined the organization/)).toBeVisible();
    await admin.acceptThroughApi(second, await admin.invitationPath(second.email));

    await admin.goto("/account/User");
    for (const account of [first, second]) {
      const row = admin.row("user-row", account.email);
      await expect(row).toContainText("Buyers");
      await expect(row).toContainText("Buyer");
      await expect(row).toContainText("Active");
    }
    await screenshot(admin.page, `organisation-users-${device}`);
    await expectNoSeriousAxeViolations(admin.page);
    await admin.goto("/account/UserGroup");
    // Users column: the two members.
    await expect(admin.row("group-row", "Buyers").getByRole("cell").nth(3)).toHaveText("2");

    // The member may use the portfolio, and sees no group-management menu.
    expect(await member.callAsSignedIn("/collection/getCollectionList")).toMatchObject({ status: 200, code: 200 });
    await member.goto("/account/portfolio");
    await member.unfoldMenu();
    await expect(member.menuEntry("Roles")).toHaveCount(0);

    // The administrator removes the permission: the member's very next request is refused.
    await admin.goto("/account/Roles");
    await admin.togglePermission("Buyer", "Portfolio folders");
    await expect(admin.row("role-row", "Buyer")).not.toContainText("Portfolio folders");
    expect(await member.callAsSignedIn("/collection/getCollectionList")).toEqual({
      status: 402,
      code: 402,
      msg: "Your role in your organization does not allow this. Ask your organization's administrator",
    });
    expect(await member.callAsSignedIn("/tools/query")).not.toMatchObject({ status: 402 });

    // A member opening a group-management page gets the spec's refusal.
    await member.goto("/account/Roles");
    await expect(member.page.getByText("No permission, please purchase").first()).toBeVisible();
    await memberContext.close();
    await adminContext.close();
  });
}
