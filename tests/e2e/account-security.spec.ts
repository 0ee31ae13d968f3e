import { expect, test } from "@playwright/test";
import { AccountPagesPage } from "./pages/account-pages.page.ts";
import { AccountSecurityPage } from "./pages/account-security.page.ts";

const NEW_PASSWORD = "Renewed5678";
const CONTACT = {
  "First name": "Grace",
  "Last name": "Hopper",
  Email: "grace.contact@example.com",
  "Phone number": "+1 202 555 0100",
  "Position (optional)": "Treasurer",
};
const ALTERNATE = {
  "First name": "Alan",
  "Last name": "Turing",
  Email: "alan.alt@example.com",
  "Phone number": "+44 20 7946 0001",
  "Position (optional)": "",
};

test("contacts, password, login history, account email and the start of a cancellation", async ({ page, request }) => {
  test.setTimeout(180_000);
  const app = new AccountSecurityPage(page, request);
  const account = await app.createAccount("sec");
  await app.signInAs(account);

  // The contact person, through the menu's lowercase path; each field is checked on blur.
  await app.goto("/account/contactInformation");
  await expect(app.frame.getByRole("heading", { name: "Contact information" })).toBeVisible();
  await app.input("First name").focus();
  await app.input("Last name").focus();
  await expect(app.frame.getByText("Please enter the first name")).toBeVisible();
  await app.frame.getByRole("button", { name: "Save" }).click();
  await expect(app.frame.getByText("Please enter the phone number")).toBeVisible();
  await app.fillContact(CONTACT);
  await app.frame.getByRole("button", { name: "Save" }).click();
  await expect(app.notice("The contact has been saved")).toBeVisible();
  await expect(app.frame.getByText("Please enter the first name")).toBeHidden();

  await app.goto("/account/alternateContacts");
  await expect(app.frame.getByRole("heading", { name: "Alternate contacts" })).toBeVisible();
  await expect(app.input("First name")).toHaveValue("");
  await app.fillContact(ALTERNATE);
  await app.frame.getByRole("button", { name: "Save" }).click();
  await expect(app.notice("The contact has been saved")).toBeVisible();

  await page.reload();
  await app.expectContact(ALTERNATE);
  await app.goto("/account/ContactInformation");
  await app.expectContact(CONTACT);
  await app.shots("contact-information");

  // The password: the spec's messages, the server's for a wrong current password, then the change.
  await app.goto("/account/AccountSecurity");
  await expect(app.tab("Password")).toHaveAttribute("aria-current", "page");
  await app.input("Current password").fill("Wrong1234");
  await app.input("New password").fill("short");
  await app.input("Confirm password").fill("other");
  await app.frame.getByRole("button", { name: "Change password" }).click();
  await expect(app.frame.getByText("Password shall not be less than 8 digits")).toBeVisible();
  await expect(app.frame.getByText("The password you entered does not match")).toBeVisible();
  await app.input("New password").fill(NEW_PASSWORD);
  await app.input("Confirm password").fill(NEW_PASSWORD);
  await app.frame.getByRole("button", { name: "Change password" }).click();
  await expect(app.frame.getByRole("alert").filter({ hasText: "The current password is incorrect" })).toBeVisible();
  await app.shots("security-password");
  await app.input("Current password").fill(account.password);
  await app.frame.getByRole("button", { name: "Change password" }).click();
  await expect(app.notice("Your password has been changed")).toBeVisible();
  await expect(app.input("Current password")).toHaveValue("");

  // The session stays; a new sign-in takes the new password.
  await app.signOut();
  await app.signInAs({ ...account, password: NEW_PASSWORD });

  // This month's sign-ins: the first one and the one just now, with address and device.
  await app.goto("/account/AccountSecurity?tab=history");
  const thisMonth = app.frame.getByRole("group", { name: "Months" }).getByRole("button", { pressed: true });
  await expect(thisMonth.getByTestId("month-count")).toHaveText("2");
  const list = app.frame.locator("section li");
  await expect(list).toHaveCount(2);
  await expect(list.first()).toContainText("127.0.0.1");
  await expect(list.first()).toContainText("Chrome · Linux · Desktop");
  await app.shots("security-history");

  // The account email, proven by the code mailed to the new address.
  await app.tab("Account email").click();
  await expect(app.frame.getByTestId("current-email")).toHaveText(account.email);
  const newEmail = account.email.replace("sec-", "moved-");
  const seen = await app.mailIds();
  await app.input("New email").fill(newEmail);
  await app.frame.getByRole("button", { name: "Send code" }).click();
  await expect(app.frame.getByRole("button", { name: /Resend in \d+ s/ })).toBeVisible();
  await app.input("Verification code").fill(await app.codeFor(newEmail, seen));
  await app.frame.getByRole("button", { name: "Change email" }).click();
  await expect(app.notice("Your account email has been changed")).toBeVisible();
  await expect(app.frame.getByTestId("current-email")).toHaveText(newEmail);
  await app.shots("security-email");

  // Ownership is for organisation administrators; this account is not one.
  await app.tab("Account ownership").click();
  await expect(app.frame.getByText(/nothing to hand over/)).toBeVisible();

  // Cancelling: nothing pending; the confirmation is declined and the account stays.
  await app.tab("Cancel account").click();
  await expect(app.frame.getByText("Nothing is pending: your account can be cancelled.")).toBeVisible();
  await app.frame.getByRole("button", { name: "Cancel my account" }).click();
  const confirm = app.dialog("Cancel your account?");
  await expect(confirm).toBeVisible();
  await app.shots("security-cancel");
  await confirm.getByRole("button", { name: "Keep my account" }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(app.frame.getByText("Nothing is pending: your account can be cancelled.")).toBeVisible();
  expect(await app.sessionToken()).not.toBeNull();
  expect(app.consoleErrors.filter((error) => !/401|403|404|Failed to load resource/.test(error))).toEqual([]);
});

test("an organisation administrator: hand-over checks the member, cancelling ends the session", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const app = new AccountSecurityPage(page, request);
  const outsider = await app.createAccount("outsider");
  const admin = await app.createAccount("admin");
  await app.makeOrganisationAdministrator(admin);
  await app.signInAs(admin);

  await app.goto("/account/AccountSecurity?tab=ownership");
  await app.input("Email of the new administrator").fill(outsider.email);
  await app.frame.getByRole("button", { name: "Hand over" }).click();
  const handOver = app.dialog("Hand over the organization?");
  await handOver.getByRole("button", { name: "Hand over" }).click();
  await expect(handOver.getByText("This person is not a member of your organization")).toBeVisible();
  await app.shots("security-ownership");
  await handOver.getByRole("button", { name: "Not now" }).click();

  // Alone in the organisation, nothing is pending: the cancellation goes through and signs out.
  await app.tab("Cancel account").click();
  await app.frame.getByRole("button", { name: "Cancel my account" }).click();
  await app.dialog("Cancel your account?").getByRole("button", { name: "Cancel my account" }).click();
  await expect(app.notice("Your account has been cancelled")).toBeVisible();
  await expect(page).toHaveURL(/\/home$|\/$/);
  await expect.poll(() => app.sessionToken()).toBeNull();
  const relogin = await request.post("/csi/user/login", { data: admin, headers: { language: "en_US" } });
  expect(((await relogin.json()) as { code: number }).code).toBe(-1);
});

