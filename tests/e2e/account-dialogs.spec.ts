import { randomUUID } from "node:crypto";
import { expect, test } from "./csp-guard.ts";
import { AccountDialogsPage } from "./pages/account-dialogs.page.ts";

const PASSWORD = "Start1234";
const NEW_PASSWORD = "Renewed5678";
const HOUR_MS = 3_600_000;

test("register, sign in, the profile prompt after an hour, forgot password, sign in with the new password", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The app's own clock, fast-forwarded below instead of waiting the real hour.
  await page.clock.install();
  const app = new AccountDialogsPage(page, request);
  const email = `acc-${randomUUID().slice(0, 8)}@example.com`;
  await app.goto("/home");

  await app.register(email, PASSWORD);
  await app.signIn(PASSWORD);
  await app.page.mouse.move(10, 10);

  // The prompt opens an hour after sign-in; activity in between keeps the idle log-out away.
  await page.clock.fastForward(120_000);
  await app.page.mouse.move(200, 200);
  await app.page.mouse.move(220, 220);
  await page.clock.fastForward(HOUR_MS - 120_000);
  await expect(app.profile).toBeVisible();
  await app.field(app.profile, "First name").focus();
  await app.field(app.profile, "Phone number").focus();
  await expect(app.profile.getByText("Please enter the first name")).toBeVisible();
  await app.profile.getByRole("radio", { name: "Group" }).click();
  await expect(app.profile.getByText("Please enter the first name")).toBeHidden();
  await app.profile.getByRole("button", { name: "Save" }).click();
  await expect(app.profile.getByText("Please enter the organization name")).toBeVisible();
  await app.shot("profile");
  await app.profile.getByRole("button", { name: "Not now" }).click();
  await expect(app.profile).toBeHidden();

  // "Not now" starts the next hour; then the profile is saved and not asked for again.
  await page.clock.fastForward(120_000);
  await app.page.mouse.move(300, 300);
  await app.page.mouse.move(320, 320);
  await page.clock.fastForward(HOUR_MS - 120_000);
  await expect(app.profile).toBeVisible();
  await expect(app.profile.getByRole("radio", { name: "Individual" })).toBeChecked();
  const profile = {
    "First name": "Ada",
    "Last name": "Lovelace",
    "Phone number": "+44 20 7946 0000",
    Email: email,
    "Address line 1": "1 Analytical St",
    City: "London",
    "Zip code": "N1 9GU",
  };
  for (const [label, value] of Object.entries(profile)) await app.field(app.profile, label).fill(value);
  await app.field(app.profile, "Country").selectOption({ index: 1 });
  await app.profile.getByRole("button", { name: "Save" }).click();
  await expect(app.profile).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("renzheng"))).toBe("1");

  // Forgot password, signed out.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await app.goto("/home");
  await app.openLogin();
  await app.login.getByRole("button", { name: "Forgot password?" }).click();
  await expect(app.forgot).toBeVisible();
  await app.forgot.getByRole("button", { name: "Next" }).click();
  await expect(app.forgot.getByText("Invalid account")).toBeVisible();
  const seen = await app.mailIds();
  await app.field(app.forgot, "Email").fill(email);
  await app.forgot.getByRole("button", { name: "Send code" }).click();
  await expect(app.forgot.getByRole("button", { name: /Resend in \d+ s/ })).toBeVisible();
  const code = await app.codeFor(email, seen);
  await app.field(app.forgot, "Verification code").fill(code === "000000" ? "111111" : "000000");
  await app.forgot.getByRole("button", { name: "Next" }).click();
  await expect(app.forgot.getByRole("alert")).toBeVisible();
  await app.shot("forgot-step1");
  await app.field(app.forgot, "Verification code").fill(code);
  await app.forgot.getByRole("button", { name: "Next" }).click();
  await expect(app.field(app.forgot, "New password")).toBeVisible();
  await app.field(app.forgot, "New password").fill(NEW_PASSWORD);
  await app.field(app.forgot, "Confirm password").fill("Mismatch123");
  await app.forgot.getByRole("button", { name: "Save password" }).click();
  await expect(app.forgot.getByText("The password you entered does not match")).toBeVisible();
  await app.shot("forgot-step2");
  await app.field(app.forgot, "Confirm password").fill(NEW_PASSWORD);
  await app.forgot.getByRole("button", { name: "Save password" }).click();

  // Back to the login with the email filled in.
  await expect(app.forgot).toBeHidden();
  await expect(app.login).toBeVisible();
  await expect(app.field(app.login, "Email")).toHaveValue(email);
  await app.shot("login-after-reset");
  await app.signIn(NEW_PASSWORD);
  expect(app.consoleErrors.filter((error) => !/401|403|404|Failed to load resource/.test(error))).toEqual([]);
});

// Last in this file: the failures below make the server ask this address for a captcha for 15 minutes.
test("after three failed sign-ins the captcha dialog solves the proof of work and the sign-in proceeds", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const app = new AccountDialogsPage(page, request);
  const email = `cap-${randomUUID().slice(0, 8)}@example.com`;
  await app.goto("/home");
  await app.register(email, PASSWORD);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await app.field(app.login, "Password").fill(`Wrong${attempt}pass`);
    await app.login.getByRole("button", { name: "Sign in" }).click();
    await expect(app.login.getByRole("alert")).toBeVisible();
  }
  await app.field(app.login, "Password").fill(PASSWORD);
  await app.login.getByRole("button", { name: "Sign in" }).click();
  const captcha = page.getByRole("dialog", { name: "Security check" });
  await expect(captcha.getByText("Verifying you are human…")).toBeVisible();
  await app.shot("captcha");
  await expect(app.notice("You are signed in.")).toBeVisible({ timeout: 60_000 });
  await expect(captcha).toBeHidden();
  await expect(app.login).toBeHidden();
});
