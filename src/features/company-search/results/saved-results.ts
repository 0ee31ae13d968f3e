import type { CompanyLabel, SearchFacets, SearchQuery, SearchResult } from "../../../../contract/company-search.ts";
import { db, type SavedResultPage } from "../../../offline/db.ts";

/**
 * Result pages seen online, kept in IndexedDB so that a search opens again offline. The cache is
 * bounded (the least recently saved pages go first) and holds what a user searched for, so it is
 * per user and emptied when the session ends.
 */
export const MAX_SAVED_PAGES = 50;

type Owner = string | null;

/** The same JSON for the same query, whatever the order its fields were set in. */
function canonical(value: Record<string, unknown>): string {
  const fields = Object.keys(value)
    .filter((key) => value[key] !== undefined && value[key] !== "")
    .sort();
  return JSON.stringify(fields.map((key) => [key, value[key]]));
}

export function pageKey(owner: Owner, query: SearchQuery): string {
  return `${owner ?? ""}|${canonical(query)}`;
}

/** The search a page belongs to: its facets are the same on every page and in every order. */
export function criteriaKey(owner: Owner, query: SearchQuery): string {
  const { page: _page, pageSize: _size, sort: _sort, order: _order, ...criteria } = query;
  return `${owner ?? ""}|${canonical(criteria)}`;
}

/** The keys to drop so that at most `max` pages stay: the oldest saves first. */
export function keysToEvict(pages: readonly Pick<SavedResultPage, "key" | "savedAt">[], max: number): string[] {
  if (pages.length <= max) return [];
  return [...pages]
    .sort((a, b) => a.savedAt - b.savedAt || a.key.localeCompare(b.key))
    .slice(0, pages.length - max)
    .map((page) => page.key);
}

/** Stores a page as it came (with its facets when they came too), then trims the cache. */
export async function saveResultPage(
  owner: Owner,
  query: SearchQuery,
  result: SearchResult,
  facets: SearchFacets | null,
  now = Date.now(),
): Promise<void> {
  await db.transaction("rw", db.savedResultPages, async () => {
    await db.savedResultPages.put({
      key: pageKey(owner, query),
      criteria: criteriaKey(owner, query),
      owner,
      result,
      facets,
      savedAt: now,
    });
    const pages = await db.savedResultPages.toCollection().toArray();
    // Pages of a user who is no longer signed in are not kept either.
    const others = pages.filter((page) => page.owner !== owner).map((page) => page.key);
    const own = pages.filter((page) => page.owner === owner);
    await db.savedResultPages.bulkDelete([...others, ...keysToEvict(own, MAX_SAVED_PAGES)]);
  });
}

export function readResultPage(owner: Owner, query: SearchQuery): Promise<SavedResultPage | undefined> {
  return db.savedResultPages.get(pageKey(owner, query));
}

/** The facets saved with any page of the search, the latest first. */
export async function readSavedFacets(owner: Owner, query: SearchQuery): Promise<SearchFacets | null> {
  const pages = await db.savedResultPages.where("criteria").equals(criteriaKey(owner, query)).sortBy("savedAt");
  return pages.reverse().find((page) => page.facets !== null)?.facets ?? null;
}

const labelsKey = (locale: string) => `company-labels:${locale}`;

export async function saveLabels(locale: string, labels: CompanyLabel[]): Promise<void> {
  await db.meta.put({ key: labelsKey(locale), value: labels, updatedAt: Date.now() });
}

export async function readLabels(locale: string): Promise<CompanyLabel[] | null> {
  return ((await db.meta.get(labelsKey(locale)))?.value as CompanyLabel[] | undefined) ?? null;
}

export async function clearSavedResults(): Promise<void> {
  await db.savedResultPages.clear();
}