test("cancelling with a subscription and credits: the tasks, giving them up, then the cancellation", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const app = new AccountSecurityPage(page, request);
  const account = await app.createAccount("giveup");
  await AccountPagesPage.grant(request, { email: account.email, lockType: 1, daysUsed: 5, daysLeft: 25, credits: 40 });
  await app.signInAs(account);

  await app.goto("/account/AccountSecurity?tab=cancel");
  const tasks = app.frame.getByRole("list", { name: "Pending tasks" });
  await expect(tasks.getByText(/Your subscription runs until \d{4}-\d{2}-\d{2} and will be forfeited/)).toBeVisible();
  await expect(tasks.getByText("Your 40 remaining credits will be forfeited")).toBeVisible();
  const cancelButton = app.frame.getByRole("button", { name: "Cancel my account" });
  await expect(cancelButton).toBeDisabled();

  // Keeping them changes nothing; giving them up unlocks the cancellation, also after a reload.
  await app.frame.getByRole("button", { name: "Give up these items" }).click();
  await app.dialog("Give up your subscription and credits?").getByRole("button", { name: "Keep them" }).click();
  await expect(cancelButton).toBeDisabled();
  await app.frame.getByRole("button", { name: "Give up these items" }).click();
  await app.dialog("Give up your subscription and credits?").getByRole("button", { name: "Give up" }).click();
  await expect(tasks.getByText("Given up")).toHaveCount(2);
  await page.reload();
  await expect(app.frame.getByRole("button", { name: "Cancel my account" })).toBeEnabled();
  await expect(app.frame.getByRole("button", { name: "Give up these items" })).toBeHidden();

  await app.frame.getByRole("button", { name: "Cancel my account" }).click();
  await app.dialog("Cancel your account?").getByRole("button", { name: "Cancel my account" }).click();
  await expect(app.notice("Your account has been cancelled")).toBeVisible();
  await expect.poll(() => app.sessionToken()).toBeNull();
});
