import "fake-indexeddb/auto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchFacets, SearchQuery, SearchResult } from "../../../../contract/company-search.ts";
import type * as Saved from "./saved-results.ts";
import type * as DbModule from "../../../offline/db.ts";

let saved: typeof Saved;
let db: (typeof DbModule)["db"];

/** A browser's storage, enough for the session helpers. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

beforeAll(async () => {
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("localStorage", memoryStorage());
  vi.stubGlobal("sessionStorage", memoryStorage());
  ({ db } = await import("../../../offline/db.ts"));
  saved = await import("./saved-results.ts");
});

beforeEach(async () => {
  await db.savedResultPages.clear();
  localStorage.clear();
  sessionStorage.clear();
});

const query = (page: number, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  searchname: "north",
  keword: 2,
  page,
  pageSize: 20,
  ...extra,
});

const result = (name: string): SearchResult => ({
  total: 1,
  page: 1,
  pageSize: 20,
  matchMode: "first-word",
  rows: [{ name } as SearchResult["rows"][number]],
});

const facets = (total: number): SearchFacets => ({
  total,
  matchMode: "first-word",
  country: [],
  industry: [],
  listed: [],
  years: [],
});

describe("keysToEvict", () => {
  it("keeps everything up to the bound", () => {
    expect(saved.keysToEvict([{ key: "a", savedAt: 1 }], 1)).toEqual([]);
  });

  it("drops the oldest saves first, ties in key order", () => {
    const pages = [
      { key: "d", savedAt: 4 },
      { key: "b", savedAt: 1 },
      { key: "a", savedAt: 1 },
      { key: "c", savedAt: 3 },
    ];
    expect(saved.keysToEvict(pages, 2)).toEqual(["a", "b"]);
  });
});

describe("keys", () => {
  it("names a page by its query whatever the order of its fields, and per user", () => {
    const a = saved.pageKey("u1", { keword: 2, page: 1, pageSize: 20, searchname: "x", country: "US" });
    const b = saved.pageKey("u1", { country: "US", searchname: "x", pageSize: 20, page: 1, keword: 2 });
    expect(a).toBe(b);
    expect(saved.pageKey("u2", query(1))).not.toBe(saved.pageKey("u1", query(1)));
    expect(saved.pageKey("u1", query(2))).not.toBe(saved.pageKey("u1", query(1)));
  });

  it("gives every page and sort of one search the same criteria", () => {
    expect(saved.criteriaKey("u1", query(3, { sort: "name", order: "asc", pageSize: 50 }))).toBe(
      saved.criteriaKey("u1", query(1)),
    );
    expect(saved.criteriaKey("u1", query(1, { country: "US" }))).not.toBe(saved.criteriaKey("u1", query(1)));
  });
});

describe("saved result pages", () => {
  it("reads back the page the same user saved, and nothing for another user", async () => {
    await saved.saveResultPage("u1", query(1), result("North Ltd"), facets(7), 1000);
    const page = await saved.readResultPage("u1", { ...query(1) });
    expect(page?.result.rows[0]?.name).toBe("North Ltd");
    expect(page?.savedAt).toBe(1000);
    expect(await saved.readResultPage("u2", query(1))).toBeUndefined();
    expect(await saved.readResultPage(null, query(1))).toBeUndefined();
    expect(await saved.readResultPage("u1", query(2))).toBeUndefined();
  });

  it("keeps the last MAX_SAVED_PAGES pages, the oldest saved go first", async () => {
    const extra = 3;
    for (let page = 1; page <= saved.MAX_SAVED_PAGES + extra; page++)
      await saved.saveResultPage("u1", query(page), result(`p${page}`), null, page);
    expect(await db.savedResultPages.count()).toBe(saved.MAX_SAVED_PAGES);
    for (let page = 1; page <= extra; page++) expect(await saved.readResultPage("u1", query(page))).toBeUndefined();
    expect((await saved.readResultPage("u1", query(extra + 1)))?.result.rows[0]?.name).toBe(`p${extra + 1}`);
  });

  it("saving a page again makes it the newest", async () => {
    await saved.saveResultPage("u1", query(1), result("old"), null, 1);
    for (let page = 2; page <= saved.MAX_SAVED_PAGES; page++)
      await saved.saveResultPage("u1", query(page), result(`p${page}`), null, page);
    await saved.saveResultPage("u1", query(1), result("again"), null, 100);
    await saved.saveResultPage("u1", query(99), result("new"), null, 101);
    expect((await saved.readResultPage("u1", query(1)))?.result.rows[0]?.name).toBe("again");
    expect(await saved.readResultPage("u1", query(2))).toBeUndefined();
  });

  it("drops the pages of another user when a user saves", async () => {
    await saved.saveResultPage("u1", query(1), result("u1's"), null, 1);
    await saved.saveResultPage("u2", query(1), result("u2's"), null, 2);
    expect(await saved.readResultPage("u1", query(1))).toBeUndefined();
    expect(await db.savedResultPages.count()).toBe(1);
  });

  it("finds the latest facets saved with any page of the search", async () => {
    await saved.saveResultPage("u1", query(1), result("a"), facets(5), 1);
    await saved.saveResultPage("u1", query(2, { sort: "name", order: "asc" }), result("b"), facets(6), 2);
    await saved.saveResultPage("u1", query(3), result("c"), null, 3);
    expect((await saved.readSavedFacets("u1", query(9)))?.total).toBe(6);
    expect(await saved.readSavedFacets("u1", query(1, { country: "US" }))).toBeNull();
  });

  it("is emptied when the session ends, not when it starts", async () => {
    const { clearSavedResultsOnSignOut } = await import("./clear-on-sign-out.ts");
    const stop = clearSavedResultsOnSignOut();
    try {
      await saved.saveResultPage(null, query(1), result("signed out"), null, 1);
      localStorage.setItem("token", "t");
      window.dispatchEvent(new Event("session-change"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await db.savedResultPages.count()).toBe(1);
      await saved.saveResultPage("u1", query(1), result("u1's"), null, 2);
      localStorage.removeItem("token");
      window.dispatchEvent(new Event("session-change"));
      await vi.waitFor(async () => expect(await db.savedResultPages.count()).toBe(0));
    } finally {
      stop();
    }
  });
});
