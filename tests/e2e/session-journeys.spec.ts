import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { LOGIN_REDIRECT_DELAY_MS } from "../../contract/constants.ts";
import { SessionPage } from "./pages/session.page.ts";
import { screenshot } from "./screenshots.ts";

const PASSWORD = "Journey1234";
const MINUTE = 60_000;
const IDLE_WARNING = "You will be logged out after 1 minute of inactivity";

const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

test("(a) signing in on a second device sends the first one through the 403 flow", async ({ browser, request }) => {
  const email = newEmail("twice");
  const [one, two] = [await browser.newContext(), await browser.newContext()];
  const first = new SessionPage(await one.newPage(), request);
  const second = new SessionPage(await two.newPage(), request);
  await first.registerThroughApi(email, PASSWORD);

  await first.goto("/index");
  await first.signInWith(email, PASSWORD);
  await expect(first.accountButton("Grace")).toBeVisible();

  await second.goto("/home");
  await second.signInWith(email, PASSWORD);

  // The first device's next call is refused with 403: the spec's message, the session cleared, back to /.
  await first.page.reload();
  await expect(first.toast(/^Your account is logged in on another device/)).toBeVisible();
  await expect(first.page).toHaveURL(/\/home$/);
  await expect.poll(() => first.sessionToken()).toBeNull();
  await expect(first.topBar.getByRole("button", { name: "Sign in" })).toBeVisible();

  // The second device keeps its session.
  await second.page.reload();
  await expect(second.accountButton("Grace")).toBeVisible();
  expect(await second.sessionToken()).toBeTruthy();
  await one.close();
  await two.close();
});

