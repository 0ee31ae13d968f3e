import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { devEndpoints } from "../../../contract/system.endpoints.ts";
import { companySearchEndpoints } from "../../../contract/company-search.endpoints.ts";
import type { SearchResult } from "../../../contract/company-search.ts";
import { callEndpoint } from "../api.ts";
import { registerAndSignIn, useSession } from "../collections-session.ts";
import { AppPage } from "./app-page.ts";

/** A company row as the search API answers it. */
export type ApiRow = SearchResult["rows"][number];

/** The company search: the form (home and result list), the result list with its toolbar and dialogs. */
export class CompanySearchPage extends AppPage {
  readonly form: Locator;
  readonly nameInput: Locator;
  readonly suggestions: Locator;
  readonly rows: Locator;
  readonly title: Locator;
  readonly count: Locator;

  constructor(page: Page) {
    super(page);
    this.form = page.getByRole("search", { name: "Company search" }).first();
    this.nameInput = this.form.getByRole("combobox", { name: "Company name" });
    this.suggestions = page.getByRole("listbox");
    this.rows = page.getByTestId("company-row");
    this.title = page.getByTestId("result-title");
    this.count = page.getByTestId("result-count");
  }

  /** Types a name, picks first-word or keyword matching, and searches. */
  async search(text: string, mode: "First word" | "Keyword" = "First word"): Promise<void> {
    await this.form.getByRole("radio", { name: mode }).click();
    await this.nameInput.fill(text);
    await this.form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(this.title).toContainText(text);
    await expect(this.page).toHaveURL(new RegExp(`keword=${mode === "Keyword" ? 1 : 2}`));
    await this.waitForRows();
  }

  /** Waits until the list has answered the current address (not busy) and shows rows. */
  async waitForRows(): Promise<void> {
    await expect(this.page.getByTestId("result-list")).toHaveAttribute("aria-busy", "false");
    await expect(this.rows.first()).toBeVisible();
  }

