import { expect, test, type BrowserContext } from "@playwright/test";
import { CollectionsPage, MyTagPage } from "./pages/collections.page.ts";
import { callApi, registerAndSignIn, serverFolders, useSession, type Session } from "./collections-session.ts";
import { COLLECTION_NAME_MAX } from "../../contract/collections-limits.ts";
import { collectionsEndpoints, tagsEndpoints } from "../../contract/collections.endpoints.ts";

// This spec needs the service worker (the offline shell); the others run without it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** Companies are referred to by their public id; names are what the client saw. */
const ACME = { aaaId: "A7K1", companyName: "Acme Trading Ltd", countryCode: "GB" };
const GLOBEX = { aaaId: "A7K2", companyName: "Globex Corporation", countryCode: "US" };

/** A folder holding the given companies, made through the API (the state before the test's edits). */
async function seedFolder(
  request: Parameters<typeof callApi>[0],
  session: Session,
  name: string,
  companies: { aaaId: string; companyName: string; countryCode: string }[],
) {
  const folder = await callApi(request, session, collectionsEndpoints.create, { id: crypto.randomUUID(), name });
  await callApi(request, session, collectionsEndpoints.addItems, { collectionId: folder.id, items: companies });
  return folder.id;
}

/** Every mutation the context sends, by idempotency key, to show that none is sent twice. */
function recordMutations(context: BrowserContext): Map<string, number> {
  const sent = new Map<string, number>();
  context.on("requestfinished", (request) => {
    const key = request.headers()["idempotency-key"];
    if (key) sent.set(key, (sent.get(key) ?? 0) + 1);
  });
  return sent;
}

