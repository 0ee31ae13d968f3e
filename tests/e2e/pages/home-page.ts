import type { Locator, Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

/** /home, /csiApp and /csiPhone: the hero with the channel title, the country picker, the applications. */
export class HomePage extends AppPage {
  readonly heading: Locator;
  readonly countryButton: Locator;
  readonly offlineBanner: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole("heading", { level: 1 });
    // The picker's button is named by its label and the current choice ("Country All countries").
    this.countryButton = page.getByRole("button", { name: /^Country/ });
    this.offlineBanner = page.getByRole("status").filter({ hasText: /offline/i });
  }

  async openCountryPicker(): Promise<void> {
    await this.countryButton.click();
  }

  countryOption(name: string): Locator {
    return this.page.getByRole("button", { name: new RegExp(`^[A-Z]{2} ${name}`) });
  }

  continentTab(name: string): Locator {
    return this.page.getByRole("tab", { name: new RegExp(`^${name}`) });
  }

  clearCountryButton(): Locator {
    return this.page.getByRole("button", { name: "Clear the country" });
  }

  footerButton(name: string): Locator {
    return this.page.getByRole("contentinfo").getByRole("button", { name });
  }
}
