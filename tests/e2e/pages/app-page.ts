import { expect, type Locator, type Page } from "@playwright/test";

/** What every page of the app shares: navigation, console watching, the language menu, the service worker. */
export class AppPage {
  readonly page: Page;
  readonly consoleErrors: string[] = [];

  constructor(page: Page) {
    this.page = page;
    page.on("console", (message) => {
      if (message.type() === "error") this.consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => this.consoleErrors.push(String(error)));
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.waitForLoadState("networkidle");
  }

  /** The language menu button; its name carries the current language's own name. */
  languageButton(currentLanguageName: string): Locator {
    return this.page.getByRole("button", { name: new RegExp(`[:：]\\s*${currentLanguageName}$`) });
  }

  async switchLanguage(fromName: string, toName: string): Promise<void> {
    await this.languageButton(fromName).click();
    await this.page.getByRole("menuitem", { name: toName }).click();
    await expect(this.languageButton(toName)).toBeVisible();
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator("html").getAttribute("lang");
  }

  /** Resolves once a service worker controls the page (the offline shell is then in place). */
  async waitForServiceWorker(): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  }

  /** The keys of the queries in the offline copy (IndexedDB), each as its segments joined by "/". */
  offlineCopyKeys(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open("csi-query-cache", 1);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error("IndexedDB"));
      });
      const record = await new Promise<{ clientState?: { queries: { queryKey: unknown[] }[] } } | undefined>(
        (resolve, reject) => {
          const request = database.transaction("clients").objectStore("clients").get("app");
          request.onsuccess = () => resolve(request.result as never);
          request.onerror = () => reject(request.error ?? new Error("IndexedDB"));
        },
      );
      database.close();
      return (record?.clientState?.queries ?? []).map((query) => query.queryKey.map(String).join("/"));
    });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole("alert").filter({ hasText: text });
  }

  sessionToken(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem("token") ?? sessionStorage.getItem("token"));
  }
}
