import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, test } from "./csp-guard.ts";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "../../contract/constants.ts";
import { CompanySearchPage, searchApi, signUpAndIn } from "./pages/company-search.page.ts";
import { screenshot } from "./screenshots.ts";

/**
 * Company search end to end, on the data the server loads at first start (bundled open data and
 * the seeded demo companies). Expectations come from the search API for the same query, never
 * from fixed numbers, so the data may change without breaking the tests.
 */

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

test.beforeEach(async ({ request, context }) => {
  await signUpAndIn(request, context);
});

test("searches by first word and by keyword from the home page", async ({ page, request }) => {
  const search = new CompanySearchPage(page);
  await search.goto("/home");
  await search.search("construction", "First word");
  await expect(page).toHaveURL(/\/index\/search\/list\/construction\/company\?searchname=construction&keword=2/);
  const firstWord = await search.apiRowsOfCurrentList(request, 20);
  expect(await search.rowNames()).toEqual(firstWord.rows.map((row) => row.name));
  for (const row of await search.rows.all()) {
    // The name, or the other name it matched by, starts with the text.
    const nameCell = fold(await row.locator("td").nth(1).innerText());
    expect(nameCell).toMatch(/^construction|matched: construction/);
  }

  await search.search("construction", "Keyword");
  await expect(page).toHaveURL(/keword=1/);
  const keyword = await search.apiRowsOfCurrentList(request, 20);
  expect(keyword.total).toBeGreaterThan(firstWord.total);
  await expect(search.count).toContainText(keyword.total.toLocaleString("en"));
  expect(await search.rowNames()).toEqual(keyword.rows.map((row) => row.name));
  expect(keyword.rows.some((row) => !fold(row.name).startsWith("construction"))).toBe(true);
});

test("suggests companies while typing and opens one with the keyboard", async ({ page }) => {
  const search = new CompanySearchPage(page);
  await search.goto("/home");
  await search.nameInput.fill("north");
  await expect(search.suggestions).toBeVisible();
  const first = search.suggestions.getByRole("option").first();
  const name = (await first.locator("span.font-medium").innerText()).trim();
  await search.nameInput.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await search.nameInput.press("Enter");
  await expect(page).toHaveURL(/\/index\/company\/detals\/A[0-9A-Z]+/);
  expect(name.length).toBeGreaterThan(0);

  // Blank text asks nothing. The page's clock is stopped, and moved past the autocomplete's delay by
  // hand; then a real text is typed: its call is the signal that a call for the blank came first or never.
  await page.clock.install();
  await search.goto("/home");
  await page.clock.pauseAt(Date.now() + 60_000);
  const asked = search.recordSuggestionRequests();
  await search.nameInput.fill("   ");
  await page.clock.runFor(AUTOCOMPLETE_DEBOUNCE_MS * 2);
  await expect(search.suggestions).toBeHidden();
  await expect(search.form.getByRole("button", { name: "Search", exact: true })).toBeDisabled();
  const called = search.suggestionCallEnded("north");
  await search.nameInput.fill("north");
  await page.clock.runFor(AUTOCOMPLETE_DEBOUNCE_MS);
  await called;
  expect(asked).toEqual(["north"]);
});

test("filters with counts, sorts and pages, all kept in the address", async ({ page, request }) => {
  const search = new CompanySearchPage(page);
  await search.goto("/index/search/list/north/company?searchname=north&keword=2");
  await search.waitForRows();
  const all = await search.apiRowsOfCurrentList(request, 10);

  await search.filterButton("Country").click();
  const us = page.getByRole("checkbox", { name: /United States/ });
  const usCount = Number(
    (await us.locator("xpath=ancestor::label").innerText()).replace(/\D+/g, " ").trim().split(" ").pop(),
  );
  await us.check();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/country=US/);
  await search.waitForRows();
  for (const cell of await search.rows.locator("td:nth-child(3)").all()) await expect(cell).toHaveText("United States");
  await expect(search.count).toContainText(usCount.toLocaleString("en"));
  expect(usCount).toBeLessThan(all.total);

  await search.sortBy("Company name", "Ascending");
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=asc/);
  await search.setRowsPerPage(10);
  await expect(search.rows).toHaveCount(Math.min(10, usCount));
  const apiPage = async (pageNumber: number) => {
    const params = {
      searchname: "north",
      keword: "2",
      country: "US",
      sort: "name",
      order: "asc",
      page: String(pageNumber),
      pageSize: "10",
    };
    return searchApi(request, params);
  };
  const first = await apiPage(1);
  expect(first.total).toBe(usCount);
  expect(await search.rowIds()).toEqual(first.rows.map((row) => row.aaaId));
  const names = await search.rowNames();
  expect(names.map(fold)).toEqual([...names.map(fold)].sort());

  await search.goToPage(2);
  await expect(page).toHaveURL(/page=2/);
  expect(await search.rowIds()).toEqual((await apiPage(2)).rows.map((row) => row.aaaId));

  await search.filterButton("Country").click();
  await page.getByRole("button", { name: "Clear this filter" }).click();
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/country=/);
  await search.waitForRows();
  await expect(search.count).toContainText(all.total.toLocaleString("en"));
});

