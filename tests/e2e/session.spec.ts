import { expect, test, type Page } from "@playwright/test";
import { LoginDialog } from "./pages/dialogs.ts";
import { MainLayoutPage } from "./pages/main-layout-page.ts";

test("a mouse press in the main layout opens the login dialog when signed out", async ({ page }) => {
  const layout = new MainLayoutPage(page);
  const login = new LoginDialog(page);
  await layout.goto("/index");
  await layout.pressOnContent();
  await expect(login.root).toBeVisible();
  await expect(login.tab("Sign in")).toHaveAttribute("aria-selected", "true");
  await expect(login.field("Email")).toBeVisible();
  await login.tab("Create an Account").click();
  await expect(login.field("First name")).toBeVisible();
  await expect(login.field("Confirm password")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(login.root).toBeHidden();

  // The language and help menus stay usable for visitors.
  await layout.languageButton("English").click();
  await expect(page.getByRole("menuitem", { name: "Deutsch" })).toBeVisible();
  await expect(login.root).toBeHidden();
});

test("the account icon opens the login dialog on every layout", async ({ page }) => {
  const layout = new MainLayoutPage(page);
  await layout.goto("/home");
  await layout.topBar.getByRole("button", { name: "Sign in" }).click();
  await expect(new LoginDialog(page).root).toBeVisible();
});

/** Answers every API request that carries the (bogus) token with an HTTP status, as the server does for a bad token. */
async function answerApiWith(page: Page, status: 401 | 403) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("e2e-token-set")) {
      localStorage.setItem("token", "bogus-token");
      sessionStorage.setItem("token", "bogus-token");
      sessionStorage.setItem("e2e-token-set", "1");
    }
  });
  // Like the server: only a request that carries the (now unknown) token is refused, whichever call
  // of the page goes first (the country list, the shared account query, the collections snapshot).
  await page.route("**/csi/**", (route) =>
    route.request().headers().authorization
      ? route.fulfill({
          status,
          contentType: "application/json",
          body: JSON.stringify({ code: status, msg: "", data: null }),
        })
      : route.continue(),
  );
}

test("401: 'Please Login in!', the session is cleared, then / with the login dialog", async ({ page }) => {
  await answerApiWith(page, 401);
  const layout = new MainLayoutPage(page);
  await page.goto("/index");
  await expect(layout.toast("Please Login in!")).toBeVisible();
  await expect.poll(() => layout.sessionToken()).toBeNull();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page).toHaveURL(/\/home$/, { timeout: 6_000 });
  await expect(new LoginDialog(page).root).toBeVisible();
});

test("403: signed in on another device, the session is cleared, back to /", async ({ page }) => {
  await answerApiWith(page, 403);
  const layout = new MainLayoutPage(page);
  await page.goto("/index");
  await expect(layout.toast(/Your account is logged in on another device/)).toBeVisible();
  await expect.poll(() => layout.sessionToken()).toBeNull();
  await expect(page).toHaveURL(/\/home$/);
});
