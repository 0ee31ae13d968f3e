import { expect, test } from "@playwright/test";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccountPagesPage, solidPng } from "./pages/account-pages.page.ts";

/** The password registerAndSignIn gives its accounts. */
const REGISTERED_PASSWORD = "Collect1ons!";

test("the account pages: dashboard, menu, My Account, avatar, User Settings, balances, legal texts", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await registerAndSignIn(request);
  const email = String(session.userInfo.email);
  await AccountPagesPage.grant(request, { email, lockType: 1, daysUsed: 10, daysLeft: 20, credits: 250 });
  await useSession(context, session);
  // The app's own clock: the idle warning is reached below without waiting.
  await page.clock.install();
  const app = new AccountPagesPage(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Dashboard: the account's real figures.
  await app.goto("/account");
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(app.heading).toHaveText("Dashboard");
  // Messages with placeholders are compiled from the catalogs: the name, never "{firstName}".
  await expect(page.getByText(`Welcome back, ${String(session.userInfo.firstName)}.`)).toBeVisible();
  await expect(app.figure("available-credits")).toHaveText("250");
  await expect(app.figure("account-tier")).toHaveText("Silver");
  await expect(app.figure("logins-this-month")).toHaveText("1");
  // Spec section 9: subscription progress is dayUsed / totalDays (10 of 30 days).
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  await app.shots("dashboard");

  // The menu: the server's entries (pages not built yet disabled), then the Account group; each page once.
  const names = (await app.menu.getByRole("link").allInnerTexts()).map((name) => name.replace(/\s*Later$/, "").trim());
  expect(names).toEqual(
    expect.arrayContaining(["Dashboard", "Alternate contacts", "My Account", "Contact Information"]),
  );
  expect(names.map((name) => name.toLowerCase())).toHaveLength(new Set(names.map((name) => name.toLowerCase())).size);
  expect(names).not.toContain("Account");
  for (const [name, path, heading] of [
    ["Billing", "/account/billing", null],
    ["My database", "/account/myDatabase", "Your usage"],
    ["Portfolio", "/account/portfolio", null],
    ["My tag", "/account/myTag", null],
    ["My Account", "/account/MyAccount", "My Account"],
    ["Add credit", "/index/addCredit", "Add credit"],
    ["FAQ", "/account/FAQ", "Frequently asked questions"],
  ] as const) {
    await app.goto("/account/dashboard");
    await app.menuEntry(name).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    if (heading) await expect(app.heading).toHaveText(heading);
  }
  await app.goto("/index/addCredit");
  await expect(app.figure("available-credits")).toHaveText("250");
  await expect(page.getByTestId("purchase-panel")).toBeVisible();
  await expect(page.getByTestId("price-list")).toBeVisible();
  await app.shots("add-credit");
  await app.goto("/account/quota");
  await expect(app.heading).toHaveText("Quota");
  await expect(app.figure("account-tier")).toHaveText("Silver");
  await expect(app.figure("available-credits")).toHaveText("250");
  await app.shots("quota");

  // My Account: the profile form with the dialog's checks, saved and read back.
  await app.goto("/account/dashboard");
  await app.menuEntry("My Account").click();
  await expect(page).toHaveURL(/\/account\/MyAccount$/);
  await expect(app.field("First name")).toHaveValue("Ada");
  await app.field("City").focus();
  await app.field("Zip code").focus();
  await expect(app.profileForm.getByText("Please enter the city")).toBeVisible();
  const profile = {
    "First name": "Grace",
    "Last name": "Hopper",
    "Phone number": "+1 555 0100",
    "Address line 1": "1 Navy Way",
    City: "Arlington",
    "Zip code": "22202",
  };
  for (const [label, value] of Object.entries(profile)) await app.field(label).fill(value);
  await app.field("Country").selectOption({ index: 1 });
  await app.profileForm.getByRole("button", { name: "Save profile" }).click();
  await expect(app.notice("Your profile has been saved.")).toBeVisible();
  await expect(app.topBar.getByRole("button", { name: "Account of Grace" })).toBeVisible();
  await app.goto("/account/myAccount");
  for (const [label, value] of Object.entries(profile)) await expect(app.field(label)).toHaveValue(value);

  // The avatar: a real PNG is stored and shown (also in the top bar); a non-image is refused
  // by the page, a fake image by the server; then it is removed.
  await app.chooseAvatar("me.png", "image/png", solidPng(48, [30, 90, 200]));
  await expect(app.notice("Your picture has been saved.")).toBeVisible();
  const avatar = app.avatarEditor.getByTestId("account-avatar");
  await expect(avatar).toHaveAttribute("src", /\/csi\/usercenter\/download\?resource=/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await expect(app.topBar.getByTestId("top-bar-avatar")).toBeVisible();
  await app.shots("my-account");
  await app.chooseAvatar("notes.txt", "text/plain", Buffer.from("not a picture"));
  await expect(page.getByTestId("avatar-error")).toHaveText("Uploading avatar images can only be in JPG format!");
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/usercenter/avatar")) uploads.push(request.url());
  });
  await app.chooseAvatar("fake.png", "image/png", Buffer.from("this is text, not a PNG"));
  await expect.poll(() => uploads.length).toBe(1);
  await expect(page.getByTestId("avatar-error")).toHaveText("Uploading avatar images can only be in JPG format!");
  await expect(avatar).toBeVisible();
  await app.avatarEditor.getByRole("button", { name: "Remove picture" }).click();
  await expect(app.notice("Your picture has been removed.")).toBeVisible();
  await expect(app.avatarEditor.getByTestId("account-avatar-initial")).toHaveText("G");
  await expect(app.topBar.getByTestId("top-bar-avatar")).toHaveCount(0);

  // User Settings: the inactivity timeout, kept after a reload.
  await app.menuEntry("User Settings").click();
  await expect(app.heading).toHaveText("User Settings");
  const inForce = page.getByTestId("idle-limit-in-force");
  await expect(inForce).toHaveAttribute("data-minutes", "60");
  await app.settings.getByRole("switch").click();
  const minutes = app.settings.getByLabel("Inactivity timeout (minutes)");
  await expect(minutes).toHaveValue("5");
  await minutes.fill("1");
  await app.settings.getByRole("button", { name: "Save settings" }).click();
  await expect(minutes).toHaveAttribute("aria-invalid", "true");
  await minutes.fill("7");
  await app.settings.getByRole("button", { name: "Save settings" }).click();
  await expect(app.notice("Your settings have been saved.")).toBeVisible();
  await expect(inForce).toHaveAttribute("data-minutes", "7");
  await app.shots("user-settings");
  await page.reload();
  await expect(minutes).toHaveValue("7");
  await expect(app.settings.getByRole("switch")).toBeChecked();
  await expect(inForce).toHaveAttribute("data-minutes", "7");

  // The running idle timer takes the new value at once: 2 minutes warns after one idle minute.
  await minutes.fill("2");
  await app.settings.getByRole("button", { name: "Save settings" }).click();
  await expect(inForce).toHaveAttribute("data-minutes", "2");
  await page.clock.fastForward(65_000);
  await expect(app.notice("You will be logged out after 1 minute of inactivity")).toBeVisible();

  // The legal texts as account pages; the lowercase alias works, the tabs switch the path.
  await app.goto("/account/privacyPolicy");
  await expect(app.heading).toHaveText("Privacy and terms");
  await expect(page.getByRole("tab", { name: "Privacy Policy" })).toHaveAttribute("aria-selected", "true");
  await app.shots("privacy-policy");
  await page.getByRole("tab", { name: "Terms of Use Agreement" }).click();
  await expect(page).toHaveURL(/\/account\/Terms$/);
  expect(app.consoleErrors.filter((line) => !line.includes("status of 400"))).toEqual([]);
});

