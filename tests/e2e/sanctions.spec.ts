import type { Browser } from "@playwright/test";
import { screeningPagesEndpoints as endpoints } from "../../contract/screening-pages.endpoints.ts";
import { sanctionCountriesEndpoints as countryEndpoints } from "../../contract/sanction-countries.endpoints.ts";
import { callEndpoint } from "./api.ts";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { SanctionsPage } from "./pages/sanctions.page.ts";
import { screenshot } from "./screenshots.ts";

test.describe.configure({ timeout: 300_000 });

/** A demo company with officers or owners: its tab screens more than the company itself. */
const DEMO_COMPANY = "9000000000001";

async function walkSanctions(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext(DEVICES[device]);
  await useSession(context, await registerAndSignIn(context.request));
  const page = await context.newPage();
  const sanctions = new SanctionsPage(page);
  const axe = new AccessibilityPage(page, device);
  const check = async (screen: string) => {
    await axe.scan(screen);
    await screenshot(page, `sanctions-${screen.replaceAll(" ", "-")}-${device}`, { fullPage: true });
    if (device === "phone") await expectNoSideScroll(page);
  };

  // Home: the lists with their versions, as the API names them.
  const { lists } = await callEndpoint(context.request, endpoints.getSanctionSourceList, undefined);
  await sanctions.goto("/sanction/index");
  await expect(sanctions.listRows).toHaveCount(lists.length);
  await expect(sanctions.listRows.first()).toContainText(lists[0]!.version ?? "");
  await check("home");

  // Persons, found by name from the home; the first opens with every name and its source.
  await sanctions.searchFromHome("Listed persons", "haniya");
  await expect(page).toHaveURL(/\/sanction\/index\/personList\?keyword=haniya/);
  await expect(sanctions.entryRows.first()).toContainText(/HANIY/);
  await check("persons");
  await sanctions.entryRows.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/sanction\/index\/personDetail\//);
  await expect(sanctions.nameRows.nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("sanction-entry")).toContainText("sanctionssearch.ofac.treas.gov");
  await check("person detail");

  // Companies of one list, a page further.
  await sanctions.openTab("Companies");
  await page.getByTestId("sanction-list-select").selectOption("bis-dpl");
  await expect(page).toHaveURL(/list=bis-dpl/);
  await expect(sanctions.entryRows.first()).toContainText("bis-dpl");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(sanctions.entryRows.first()).toBeVisible();
  await check("companies");

  await sanctions.openTab("Products");
  await expect(page.getByTestId("programme-row").first()).toBeVisible();
  await expect(page.getByTestId("sanction-products")).toBeVisible();
  await check("products");

  // Countries: every country the entries name, with its programmes; one country's programmes and entries.
  const { countries } = await callEndpoint(context.request, countryEndpoints.getCountryList, {});
  await sanctions.openTab("Countries");
  await expect(page.getByTestId("sanction-country-row")).toHaveCount(countries.length);
  await check("countries");
  const country = countries[0]!;
  await page.getByTestId("sanction-country-row").first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`country=${country.countryCode}`));
  await expect(page.getByTestId("sanction-country-programme")).toHaveCount(country.programmes.length);
  await expect(page.getByTestId("sanction-entries-total")).toHaveText(
    `${country.entryCount.toLocaleString("en")} entries`,
  );
  await check("country");
  const programme = country.programmes[0]!;
  await page.getByTestId("sanction-programme-select").selectOption(programme.label);
  await expect(page).toHaveURL(/label=/);
  await expect(page.getByTestId("sanction-entries-total")).toHaveText(
    `${programme.entryCount.toLocaleString("en")} ${programme.entryCount === 1 ? "entry" : "entries"}`,
  );

  // The risk search: each result explained feature by feature, its entry one click away.
  await sanctions.openTab("Risk search");
  await expect(page).toHaveURL(/selectCode=4/);
  await check("risk search");
  await sanctions.screen("Ismail Haniya", "A person", "1962");
  // The router writes a number-like value as JSON (birthDate=%221962%22) and reads it back as it was.
  await expect(page).toHaveURL(/\/index\/risk\/details\/Ismail%20Haniya\?.*birthDate=(%22)?1962/);
  const top = sanctions.results.first();
  await expect(top.getByTestId("match-score")).toContainText("Match", { timeout: 60_000 });
  await expect(top.getByTestId("match-feature").filter({ hasText: "Birth date agrees" })).toBeVisible();
  await expect(page.getByTestId("screening-facts")).toContainText("version");
  await check("risk details");
  await top.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/sanction\/index\/personDetail\//);
  await expect(sanctions.nameRows.first()).toBeVisible({ timeout: 20_000 });

  // The company profile's tab: the company, its officers and owners screened, with lists and threshold.
  await sanctions.goto(`/index/company/detals/${DEMO_COMPANY}/publications/sanctions`);
  await expect(page.getByTestId("sanctions-state")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("screening-facts")).toContainText("a result is a match from a score of 70%");
  await expect(page.getByTestId("screened-subject").nth(1)).toBeVisible();
  await check("company tab");

  // The company's risk detail: its screening, lawsuits and adverse news on one page.
  await page.getByRole("link", { name: "Sanctions, lawsuits and adverse news of the company on one page" }).click();
  await expect(page).toHaveURL(new RegExp(`/sanction/index/companyRiskDetail/${DEMO_COMPANY}$`));
  await expect(page.getByTestId("sanctions-state")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("lawsuit-summary")).toBeVisible();
  await expect(page.getByTestId("news-filter-impact")).toHaveValue("negative");
  await check("company risk detail");

  expect(axe.findings, axe.report()).toEqual([]);
  expect(sanctions.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: the sanction lists, an entry, products, the risk search and a company's screening", async ({
  browser,
}) => {
  await walkSanctions(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkSanctions(browser, "phone");
});

test("an entry on no loaded list says so", async ({ page }) => {
  await page.goto("/sanction/index/companyDetail/eu-fsf:1");
  await expect(page.getByRole("alert")).toContainText("This entry is not on any list loaded on this server.", {
    timeout: 20_000,
  });
});
