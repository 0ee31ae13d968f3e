import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

export type ProductTab =
  | "map"
  | "supplyChain"
  | "competitiveness"
  | "shippingOverview"
  | "importDetailProduct"
  | "origin&Destination"
  | "suppliers&Buyers"
  | "products"
  | "tradeTrends"
  | "sanctionsSituation";

/** The trade search home (/home?Detail=Trade, /csiPhone?Detail=Trade) and the product page (TradeProduct/TradeDetail/:id). */
export class TradeProductPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  get searchInput(): Locator {
    return this.page.getByTestId("product-search-input");
  }

  get suggestions(): Locator {
    return this.page.getByTestId("product-suggestions").getByRole("option");
  }

  get results(): Locator {
    return this.page.getByTestId("product-result");
  }

  /** Types into the product search, waits for the autocomplete, then asks for the result list (Enter). */
  async search(text: string): Promise<void> {
    await this.searchInput.fill(text);
    await expect(this.suggestions.first()).toBeVisible();
    await this.searchInput.press("Enter");
    // The router writes a search value that reads as a number in JSON quotes (keyword=%2227%22).
    await expect(this.page).toHaveURL(new RegExp(`keyword=(%22)?${encodeURIComponent(text)}(%22)?(&|$)`));
    await expect(this.results.first()).toBeVisible();
  }

  /** Opens the result whose code is `hsCode` and waits for the product's header. */
  async openResult(hsCode: string): Promise<void> {
    await this.results
      .filter({ has: this.page.getByText(hsCode, { exact: true }) })
      .first()
      .click();
    await expect(this.page).toHaveURL(new RegExp(`/index/TradeProduct/TradeDetail/${hsCode}/tradeMap/map`));
    await expect(this.header).toBeVisible({ timeout: 20_000 });
  }

  get header(): Locator {
    return this.page.getByTestId("product-header");
  }

  get sources(): Locator {
    return this.page.getByTestId("product-sources");
  }

  get mapRegions(): Locator {
    return this.page.getByTestId("product-choropleth").getByTestId("map-region");
  }

  get countryDetail(): Locator {
    return this.page.getByTestId("map-country-detail");
  }

  get yearSelect(): Locator {
    return this.page.getByTestId("year-select");
  }

  /** The first body row of a table by its test id. */
  firstRow(table: string): Locator {
    return this.page.getByTestId(table).locator("tbody tr").first();
  }

  tab(name: ProductTab): Locator {
    return this.page.getByTestId(`product-tab-${name}`);
  }

  async openTab(name: ProductTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-current", "page");
    await expect(this.page.getByTestId(`product-tab-panel-${name}`)).toBeVisible();
  }

  /** Chooses another year than the one shown and waits for the URL to carry it. */
  async switchYear(): Promise<number> {
    const current = await this.yearSelect.inputValue();
    const years = await this.yearSelect.locator("option").allTextContents();
    const other = years.find((y) => y !== current);
    if (!other) throw new Error(`only one year on the product page: ${years.join(", ")}`);
    await this.yearSelect.selectOption(other);
    await expect(this.page).toHaveURL(new RegExp(`year=${other}`));
    await expect(this.yearSelect).toHaveValue(other);
    return Number(other);
  }
}
