import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";

/** The bell in the top bar, its unread badge and the notifications popover. */
export class NotificationsPage extends AppPage {
  readonly bell: Locator;
  readonly badge: Locator;
  readonly panel: Locator;

  constructor(page: Page) {
    super(page);
    this.bell = page.getByTestId("notifications-button");
    this.badge = page.getByTestId("notifications-badge");
    this.panel = page.getByTestId("notifications-panel");
  }

  /** Opens `path` and waits until the tab's notifications socket is authenticated (its `ready` message). */
  async openLive(path: string): Promise<void> {
    const socket = this.page.waitForEvent("websocket", (ws) => ws.url().includes("/csi/webSocket/gleagle/"));
    await this.goto(path);
    const ws = await socket;
    await ws.waitForEvent("framereceived", (frame) => String(frame.payload).includes('"type":"ready"'));
  }

  async open(): Promise<void> {
    await this.bell.click();
    await expect(this.panel).toBeVisible();
  }

  item(title: string): Locator {
    return this.panel.getByRole("listitem").filter({ hasText: title });
  }
}
