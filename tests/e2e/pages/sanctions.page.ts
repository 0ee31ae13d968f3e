import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

export type SanctionTab = "Overview" | "Companies" | "Persons" | "Products" | "Countries" | "Risk search";

/** The sanction theme (/sanction/index/*), the risk details page and the profile's sanctions tab. */
export class SanctionsPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  tab(name: SanctionTab): Locator {
    return this.page.getByRole("navigation", { name: "Sanctions sections" }).getByRole("link", { name });
  }

  async openTab(name: SanctionTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-current", "page");
  }

  get listRows(): Locator {
    return this.page.getByTestId("sanction-list-row");
  }

  get entryRows(): Locator {
    return this.page.getByTestId("sanction-entry-row");
  }

  get entriesTotal(): Locator {
    return this.page.getByTestId("sanction-entries-total");
  }

  /** Searches from the home's box of that name (companies or persons). */
  async searchFromHome(box: "Listed companies and organisations" | "Listed persons", text: string): Promise<void> {
    const form = this.page.getByRole("search", { name: box });
    await form.getByRole("searchbox").fill(text);
    await form.getByRole("button", { name: "Search" }).click();
  }

  get nameRows(): Locator {
    return this.page.getByTestId("sanction-name-row");
  }

  get results(): Locator {
    return this.page.getByTestId("match-result");
  }

  /** Fills the risk search (selectCode=4) and submits it. */
  async screen(name: string, kind: "A company or organisation" | "A person", birthDate?: string): Promise<void> {
    const form = this.page.getByTestId("risk-search");
    await form.getByLabel("Name of the company or person").fill(name);
    await form.getByLabel("It names").selectOption({ label: kind });
    if (birthDate) await form.getByLabel("Birth date or year (optional)").fill(birthDate);
    await form.getByRole("button", { name: "Screen" }).click();
  }
}