test("the phone menu folds into a button naming the page", async ({ page, context, request }) => {
  await useSession(context, await registerAndSignIn(request));
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new AccountPagesPage(page);
  await app.goto("/account/dashboard");
  const toggle = app.menu.getByRole("button", { name: "Dashboard" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(app.menuEntry("Portfolio")).toBeHidden();
  await toggle.click();
  await app.shots("phone-menu-open");
  await app.menuEntry("My Account").click();
  await expect(app.heading).toHaveText("My Account");
  await expect(app.menu.getByRole("button", { name: "My Account" })).toHaveAttribute("aria-expanded", "false");
});

test("signed out, the account pages open the login dialog and ask for no account data; sign-in leads to addCredit", async ({
  page,
  request,
}) => {
  const session = await registerAndSignIn(request);
  const app = new AccountPagesPage(page);
  const accountCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/csi\/user(center)?\//.test(request.url())) accountCalls.push(request.url());
  });
  await app.goto("/account/dashboard");
  await expect(page.getByRole("dialog", { name: "Welcome to CSI" })).toBeVisible();
  await expect(page.getByTestId("account-signed-out")).toBeVisible();
  await expect(app.menu).toHaveCount(0);
  await app.shots("signed-out");
  expect(accountCalls.filter((url) => !url.includes("thirdLoginConfig"))).toEqual([]);

  // Spec section 4: after sign-in, accounts other than organisation administrators go to addCredit.
  const login = page.getByRole("dialog", { name: "Welcome to CSI" });
  await login.locator("form:visible").getByLabel("Email", { exact: true }).fill(String(session.userInfo.email));
  await login.locator("form:visible").getByLabel("Password", { exact: true }).fill(REGISTERED_PASSWORD);
  await login.locator("form:visible").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/index\/addCredit$/);
  await expect(app.figure("available-credits")).toHaveText("0");
  await expect(app.figure("account-tier")).toHaveText("Standard");
});
