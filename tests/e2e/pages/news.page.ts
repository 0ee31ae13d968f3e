import { expect, type Download, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

/** The news theme (/news/index, /news/list) and the profile's news and lawsuits tabs. */
export class NewsPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  get items(): Locator {
    return this.page.getByTestId("news-item");
  }

  get total(): Locator {
    return this.page.getByTestId("news-total");
  }

  get lawsuitRows(): Locator {
    return this.page.getByTestId("lawsuit-row");
  }

  /** Searches the titles from the box of the page. */
  async searchTitles(text: string): Promise<void> {
    const form = this.page.getByRole("search", { name: "Words in the title" });
    await form.getByRole("searchbox").fill(text);
    await form.getByRole("button", { name: "Search" }).click();
  }

  async filter(testId: string, value: string): Promise<void> {
    await this.page.getByTestId(testId).selectOption(value);
  }

  /** Downloads the PDF of one news item through its button. */
  async downloadPdf(item: Locator): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      item.getByRole("button", { name: /as PDF$/ }).click(),
    ]);
    await expect(item.getByRole("alert")).toHaveCount(0);
    return download;
  }
}