test("(a2) a session replaced while on the account pages shows one notice, not a 403 and a 401 stacked", async ({
  browser,
  request,
}) => {
  const email = newEmail("once");
  const [one, two] = [await browser.newContext(), await browser.newContext()];
  // The first device's clock stands still: its notices stay until the test has counted them.
  await one.clock.install();
  const first = new SessionPage(await one.newPage(), request);
  const second = new SessionPage(await two.newPage(), request);
  // The first device's requests still under way: the signal that every call has come back.
  const underWay = new Set<string>();
  first.page.on("request", (r) => underWay.add(`${r.method()} ${r.url()}`));
  first.page.on("requestfinished", (r) => underWay.delete(`${r.method()} ${r.url()}`));
  first.page.on("requestfailed", (r) => underWay.delete(`${r.method()} ${r.url()}`));
  await first.registerThroughApi(email, PASSWORD);
  await first.goto("/index");
  await first.signInWith(email, PASSWORD);
  await first.goto("/account/dashboard");
  await expect(first.page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  await second.goto("/home");
  await second.signInWith(email, PASSWORD);

  // The dashboard's calls all carry the replaced token: the first answer starts the 403 flow.
  await first.page.reload();
  await expect(first.toast(/^Your account is logged in on another device/)).toBeVisible();
  await expect(first.page).toHaveURL(/\/home$/);
  // Every call of both pages has come back: still that one notice, no "Please Login in!".
  await expect.poll(() => [...underWay]).toEqual([]);
  await expect(first.page.getByRole("alert")).toHaveCount(1);
  await expect(first.noticeMatching("Please Login in!")).toHaveCount(0);
  // Past the 401 flow's delay, no login dialog opens either.
  await first.page.clock.runFor(LOGIN_REDIRECT_DELAY_MS + 500);
  await expect(first.login).toBeHidden();
  await expect(first.topBar.getByRole("button", { name: "Sign in" })).toBeVisible();
  await one.close();
  await two.close();
});

test("(b) idle log-out across two tabs: activity in one keeps both, the warning at 59 minutes, the log-out in both", async ({
  browser,
  request,
}) => {
  const email = newEmail("idle");
  const context = await browser.newContext();
  await context.clock.install();
  const one = new SessionPage(await context.newPage(), request);
  await one.registerThroughApi(email, PASSWORD);
  await one.goto("/index");
  await one.signInWith(email, PASSWORD);
  const two = new SessionPage(await context.newPage(), request);
  await two.goto("/index");
  await expect(two.accountButton("Grace")).toBeVisible();

  // Half an hour in, the user works in tab two only.
  await context.clock.fastForward(30 * MINUTE);
  await two.page.mouse.move(100, 100);
  await two.page.mouse.move(140, 160);

  // 70 minutes after tab one was last used, it is still signed in: the activity was shared.
  await context.clock.fastForward(40 * MINUTE);
  expect(await one.sessionToken()).toBeTruthy();
  await expect(one.noticeMatching(IDLE_WARNING)).toHaveCount(0);
  await expect(two.noticeMatching(IDLE_WARNING)).toHaveCount(0);

  // 59 minutes after the last activity: the warning, in both tabs.
  await context.clock.fastForward(19 * MINUTE);
  await expect(one.noticeMatching(IDLE_WARNING)).toBeVisible();
  await expect(two.noticeMatching(IDLE_WARNING)).toBeVisible();
  expect(await two.sessionToken()).toBeTruthy();
  await screenshot(one.page, "idle-warning-desktop");

  // The hour: both tabs are signed out and back at /.
  const token = await one.sessionToken();
  await context.clock.fastForward(MINUTE + 5_000);
  for (const tab of [one, two]) {
    await expect(tab.page).toHaveURL(/\/home$/);
    // Each tab clears its stored session on its own timer tick: wait for it, do not read it once.
    await expect.poll(() => tab.sessionToken()).toBeNull();
    await expect(tab.topBar.getByRole("button", { name: "Sign in" })).toBeVisible();
  }
  // The log-out ended the session on the server too: the old token is refused.
  const after = await request.get("/csi/user/getUserSimpleInfo", { headers: { authorization: token ?? "" } });
  expect(after.status()).toBe(401);
  await context.close();
});

test("(c) a new user: register, sign in, the account menu, profile, change and recover the password", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const app = new SessionPage(page, request);
  const email = newEmail("journey");
  const changed = "Changed5678";
  const recovered = "Recovered9012";
  await app.goto("/home");

  // Register (the code comes from the development mailbox) and sign in.
  await app.register(email, PASSWORD);
  await app.signIn(PASSWORD);
  await expect(page).toHaveURL(/\/index\/addCredit$/);

  // The account menu: Add credit (an individual may buy), My account, Sign out.
  await app.openAccountMenu("Ada");
  await expect(app.menuItem("Add credit")).toBeVisible();
  await expect(app.menuItem("Sign out")).toBeVisible();
  await app.menuItem("My account").click();
  const accountMenu = page.getByRole("navigation", { name: "Account menu" });
  await expect(accountMenu).toBeVisible();

  // User Settings is not for ordinary users (lockType 0): the notice, then addCredit in a new tab.
  const purchaseTab = page.context().waitForEvent("page");
  await accountMenu.getByRole("link", { name: "User Settings" }).click();
  await expect(app.toast("No permission, please purchase")).toBeVisible();
  await screenshot(app.page, "gated-user-settings-desktop");
  await expect(await purchaseTab).toHaveURL(/\/index\/addCredit$/);

  // Complete the profile on My Account.
  await accountMenu.getByRole("link", { name: "My Account" }).click();
  const profile = page.getByTestId("profile-editor");
  const fields = {
    "Phone number": "+44 20 7946 0000",
    "Address line 1": "1 Analytical St",
    City: "London",
    "Zip code": "N1 9GU",
  };
  for (const [label, value] of Object.entries(fields)) await profile.getByLabel(label, { exact: true }).fill(value);
  await profile.getByLabel("Country", { exact: true }).selectOption({ index: 1 });
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(app.notice("Your profile has been saved.")).toBeVisible();

  // Change the password on Account Security.
  await accountMenu.getByRole("link", { name: "Account Security" }).click();
  const security = page.getByRole("main");
  await security.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await security.getByLabel("New password", { exact: true }).fill(changed);
  await security.getByLabel("Confirm password", { exact: true }).fill(changed);
  await security.getByRole("button", { name: "Change password" }).click();
  await expect(security.getByLabel("Current password", { exact: true })).toHaveValue("");
  await expect(app.noticeMatching(/password/i)).toBeVisible();

  // Sign out (from the home page: signed out, the account area asks to sign in again at once).
  await app.topBar.getByRole("link", { name: "CSI Business information" }).click();
  await app.signOut("Ada");
  await expect.poll(() => app.sessionToken()).toBeNull();
  // The password changed: the old one is refused.
  await app.openLogin();
  await app.field(app.login, "Email").fill(email);
  await app.field(app.login, "Password").fill(PASSWORD);
  await app.login.getByRole("button", { name: "Sign in" }).click();
  await expect(app.login.getByRole("alert")).toBeVisible();

  // Recover the password with the Forgot Password dialog, then sign in with the recovered one.
  await app.login.getByRole("button", { name: "Forgot password?" }).click();
  await expect(app.forgot).toBeVisible();
  const seen = await app.mailIds();
  await app.field(app.forgot, "Email").fill(email);
  await app.forgot.getByRole("button", { name: "Send code" }).click();
  await app.field(app.forgot, "Verification code").fill(await app.codeFor(email, seen));
  await app.forgot.getByRole("button", { name: "Next" }).click();
  await app.field(app.forgot, "New password").fill(recovered);
  await app.field(app.forgot, "Confirm password").fill(recovered);
  await app.forgot.getByRole("button", { name: "Save password" }).click();
  await expect(app.forgot).toBeHidden();
  await expect(app.field(app.login, "Email")).toHaveValue(email);
  await app.signIn(recovered);
  await expect(app.accountButton("Ada")).toBeVisible();
});
