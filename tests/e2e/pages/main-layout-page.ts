import type { Locator, Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

/** /index: the top bar, the left icon bar, the apps drawer. */
export class MainLayoutPage extends AppPage {
  readonly topBar: Locator;
  readonly leftBar: Locator;
  readonly content: Locator;
  readonly drawer: Locator;

  constructor(page: Page) {
    super(page);
    this.topBar = page.getByRole("banner");
    this.leftBar = page.getByRole("navigation", { name: "Applications" });
    this.content = page.getByRole("main");
    this.drawer = page.getByRole("dialog", { name: "Applications" });
  }

  channelTitle(): Locator {
    return this.topBar.getByRole("heading", { level: 1 });
  }

  async openDrawer(): Promise<void> {
    await this.page.getByRole("button", { name: "Open applications" }).click();
  }

  drawerEntry(name: string): Locator {
    return this.drawer.getByRole("link", { name: new RegExp(`^${name}`) });
  }

  async openHelpMenu(): Promise<void> {
    await this.topBar.getByRole("button", { name: "Help" }).click();
  }

  helpItem(name: string): Locator {
    return this.page.getByRole("menuitem", { name: new RegExp(`^${name}`) });
  }

  /** A mouse press on the page's content (not on a control). */
  async pressOnContent(): Promise<void> {
    await this.content.getByRole("heading", { name: "Applications" }).click();
  }
}