test.describe("collections offline-first", () => {
  test.setTimeout(120_000);

  test("collect into a new folder offline, reload offline, sync, and see it on a second device", async ({
    browser,
    request,
  }) => {
    const session = await registerAndSignIn(request);
    await seedFolder(request, session, "Watchlist", [ACME]);

    const deviceA = await browser.newContext();
    await useSession(deviceA, session);
    const sent = recordMutations(deviceA);
    const pageA = await deviceA.newPage();
    const workers: string[] = [];
    pageA.on("worker", (worker) => workers.push(worker.url()));
    const a = new CollectionsPage(pageA);
    await a.open();
    await a.waitForServiceWorker();
    await expect(a.folder("Watchlist")).toBeVisible();
    await a.openFolder("Watchlist");
    await expect.poll(() => a.shownIds()).toEqual([ACME.aaaId]);
    await a.screenshot("1-online");

    await deviceA.setOffline(true);
    await a.collectIntoNewFolder(ACME.aaaId, "Offline picks");
    await expect(a.folder("Offline picks")).toBeVisible();
    await expect(a.pendingBadge).toHaveText("2");
    await expect(a.syncStatus).toHaveAttribute("data-state", "offline");
    await a.screenshot("2-offline-collected");

    await a.page.reload();
    await expect(a.folder("Offline picks")).toBeVisible();
    await a.openFolder("Offline picks");
    await expect.poll(() => a.shownIds()).toEqual([ACME.aaaId]);
    await expect(a.pendingBadge).toHaveText("2");
    await a.screenshot("3-offline-reloaded");

    await deviceA.setOffline(false);
    await a.waitUntilSynced();
    expect(await serverFolders(request, session)).toEqual({ Watchlist: [ACME.aaaId], "Offline picks": [ACME.aaaId] });
    expect([...sent.values()].every((count) => count === 1)).toBe(true);
    expect(sent.size).toBe(2);
    // The replay ran in the sync worker.
    expect(workers.some((url) => url.includes("sync.worker"))).toBe(true);

    // A second device (another browser profile) with the same session: its cache starts empty.
    const deviceB = await browser.newContext();
    await useSession(deviceB, session);
    const b = new CollectionsPage(await deviceB.newPage());
    await b.open();
    await expect(b.folder("Offline picks")).toBeVisible({ timeout: 20_000 });
    await expect(b.folderList.getByRole("button", { name: /^Offline picks/ })).toHaveCount(1);
    await b.openFolder("Offline picks");
    await expect.poll(() => b.shownIds()).toEqual([ACME.aaaId]);
    await b.screenshot("4-second-device");
    await deviceA.close();
    await deviceB.close();
  });

  test("two tabs edit offline, reconnect, and converge with nothing lost or doubled", async ({ browser, request }) => {
    const session = await registerAndSignIn(request);
    await seedFolder(request, session, "Watchlist", [ACME, GLOBEX]);

    const device = await browser.newContext();
    await useSession(device, session);
    const sent = recordMutations(device);
    const one = new CollectionsPage(await device.newPage());
    await one.open();
    await one.waitForServiceWorker();
    await one.openFolder("Watchlist");
    await expect.poll(() => one.shownIds()).toEqual(expect.arrayContaining([ACME.aaaId, GLOBEX.aaaId]));
    const two = new CollectionsPage(await device.newPage());
    await two.open();
    await two.openFolder("Watchlist");
    await expect.poll(() => two.shownIds()).toHaveLength(2);

    await device.setOffline(true);
    // Tab one makes a folder; tab two sees it at once (same device cache) and files into it too.
    await one.collectIntoNewFolder(ACME.aaaId, "Shortlist");
    await expect(two.folder("Shortlist")).toBeVisible();
    await two.collectInto(GLOBEX.aaaId, "Shortlist");
    await two.collectIntoNewFolder(ACME.aaaId, "Tab two");
    await one.removeFromFolder(GLOBEX.aaaId);
    await expect.poll(() => two.shownIds()).toEqual([ACME.aaaId]);
    await expect(one.pendingBadge).toHaveText("6");
    await two.screenshot("5-two-tabs-offline");

    await device.setOffline(false);
    await one.waitUntilSynced();
    await two.waitUntilSynced();
    expect(await serverFolders(request, session)).toEqual({
      Watchlist: [ACME.aaaId],
      Shortlist: [ACME.aaaId, GLOBEX.aaaId].sort(),
      "Tab two": [ACME.aaaId],
    });
    // Each queued change reached the server once, from one tab (the Web Lock), never twice.
    expect(sent.size).toBe(6);
    expect([...sent.values()].every((count) => count === 1)).toBe(true);

    await two.openFolder("Shortlist");
    await expect.poll(() => two.shownIds()).toHaveLength(2);
    await two.screenshot("6-two-tabs-synced");

    const other = await browser.newContext();
    await useSession(other, session);
    const elsewhere = new CollectionsPage(await other.newPage());
    await elsewhere.open();
    await elsewhere.openFolder("Shortlist");
    await expect.poll(() => elsewhere.shownIds()).toEqual(expect.arrayContaining([ACME.aaaId, GLOBEX.aaaId]));
    expect(await elsewhere.shownIds()).toHaveLength(2);
    await device.close();
    await other.close();
  });

  test("tag a company from the portfolio, then rename and untag it on My Tag", async ({ browser, request }) => {
    const session = await registerAndSignIn(request);
    await seedFolder(request, session, "Watchlist", [ACME, GLOBEX]);
    const device = await browser.newContext({ viewport: { width: 1280, height: 760 } });
    await useSession(device, session);
    const portfolio = new CollectionsPage(await device.newPage());
    await portfolio.open();
    await portfolio.openFolder("Watchlist");
    await portfolio.row(GLOBEX.aaaId).getByTestId("tag-button").click();
    const picker = portfolio.page.getByTestId("tag-picker");
    await picker.getByPlaceholder("New tag name").fill("Key supplier");
    await picker.getByRole("button", { name: "Create" }).click();
    await expect(picker.getByRole("checkbox", { name: "Key supplier" })).toBeChecked();
    await portfolio.screenshot("7-tag-picker");
    await portfolio.page.keyboard.press("Escape");
    await portfolio.waitUntilSynced();
    await portfolio.syncStatus.getByRole("button").click();
    await expect(portfolio.page.getByText("Folders and tags are up to date")).toBeVisible();
    await portfolio.screenshot("8-sync-status");

    const tags = new MyTagPage(portfolio.page);
    await tags.open();
    await tags.tag("Key supplier").click();
    await expect(tags.tagTitle).toHaveText("Key supplier");
    await expect(tags.row(GLOBEX.aaaId)).toBeVisible();
    await expect(tags.row(ACME.aaaId)).toHaveCount(0);
    await tags.renameSelected("Strategic supplier", "9a-rename-dialog");
    await tags.screenshot("9-my-tag");
    await tags.row(GLOBEX.aaaId).getByRole("button", { name: "Remove this tag" }).click();
    await expect(tags.page.getByTestId("tag-companies-empty")).toBeVisible();
    await portfolio.waitUntilSynced();
    const serverTags = await callApi(request, session, tagsEndpoints.list, undefined);
    expect(serverTags.map((tag) => [tag.name, tag.companyCount])).toEqual([["Strategic supplier", 0]]);

    await tags.page.setViewportSize({ width: 390, height: 800 });
    await tags.screenshot("10-my-tag-narrow");
    await portfolio.open();
    await portfolio.openFolder("Watchlist");
    await portfolio.screenshot("11-portfolio-narrow");
    await device.close();
  });

  test("the picker's new-folder field refuses a name the user has and one over the limit", async ({
    browser,
    request,
  }) => {
    const session = await registerAndSignIn(request);
    await seedFolder(request, session, "Watchlist", [ACME]);
    const device = await browser.newContext();
    await useSession(device, session);
    const portfolio = new CollectionsPage(await device.newPage());
    await portfolio.open();
    await portfolio.openFolder("Watchlist");
    await portfolio.openCollect(ACME.aaaId);
    const { name, create, alert } = portfolio.newFolderField();
    await expect(create).toBeDisabled();

    await name.fill("  WATCHLIST ");
    await create.click();
    await expect(alert).toHaveText("You already have a folder with this name");
    await expect(name).toBeFocused();
    await expect(portfolio.folderPicker.getByRole("checkbox")).toHaveCount(1);
    await name.fill("x".repeat(COLLECTION_NAME_MAX + 1));
    await expect(alert).toHaveText(`The folder name is no more than ${COLLECTION_NAME_MAX} characters`);
    await portfolio.screenshot("12-new-folder-too-long");
    await name.fill("Shortlist");
    await expect(alert).toHaveCount(0);
    await create.click();
    await expect(portfolio.pickerCheckbox("Shortlist")).toBeChecked();
    await expect(name).toHaveValue("");
    await expect(name).toBeFocused();
    await device.close();
  });
});
