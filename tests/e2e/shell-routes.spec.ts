import { expect, test } from "./csp-guard.ts";
import { HomePage } from "./pages/home-page.ts";
import { MainLayoutPage } from "./pages/main-layout-page.ts";

// This spec needs the service worker (the offline shell); the others run without it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const ROUTES: Array<{ path: string; heading: string | RegExp; url?: RegExp }> = [
  { path: "/home", heading: "Search Companies" },
  { path: "/home?Detail=Trade", heading: "Search Trade" },
  { path: "/csiApp", heading: "Search Companies", url: /\/csiApp$/ },
  { path: "/csiPhone", heading: "Search Companies" },
  { path: "/privacypolicy", heading: "Privacy and terms" },
  { path: "/index", heading: "Search Companies", url: /\/index$/ },
  { path: "/no-such-page", heading: "Page not found" },
];

test.describe("every route of the shell", () => {
  for (const route of ROUTES) {
    test(`${route.path} loads with no console error`, async ({ page }) => {
      const app = new HomePage(page);
      await app.goto(route.path);
      await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
      if (route.url) await expect(page).toHaveURL(route.url);
      expect(app.consoleErrors).toEqual([]);
    });
  }

  test("/ redirects to /home", async ({ page }) => {
    const app = new HomePage(page);
    await app.goto("/home");
    await app.waitForServiceWorker();
    await app.goto("/");
    await expect(page).toHaveURL(/\/home$/);
    await expect(app.heading).toHaveText("Search Companies");
    expect(app.consoleErrors).toEqual([]);
  });

  test("the main layout has its top bar, left icon bar and channel title", async ({ page }) => {
    const layout = new MainLayoutPage(page);
    await layout.goto("/index");
    await expect(layout.channelTitle()).toHaveText("Search Companies");
    await expect(layout.leftBar.getByRole("link")).toHaveCount(5);
    await expect(layout.leftBar.getByRole("button", { name: "Chat with the AI assistant" })).toBeVisible();
    for (const name of [/^Language/, /^Help$/, /^Notifications$/, /^Sign in$/, /^AI assistant$/]) {
      await expect(layout.topBar.getByRole("button", { name })).toBeVisible();
    }
  });

  test("the help menu offers FAQ, Privacy, Terms, Report Issues, User Guide and About", async ({ page }) => {
    const layout = new MainLayoutPage(page);
    await layout.goto("/home");
    await layout.openHelpMenu();
    for (const name of ["FAQ", "Privacy", "Terms", "Report Issues", "User Guide", "About"]) {
      await expect(layout.helpItem(name)).toBeVisible();
    }
    await layout.helpItem("Terms").click();
    await expect(
      page.getByRole("dialog", { name: "Privacy and terms" }).getByRole("tab", { selected: true }),
    ).toHaveText("Terms of Use Agreement");
  });
});
