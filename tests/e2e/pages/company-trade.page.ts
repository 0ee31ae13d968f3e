import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

export type CompanyTradeTab = "import&Export" | "ImportDetail" | "supplyChain";

/** The company profile's trade tabs (business › import & export, import detail, supply chain). */
export class CompanyTradePage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  tab(name: CompanyTradeTab): Locator {
    return this.page.getByTestId(`profile-tab-${name}`);
  }

  async openTab(name: CompanyTradeTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-current", "page");
  }

  firstRow(table: string): Locator {
    return this.page.getByTestId(table).locator("tbody tr").first();
  }
}
