import { expect, type Locator, type Page, type WebSocket } from "@playwright/test";
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
    // Listening before the page opens: the answer may come before a later listener would attach.
    const ready = new Promise<void>((resolve) => {
      const onSocket = (socket: WebSocket) => {
        if (!socket.url().includes("/csi/webSocket/gleagle/")) return;
        socket.on("framereceived", (frame) => {
          if (!String(frame.payload).includes('"type":"ready"')) return;
          this.page.off("websocket", onSocket);
          resolve();
        });
      };
      this.page.on("websocket", onSocket);
    });
    await this.goto(path);
    await ready;
  }

  async open(): Promise<void> {
    await this.bell.click();
    await expect(this.panel).toBeVisible();
  }

  item(title: string): Locator {
    return this.panel.getByRole("listitem").filter({ hasText: title });
  }

  /** The popover's link to the account center's Notifications page. */
  get seeAll(): Locator {
    return this.panel.getByRole("link", { name: "See all notifications" });
  }

  /** A row of the Notifications or News for you page's list. */
  row(title: string): Locator {
    return this.page.getByTestId("notification-row").filter({ hasText: title });
  }

  get selected(): Locator {
    return this.page.getByTestId("selected-notification");
  }

  get search(): Locator {
    return this.page.getByRole("searchbox", { name: "Search by title" });
  }

  get empty(): Locator {
    return this.page.getByTestId("notifications-empty");
  }
}
