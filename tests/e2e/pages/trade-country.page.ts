import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

export type CountryTab =
  | "map"
  | "countryData"
  | "countries"
  | "enterprises"
  | "importDetailCountry"
  | "products"
  | "tradeTrends"
  | "creditOpinion";

/** The trade home's country list and the country page (TradeCountry/TradeDetail/:id). */
export class TradeCountryPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  get topCountries(): Locator {
    return this.page.getByTestId("top-countries").getByTestId("top-country");
  }

  /** Opens the country named `name` from the trade home's list and waits for its header. */
  async openTopCountry(name: string, code: string): Promise<void> {
    await this.topCountries.filter({ hasText: name }).first().click();
    await this.expectCountry(code);
  }

  async expectCountry(code: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/index/TradeCountry/TradeDetail/${code}/tradeMap/map`));
    await expect(this.header).toBeVisible({ timeout: 20_000 });
    await expect(this.page.getByTestId("country-code")).toHaveText(code);
  }

  get header(): Locator {
    return this.page.getByTestId("country-header");
  }

  get sources(): Locator {
    return this.page.getByTestId("country-sources");
  }

  /** Partners shaded on the map (the country itself is shaded too, with its name only). */
  get partnerRegions(): Locator {
    return this.page
      .getByTestId("country-choropleth")
      .getByTestId("map-region")
      .filter({ has: this.page.locator("title", { hasText: /: .+\(.+%\)$/ }) });
  }

  get yearSelect(): Locator {
    return this.page.getByTestId("year-select");
  }

  tab(name: CountryTab): Locator {
    return this.page.getByTestId(`country-tab-${name}`);
  }

  panel(name: CountryTab): Locator {
    return this.page.getByTestId(`country-tab-panel-${name}`);
  }

  async openTab(name: CountryTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-current", "page");
    await expect(this.panel(name)).toBeVisible();
  }

  /** Chooses another year than the one shown and waits for the URL to carry it. */
  async switchYear(): Promise<number> {
    const current = await this.yearSelect.inputValue();
    const years = await this.yearSelect.locator("option").allTextContents();
    const other = years.find((y) => y !== current);
    if (!other) throw new Error(`only one year on the country page: ${years.join(", ")}`);
    await this.yearSelect.selectOption(other);
    await expect(this.page).toHaveURL(new RegExp(`year=${other}`));
    await expect(this.yearSelect).toHaveValue(other);
    return Number(other);
  }
}
