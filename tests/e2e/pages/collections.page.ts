import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";
import { screenshot } from "../screenshots.ts";

/** /account/portfolio: the folders, their companies, the Collect popover and the sync status. */
export class CollectionsPage extends AppPage {
  readonly folderList: Locator;
  readonly folderTitle: Locator;
  readonly rows: Locator;
  readonly folderPicker: Locator;
  readonly syncStatus: Locator;
  readonly pendingBadge: Locator;

  constructor(page: Page) {
    super(page);
    this.folderList = page.getByTestId("folder-list");
    this.folderTitle = page.getByTestId("folder-title");
    this.rows = page.getByTestId("company-row");
    this.folderPicker = page.getByTestId("folder-picker");
    this.syncStatus = page.getByTestId("sync-status");
    this.pendingBadge = page.getByTestId("sync-pending");
  }

  async open(): Promise<void> {
    await this.page.goto("/account/portfolio");
    await expect(this.folderList).toBeVisible();
  }

  /** A folder in the sidebar; its accessible name is the folder name followed by its count. */
  folder(name: string): Locator {
    return this.folderList.getByRole("button", { name: new RegExp(`^${name}\\s*\\d*$`) });
  }

  async openFolder(name: string): Promise<void> {
    await this.folder(name).click();
    await expect(this.folderTitle).toHaveText(name);
  }

  row(aaaId: string): Locator {
    return this.page.locator(`[data-testid="company-row"][data-aaa-id="${aaaId}"]`);
  }

  /** The companies shown, by id, in order. */
  async shownIds(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-aaa-id") ?? ""));
  }

  async openCollect(aaaId: string): Promise<void> {
    await this.row(aaaId).getByTestId("collect-button").click();
    await expect(this.folderPicker).toBeVisible();
  }

  pickerCheckbox(folderName: string): Locator {
    return this.folderPicker.getByRole("checkbox", { name: folderName, exact: true });
  }

  /** The Collect popover's new-folder field, its Create button and its message. */
  newFolderField() {
    return {
      name: this.folderPicker.getByPlaceholder("New folder name"),
      create: this.folderPicker.getByRole("button", { name: "Create" }),
      alert: this.folderPicker.getByRole("alert"),
    };
  }

  /** Collect → type a new folder's name → Create; the company goes into it. */
  async collectIntoNewFolder(aaaId: string, folderName: string): Promise<void> {
    await this.openCollect(aaaId);
    await this.folderPicker.getByPlaceholder("New folder name").fill(folderName);
    await this.folderPicker.getByRole("button", { name: "Create" }).click();
    await expect(this.pickerCheckbox(folderName)).toBeChecked();
    await this.closePicker();
  }

  /** Collect → tick an existing folder. */
  async collectInto(aaaId: string, folderName: string): Promise<void> {
    await this.openCollect(aaaId);
    await this.pickerCheckbox(folderName).click();
    await expect(this.pickerCheckbox(folderName)).toBeChecked();
    await this.closePicker();
  }

  async closePicker(): Promise<void> {
    await this.page.keyboard.press("Escape");
    await expect(this.folderPicker).toHaveCount(0);
  }

  async removeFromFolder(aaaId: string): Promise<void> {
    await this.row(aaaId).getByRole("button", { name: "Remove from this folder" }).click();
    await expect(this.row(aaaId)).toHaveCount(0);
  }

  /** Waits until every queued change is sent and the cache is reconciled. */
  async waitUntilSynced(): Promise<void> {
    await expect(this.pendingBadge).toHaveCount(0, { timeout: 30_000 });
    await expect(this.syncStatus).toHaveAttribute("data-state", "synced", { timeout: 30_000 });
  }

  async screenshot(name: string): Promise<void> {
    await screenshot(this.page, name, { fullPage: true });
  }
}

/** /account/myTag: the tags, the companies carrying one, and the Tag popover. */
export class MyTagPage extends AppPage {
  readonly tagList: Locator;
  readonly tagTitle: Locator;
  readonly tagPicker: Locator;

  constructor(page: Page) {
    super(page);
    this.tagList = page.getByTestId("tag-list");
    this.tagTitle = page.getByTestId("tag-title");
    this.tagPicker = page.getByTestId("tag-picker");
  }

  async open(): Promise<void> {
    await this.page.goto("/account/myTag");
    await expect(this.tagList).toBeVisible();
  }

  tag(name: string): Locator {
    return this.tagList.getByRole("button", { name: new RegExp(`^${name}\\s*\\d*$`) });
  }

  row(aaaId: string): Locator {
    return this.page.locator(`[data-testid="company-row"][data-aaa-id="${aaaId}"]`);
  }

  /** Rename → new name → Save; `shot` names a screenshot of the filled dialog. */
  async renameSelected(name: string, shot?: string): Promise<void> {
    await this.page.getByRole("button", { name: "Rename" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Rename tag" });
    await dialog.getByLabel("Tag name").fill(name);
    if (shot) await this.screenshot(shot);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.tagTitle).toHaveText(name);
  }

  async screenshot(name: string): Promise<void> {
    await screenshot(this.page, name, { fullPage: true });
  }
}