  /** The company names of the visible rows, in order. */
  async rowNames(): Promise<string[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => row.querySelector("a[href^='/index/company/detals/']")?.textContent?.trim() ?? ""),
    );
  }

  /** The profile ids of the visible rows, in order. */
  async rowIds(): Promise<string[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) =>
        decodeURIComponent(
          (row.querySelector("a[href^='/index/company/detals/']")?.getAttribute("href") ?? "").split("/").pop() ?? "",
        ),
      ),
    );
  }

  filterButton(title: string): Locator {
    return this.page.getByRole("button", { name: new RegExp(`^${title}`) });
  }

  /** Opens a filter and ticks a value (by its label), then waits for the list. */
  async applyFilter(title: string, value: string): Promise<void> {
    await this.filterButton(title).click();
    await this.page
      .getByRole("checkbox", { name: new RegExp(value) })
      .first()
      .check();
    await this.page.keyboard.press("Escape");
    await this.page.waitForLoadState("networkidle");
  }

  async sortBy(field: string, order: "Ascending" | "Descending"): Promise<void> {
    await this.chooseSortField(field);
    await this.chooseSortMenuItem(order);
  }

  /** Picks a sort field in the toolbar's sort menu, leaving the order to the app. */
  async chooseSortField(field: string): Promise<void> {
    await this.chooseSortMenuItem(field);
  }

  private async chooseSortMenuItem(item: string): Promise<void> {
    await this.page.getByRole("button", { name: /^Sort:/ }).click();
    await this.page.getByRole("menuitem", { name: item, exact: true }).click();
    await this.waitForRows();
  }

  async setRowsPerPage(size: 10 | 20 | 50 | 100): Promise<void> {
    await this.page.getByRole("combobox", { name: "Rows per page" }).selectOption(String(size));
    await this.waitForRows();
  }

  async goToPage(page: number): Promise<void> {
    await this.page.getByRole("button", { name: `Page ${page}`, exact: true }).click();
    await this.waitForRows();
  }

  async selectRow(index: number): Promise<void> {
    await this.rows.nth(index).getByRole("checkbox").check();
  }

  /** The Share dialog of the result list, its addresses field and its message (an `alert`). */
  shareDialog() {
    const dialog = this.page.getByRole("dialog", { name: "Share by email" });
    return { dialog, addresses: dialog.getByLabel("Email addresses"), alert: dialog.getByRole("alert") };
  }

  /** The mails the development mailbox holds for `to`. */
  async mailsTo(request: APIRequestContext, to: string): Promise<{ to: string; text: string }[]> {
    const mails = await callEndpoint(request, devEndpoints.mailbox, undefined);
    return mails.filter((mail) => mail.to === to);
  }

  toolbarButton(
    testId: "compare" | "share" | "report-error" | "edit-columns" | "export-menu" | "download-menu",
  ): Locator {
    return this.page.getByTestId(testId);
  }

  /**
   * The texts the autocomplete asks the server for from now on, in the order asked (the spec's
   * autocomplete call: /company/search with ieflag=1).
   */
  recordSuggestionRequests(): string[] {
    const asked: string[] = [];
    this.page.on("request", (request) => {
      const text = suggestionText(request);
      if (text !== null) asked.push(text);
    });
    return asked;
  }

  /** Resolves once the autocomplete's call for `text` has ended, answered or failed. */
  async suggestionCallEnded(text: string): Promise<void> {
    const request = await this.page.waitForRequest((candidate) => suggestionText(candidate) === text);
    await request.response();
  }

  /** Export (or Download) as an Excel workbook; resolves with the saved file. */
  async exportXlsx(which: "export-menu" | "download-menu"): Promise<Download> {
    await this.toolbarButton(which).click();
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("menuitem", { name: /Excel workbook/ }).click();
    return download;
  }

  /** The search API's own answer for the list's current address (a page of it, page 1 unless told). */
  async apiRowsOfCurrentList(
    request: APIRequestContext,
    pageSize = 100,
    page = 1,
  ): Promise<{ total: number; rows: ApiRow[] }> {
    const url = new URL(this.page.url());
    const params = Object.fromEntries(url.searchParams.entries());
    const searchname = params.searchname ?? decodeURIComponent(url.pathname.split("/")[4] ?? "");
    const query: Record<string, string> = { ...params, searchname, page: String(page), pageSize: String(pageSize) };
    delete query.companyCountryEn;
    return searchApi(request, query);
  }

  /** Every row of the list's current result, page by page (what an export of it must equal). */
  async apiAllRowsOfCurrentList(request: APIRequestContext): Promise<ApiRow[]> {
    const first = await this.apiRowsOfCurrentList(request, 100, 1);
    const rows = [...first.rows];
    for (let page = 2; rows.length < first.total; page++)
      rows.push(...(await this.apiRowsOfCurrentList(request, 100, page)).rows);
    return rows;
  }
}

/**
 * The text of an autocomplete call, or null for any other request. A call for blank text names none
 * (the client leaves empty values out of the address): "".
 */
function suggestionText(request: Request): string | null {
  const url = new URL(request.url());
  if (!url.pathname.endsWith("/csi/company/search") || url.searchParams.get("ieflag") !== "1") return null;
  return url.searchParams.get("company_name") ?? "";
}

/** Registers an account through the real API (code from the development mailbox), signs in, and stores the session. */
export async function signUpAndIn(request: APIRequestContext, context: BrowserContext): Promise<void> {
  await useSession(context, await registerAndSignIn(request));
}

/** The search API's answer for a result list's parameters (as its address has them: text, which the server coerces). */
export async function searchApi(request: APIRequestContext, params: Record<string, string>): Promise<SearchResult> {
  const result = await callEndpoint(request, companySearchEndpoints.search, params as never);
  if (!("matchMode" in result)) throw new Error("these parameters asked for suggestions, not a result list");
  return result;
}
