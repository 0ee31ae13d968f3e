import { expect, test } from "@playwright/test";
import { ensureCountryList } from "./country-list.ts";
import { HomePage } from "./pages/home-page.ts";

// This spec needs the service worker (the offline shell); the others run without it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test("after one online visit the shell and the cached country list work offline", async ({
  page,
  context,
  request,
}) => {
  const { country, continent } = await ensureCountryList(page, request);
  const home = new HomePage(page);
  await home.goto("/home");
  await home.waitForServiceWorker();

  await home.openCountryPicker();
  await home.continentTab(continent).click();
  await expect(home.countryOption(country)).toBeVisible();
  await page.keyboard.press("Escape");

  await context.setOffline(true);
  await page.reload();
  await expect(home.heading).toHaveText("Search Companies");
  await expect(home.offlineBanner).toBeVisible();
  await home.openCountryPicker();
  await home.continentTab(continent).click();
  await expect(home.countryOption(country)).toBeVisible();

  // Selecting sets the country; clearing resets it.
  await home.countryOption(country).click();
  await expect(home.countryButton).toContainText(country);
  await home.clearCountryButton().click();
  await expect(home.countryButton).toContainText("All countries");
  await context.setOffline(false);
});

test("countries with 100 companies or fewer are not offered", async ({ page, request }) => {
  // The fixture lists Liechtenstein with 40 companies: the picker must leave it out.
  await ensureCountryList(page, request, { fixtureOnly: true });
  const home = new HomePage(page);
  await home.goto("/home");
  await home.openCountryPicker();
  await home.continentTab("Europe").click();
  await expect(home.countryOption("Germany")).toBeVisible();
  await expect(home.countryOption("Liechtenstein")).toHaveCount(0);
});
