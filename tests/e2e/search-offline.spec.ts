import { expect, test, type Page } from "@playwright/test";
import { CollectionsPage } from "./pages/collections.page.ts";
import { CompanyProfilePage } from "./pages/company-profile.page.ts";
import { CompanySearchPage } from "./pages/company-search.page.ts";
import { registerAndSignIn, serverFolders, useSession, type Session } from "./collections-session.ts";
import { screenshot, SCREENSHOTS } from "./screenshots.ts";

// This spec needs the service worker (the offline shell); the others run without it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * The result list offline (saved pages, the notice, what needs the connection) and collecting
 * companies from the list's toolbar and the profile header, online and offline.
 */

const LIST = "/index/search/list/north/company?searchname=north&keword=2";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

let session: Session;

test.beforeEach(async ({ request, context }) => {
  session = await registerAndSignIn(request);
  await useSession(context, session);
});

/** How many result pages the app has kept in IndexedDB (the persisted query cache). */
function savedPageCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("csi-query-cache");
        open.onerror = () => reject(open.error ?? new Error("indexedDB.open failed"));
        open.onupgradeneeded = () => open.result.createObjectStore("clients");
        open.onsuccess = () => {
          const read = open.result.transaction("clients").objectStore("clients").get("app");
          read.onerror = () => reject(read.error ?? new Error("read failed"));
          read.onsuccess = () => {
            const client = read.result as { clientState: { queries: { queryKey: unknown[] }[] } } | undefined;
            const queries = client?.clientState.queries ?? [];
            resolve(
              queries.filter(({ queryKey }) => queryKey[0] === "company-search" && queryKey[1] === "page").length,
            );
          };
        };
      }),
  );
}

/** A screenshot at a given size, when asked for (E2E_SCREENSHOTS=1). */
async function shot(page: Page, name: string, size = DESKTOP): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.setViewportSize(size);
  await screenshot(page, name);
}

/** Ticks rows of the list and files them into a new folder from the toolbar's Collect. */
async function collectSelectionIntoNewFolder(search: CompanySearchPage, indexes: number[], folder: string) {
  for (const index of indexes) await search.selectRow(index);
  const toolbar = search.page.getByTestId("results-toolbar");
  await expect(toolbar.getByTestId("selected-count")).toHaveText(`${indexes.length} selected`);
  await toolbar.getByTestId("collect-button").click();
  const picker = search.page.getByTestId("folder-picker");
  await picker.getByPlaceholder("New folder name").fill(folder);
  await picker.getByRole("button", { name: "Create" }).click();
  await expect(picker.getByRole("checkbox", { name: folder, exact: true })).toBeChecked();
}

test("a result page seen online opens again offline, with the saved-results notice", async ({ page, context }) => {
  test.setTimeout(120_000);
  const search = new CompanySearchPage(page);
  await search.goto(LIST);
  await search.waitForServiceWorker();
  await search.waitForRows();
  const names = await search.rowNames();
  const count = await search.count.innerText();
  await expect(page.getByTestId("saved-results")).toHaveCount(0);
  await expect.poll(() => savedPageCount(page)).toBe(1);

  await context.setOffline(true);
  await page.reload();
  await search.waitForRows();
  await expect(page.getByTestId("saved-results")).toContainText("Saved results from");
  expect(await search.rowNames()).toEqual(names);
  await expect(search.count).toHaveText(count);
  await shot(page, "offline-results-desktop");
  await shot(page, "offline-results-phone", PHONE);
  await page.setViewportSize(DESKTOP);

  // A page that was never opened online says so instead of showing other rows.
  await search.page.getByRole("button", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("result-error")).toContainText("not saved for offline use");
  await expect(search.rows).toHaveCount(0);
  await shot(page, "offline-unsaved-page");

  // Autocomplete offline suggests nothing (as for any failed call): checked once its call has failed.
  const called = search.suggestionCallEnded("nort");
  await search.nameInput.fill("nort");
  await called;
  await expect(search.suggestions).toBeHidden();

  // Back online, the list is live again.
  await context.setOffline(false);
  await page.goto(LIST);
  await search.waitForRows();
  await expect(page.getByTestId("saved-results")).toHaveCount(0);
});

test("collects selected rows from the toolbar and a company from its profile, online and offline", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const search = new CompanySearchPage(page);
  await search.goto(LIST);
  await search.waitForServiceWorker();
  await search.waitForRows();
  const ids = await search.rowIds();
  expect(ids.length).toBeGreaterThanOrEqual(5);

  await collectSelectionIntoNewFolder(search, [0, 1], "Shortlist");
  await shot(page, "toolbar-collect-desktop");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("folder-picker")).toHaveCount(0);
  await shot(page, "toolbar-collect-phone", PHONE);
  await page.setViewportSize(DESKTOP);

  const profile = new CompanyProfilePage(page);
  await profile.open(ids[2] as string);
  const actions = page.getByTestId("profile-actions");
  await actions.getByTestId("collect-button").click();
  await page.getByTestId("folder-picker").getByRole("checkbox", { name: "Shortlist", exact: true }).click();
  await expect(
    page.getByTestId("folder-picker").getByRole("checkbox", { name: "Shortlist", exact: true }),
  ).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("folder-picker")).toHaveCount(0);
  await expect(actions.getByTestId("collect-button")).toHaveText("Collected");
  await shot(page, "profile-header-desktop");
  await shot(page, "profile-header-phone", PHONE);
  await page.setViewportSize(DESKTOP);

  // Offline: the saved list opens, and two more rows go into a new folder (queued in the outbox).
  await search.goto(LIST);
  await search.waitForRows();
  await expect.poll(() => savedPageCount(page)).toBeGreaterThan(0);
  await context.setOffline(true);
  await page.reload();
  await search.waitForRows();
  await expect(page.getByTestId("saved-results")).toBeVisible();
  await collectSelectionIntoNewFolder(search, [3, 4], "Offline picks");
  await page.keyboard.press("Escape");
  await context.setOffline(false);

  // Back online, the outbox replays; the server and the portfolio hold exactly those companies.
  const expected = { Shortlist: [ids[0], ids[1], ids[2]].sort(), "Offline picks": [ids[3], ids[4]].sort() };
  await expect.poll(() => serverFolders(request, session), { timeout: 30_000 }).toEqual(expected);
  const portfolio = new CollectionsPage(page);
  await portfolio.open();
  await portfolio.openFolder("Shortlist");
  await expect.poll(async () => (await portfolio.shownIds()).sort()).toEqual(expected.Shortlist);
  await portfolio.openFolder("Offline picks");
  await expect.poll(async () => (await portfolio.shownIds()).sort()).toEqual(expected["Offline picks"]);
});