test("exports the filtered result as XLSX, row for row", async ({ page, request }) => {
  const search = new CompanySearchPage(page);
  await search.goto("/index/search/list/north/company?searchname=north&keword=2&listed=unlisted&sort=name&order=asc");
  await search.waitForRows();
  const expected = { rows: await search.apiAllRowsOfCurrentList(request) };
  expect(expected.rows.length).toBeGreaterThan(0);
  expect(expected.rows.length).toBeLessThanOrEqual(5000);

  const download = await search.exportXlsx("export-menu");
  expect(download.suggestedFilename()).toMatch(/^companies-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) => (typeof value === "string" || typeof value === "number" ? String(value) : "")),
    ),
  );
  const [header, ...body] = rows;
  expect(header?.slice(0, 2)).toEqual(["ID", "Company name"]);
  expect(body.map((row) => [row[0], row[1]])).toEqual(expected.rows.map((row) => [row.aaaId, row.name]));

  await search.selectRow(0);
  await search.selectRow(2);
  const selection = await search.exportXlsx("download-menu");
  const chosen = new ExcelJS.Workbook();
  await chosen.xlsx.load((await readFile(await selection.path())) as unknown as ArrayBuffer);
  const ids: string[] = [];
  chosen.worksheets[0]!.eachRow((row, index) => index > 1 && ids.push(row.getCell(1).text));
  expect(ids).toEqual([expected.rows[0]!.aaaId, expected.rows[2]!.aaaId]);
});

test("compares three companies side by side", async ({ page }) => {
  const search = new CompanySearchPage(page);
  await search.goto("/index/search/list/north/company?searchname=north&keword=2");
  await search.waitForRows();
  const names = (await search.rowNames()).slice(0, 3);
  await expect(search.toolbarButton("compare")).toBeDisabled();
  for (const index of [0, 1, 2]) await search.selectRow(index);
  await expect(page.getByTestId("selected-count")).toHaveText("3 selected");
  await search.toolbarButton("compare").click();
  const table = page.getByTestId("compare-table");
  await expect(table).toBeVisible();
  await expect(table.locator("thead th a")).toHaveText(names);
  await expect(table.getByRole("rowheader", { name: "Revenue", exact: true })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Data quality", exact: true })).toBeVisible();
  expect(search.consoleErrors).toEqual([]);
});

test("shares companies by email once every address passes the e-mail rule", async ({ page, request }) => {
  const search = new CompanySearchPage(page);
  await search.goto("/index/search/list/north/company?searchname=north&keword=2");
  await search.waitForRows();
  await search.selectRow(0);
  await search.toolbarButton("share").click();
  const { dialog, addresses, alert } = search.shareDialog();
  const send = dialog.getByRole("button", { name: "Send", exact: true });

  await send.click();
  await expect(alert).toHaveText("Enter at least one email address.");
  await expect(addresses).toBeFocused();
  await addresses.fill("anna.example.com");
  await addresses.press("Enter");
  await expect(dialog.getByRole("button", { name: "Remove anna.example.com" })).toBeVisible();
  await send.click();
  await expect(alert).toHaveText("Invalid email address: anna.example.com");
  await expect(dialog).toBeVisible();
  await screenshot(page, "share-refused");

  const recipient = `share-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await dialog.getByRole("button", { name: "Remove anna.example.com" }).click();
  await addresses.fill(recipient);
  await send.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Shared with 1 recipient.")).toBeVisible();
  await expect.poll(async () => (await search.mailsTo(request, recipient)).length).toBe(1);
  expect(search.consoleErrors).toEqual([]);
});
