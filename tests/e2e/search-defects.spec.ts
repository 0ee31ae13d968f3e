import { expect, test, type Page } from "@playwright/test";
import { CompanyProfilePage } from "./pages/company-profile.page.ts";
import { CompanySearchPage, signUpAndIn } from "./pages/company-search.page.ts";
import { HomePage } from "./pages/home-page.ts";
import { ensureCountryList } from "./country-list.ts";

// This spec needs the service worker (the offline shell); the others run without it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * The defects a new user met in the company search, the profile's Industry tab and the home page
 * (issue 11), on the data the server loads at first start. Expectations come from the API.
 */

const HEADERS = { language: "en_US", usaged: "2" };
const LIST = "/index/search/list/north/company?searchname=north&keword=2";

type Row = { aaaId: string; name: string; countryCode: string | null };

async function apiSearch(page: Page, params: Record<string, string>): Promise<{ total: number; rows: Row[] }> {
  const response = await page.request.get("/csi/company/search", { params, headers: HEADERS });
  return ((await response.json()) as { data: { total: number; rows: Row[] } }).data;
}

test.beforeEach(async ({ request, context }) => {
  await signUpAndIn(request, context);
});

test("choosing 'Company name' in the sort menu lists the names A -> Z", async ({ page }) => {
  const search = new CompanySearchPage(page);
  await search.goto(LIST);
  await search.waitForRows();
  await search.chooseSortField("Company name");
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=asc/);
  const expected = await apiSearch(page, { searchname: "north", keword: "2", sort: "name", order: "asc" });
  expect(await search.rowIds()).toEqual(expected.rows.map((row) => row.aaaId));
  await expect(page.getByRole("button", { name: "Ascending: switch to descending" })).toBeVisible();
});

test("Escape closes the suggestions and keeps the typed text", async ({ page }) => {
  const search = new CompanySearchPage(page);
  await search.goto("/home");
  await search.nameInput.fill("north");
  await expect(search.suggestions).toBeVisible();
  await search.nameInput.press("Escape");
  await expect(search.suggestions).toBeHidden();
  await expect(search.nameInput).toHaveValue("north");
  await expect(search.nameInput).toBeFocused();
});

test("offline, the autocomplete says so instead of showing nothing", async ({ page, context }) => {
  const search = new CompanySearchPage(page);
  await search.goto("/home");
  await context.setOffline(true);
  await search.nameInput.fill("north");
  await expect(page.getByTestId("suggestion-notice")).toHaveText(
    "You are offline: company suggestions need the connection.",
  );
  await expect(search.suggestions).toBeHidden();
  await context.setOffline(false);
  await search.nameInput.fill("northe");
  await expect(search.suggestions).toBeVisible();
  await expect(page.getByTestId("suggestion-notice")).toBeHidden();
});

test("paging from the bottom of the list shows the next page from its top", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const search = new CompanySearchPage(page);
  await search.goto(LIST);
  await search.waitForRows();
  const pages = page.getByRole("navigation", { name: "Pages of the result" });
  await pages.scrollIntoViewIfNeeded();
  const list = page.getByTestId("result-list");
  await expect.poll(() => list.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(0);
  await search.goToPage(2);
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => list.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
  await expect(search.rows.first()).toBeInViewport();
});

test("the country picker finds a country by typing the start of its English name", async ({ page, request }) => {
  const home = new HomePage(page);
  const { country } = await ensureCountryList(page, request);
  await home.goto("/home");
  await home.openCountryPicker();
  const box = page.getByRole("textbox", { name: "Find a country" });
  await expect(box).toBeFocused();
  await box.fill(country.slice(0, 3).toLowerCase());
  await expect(home.countryOption(country)).toBeVisible();
  await box.fill("zzzq");
  await expect(page.getByTestId("country-matches")).toContainText("No country offered starts with");
  // The list names the United States "US"; its full English name finds it too.
  await box.fill("united s");
  await expect(page.getByTestId("country-matches").getByRole("button", { name: /^US / })).toBeVisible();
  await box.fill(country.slice(0, 4).toUpperCase());
  await box.press("Enter");
  await expect(home.countryButton).toContainText(country);
});

test("listed companies show their country, and the country filter counts every result", async ({ page }) => {
  const search = new CompanySearchPage(page);
  await search.goto("/index/search/list/toyota/company?searchname=toyota&keword=2");
  await search.waitForRows();
  const toyota = search.rows.filter({ hasText: "TOYOTA MOTOR CORP" });
  await expect(toyota.locator("td:nth-child(3)")).toHaveText("Japan");
  const facets = (await (
    await page.request.get("/csi/company/filters", { params: { searchname: "toyota", keword: "2" }, headers: HEADERS })
  ).json()) as { data: { total: number; country: { value: string; count: number }[] } };
  const counted = facets.data.country.reduce((sum, country) => sum + country.count, 0);
  expect(counted).toBe(facets.data.total);
  // Toyota's special-purpose trusts of the tickers file state no country: counted, and offered as a filter value.
  expect(facets.data.country.at(-1)?.value).toBe("ZZ");
  await search.filterButton("Country").click();
  await expect(page.getByRole("checkbox", { name: "Country not known" })).toBeVisible();
});

test("the Industry tab shows each code with its description, with no horizontal scroll at 1440 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const bank = (await apiSearch(page, { searchname: "JPMORGAN CHASE & CO", keword: "2" })).rows[0]!;
  const profile = new CompanyProfilePage(page);
  await profile.open(bank.aaaId, "business/industry");
  const codes = page.getByTestId("industry-codes");
  await expect(codes).toContainText("6021");
  await expect(codes).toContainText(/National Commercial Banks/i);
  const demo = (await apiSearch(page, { country: "CN", pageSize: "10" })).rows[0]!;
  await profile.open(demo.aaaId, "business/industry");
  await expect(page.getByTestId("industry-codes").locator("li").first()).toBeVisible();
  const overflow = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll("main")].map((el) => el.scrollWidth - el.clientWidth),
  );
  expect(overflow.every((extra) => extra <= 0)).toBe(true);
});

test("the home shows this database's counts, and the search box's examples find companies", async ({ page }) => {
  const coverage = (
    (await (await page.request.get("/csi/common/coverage", { headers: HEADERS })).json()) as {
      data: { companies: number; countries: number; examples: string[] };
    }
  ).data;
  expect(coverage.examples.length).toBeGreaterThan(0);
  const home = new HomePage(page);
  await home.goto("/home");
  await expect(page.getByTestId("coverage-claim").first()).toHaveText(
    `${coverage.companies.toLocaleString("en")} companies in ${coverage.countries.toLocaleString("en")} countries and territories`,
  );
  const search = new CompanySearchPage(page);
  for (const example of coverage.examples) {
    await expect(search.nameInput).toHaveAttribute(
      "placeholder",
      new RegExp(example.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    const found = await apiSearch(page, { searchname: example, keword: "2" });
    expect(found.total, example).toBeGreaterThanOrEqual(1);
  }
  await home.switchLanguage("English", "Deutsch");
  await expect(page.getByTestId("coverage-claim").first()).toContainText(
    `${coverage.companies.toLocaleString("de")} Unternehmen`,
  );
});

test("Search trade opens the trade home with its product search now that the product page exists", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto("/home");
  const tabs = page.getByRole("navigation", { name: "Search channels" });
  const trade = tabs.getByRole("link", { name: "Search trade" });
  await expect(trade).toBeEnabled();
  await trade.click();
  await expect(page).toHaveURL(/\/home\?Detail=Trade/);
  await expect(page.getByRole("combobox", { name: "HS code or product words" })).toBeVisible();
});
