import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

export type CompanyTab =
  | "map"
  | "supplyChain"
  | "competitiveness"
  | "countries"
  | "partners"
  | "products"
  | "tradeTrends"
  | "shippingOverview"
  | "importDetailCompany"
  | "creditOpinion";

/** The trade home's company search and the company trade page (tradeCompany/Trade/:id). */
export class TradeCompanyPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /** Chooses Company in the trade search's selector, types `text` and waits for suggestions. */
  async typeCompany(text: string): Promise<void> {
    await this.page.getByTestId("trade-search-kind").selectOption("company");
    await expect(this.page).toHaveURL(/by=company/);
    await this.page.getByTestId("company-trade-search-input").fill(text);
    await expect(this.suggestions.first()).toBeVisible({ timeout: 20_000 });
  }

  get suggestions(): Locator {
    return this.page.getByTestId("company-trade-suggestions").getByRole("option");
  }

  get results(): Locator {
    return this.page.getByTestId("company-trade-result");
  }

  get header(): Locator {
    return this.page.getByTestId("company-trade-name");
  }

  get regions(): Locator {
    return this.page
      .getByTestId("company-choropleth")
      .getByTestId("map-region")
      .filter({ has: this.page.locator("title", { hasText: /: .+\(.+%\)$/ }) });
  }

  get yearSelect(): Locator {
    return this.page.getByTestId("year-select");
  }

  tab(name: CompanyTab): Locator {
    return this.page.getByTestId(`company-tab-${name}`);
  }

  async openTab(name: CompanyTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-current", "page");
    await expect(this.page.getByTestId(`company-tab-panel-${name}`)).toBeVisible();
  }

  /** Chooses another year than the one shown and waits for the URL to carry it. */
  async switchYear(): Promise<number> {
    const current = await this.yearSelect.inputValue();
    const years = await this.yearSelect.locator("option").allTextContents();
    const other = years.find((y) => y !== current);
    if (!other) throw new Error(`only one year on the company page: ${years.join(", ")}`);
    await this.yearSelect.selectOption(other);
    await expect(this.page).toHaveURL(new RegExp(`year=${other}`));
    return Number(other);
  }
}
