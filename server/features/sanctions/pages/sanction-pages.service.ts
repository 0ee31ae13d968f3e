import type { Kysely } from "kysely";
import type { Static } from "typebox";
import type {
  EntryDetail,
  EntryPage,
  EntrySearchQuery,
  SanctionProducts,
  SanctionSourceList,
} from "../../../../contract/screening-pages.ts";
import type { DB } from "../../../db/schema.ts";
import { AppError } from "../../../lib/app-error.ts";
import { SANCTION_LISTS } from "../sanction-lists.ts";
import { resultId } from "../screening/entry-mapping.ts";
import * as repo from "./sanction-pages.repo.ts";

type Db = Kysely<DB>;
type SourceList = Static<typeof SanctionSourceList>;

/** Where an operator downloads a list: the first address of its documented download. */
export function listUrl(id: string): string {
  const known = SANCTION_LISTS[id as keyof typeof SANCTION_LISTS];
  return known ? (known.download.split(" ")[0] ?? "") : "";
}

/** An entry's own page at the authority, where the authority has one (OFAC's search), else the list's. */
export function entryLink(listId: string, sourceId: string): string {
  if (listId === "ofac-sdn" || listId === "ofac-cons") {
    return `https://sanctionssearch.ofac.treas.gov/Details.aspx?id=${encodeURIComponent(sourceId)}`;
  }
  return listUrl(listId);
}

const toList = (row: repo.SourceListRow): SourceList => ({
  id: row.id,
  name: row.name,
  authority: row.authority,
  version: row.version,
  publishedOn: row.published_on,
  importedAt: row.imported_at,
  entryCount: row.entry_count,
  sourceUrl: listUrl(row.id),
});

export async function sourceLists(db: Db): Promise<SourceList[]> {
  return (await repo.sourceLists(db)).map(toList);
}

export const DEFAULT_PAGE_SIZE = 20;

type EntryQuery = Omit<Static<typeof EntrySearchQuery>, "type"> & { type?: Static<typeof EntrySearchQuery>["type"] };

/** A page of entries; `scope` narrows it to a country's and a programme's entries (the country pages). */
export async function searchEntries(
  db: Db,
  query: EntryQuery,
  scope: Pick<repo.EntryFilter, "country" | "programme"> = {},
): Promise<Static<typeof EntryPage>> {
  const lists = await sourceLists(db);
  if (query.list && !lists.some((l) => l.id === query.list)) throw new AppError(404, "notFound");
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const keyword = query.keyword?.trim() || null;
  const { rows, total } = await repo.searchEntries(db, {
    keyword,
    type: query.type ?? null,
    list: query.list ?? null,
    ...scope,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    rows: rows.map((r) => ({
      id: `${r.list_id}:${r.source_id}`,
      listId: r.list_id,
      name: r.primary_name,
      entryType: r.entry_type,
      programmes: r.programmes ?? [],
      countries: r.countries ?? [],
      listedOn: r.listed_on,
      nameCount: r.name_count,
    })),
    total,
    page,
    pageSize,
    lists,
  };
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function detailValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(detailValue).join("; ");
  if (value && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** One entry by its page id `<list id>:<the list's own id>`; 404 when there is none. */
export async function entryDetail(db: Db, id: string): Promise<Static<typeof EntryDetail>> {
  const cut = id.indexOf(":");
  const listId = id.slice(0, cut);
  const sourceId = id.slice(cut + 1);
  const parts = cut > 0 ? await repo.entryParts(db, listId, sourceId) : undefined;
  const list = (await repo.sourceLists(db)).find((l) => l.id === listId);
  if (!parts || !list) throw new AppError(404, "notFound");
  const { entry } = parts;
  return {
    id,
    screeningId: resultId(listId, sourceId),
    sourceId,
    list: toList(list),
    entryType: entry.entry_type,
    primaryName: entry.primary_name,
    remarks: entry.remarks,
    listedOn: entry.listed_on,
    source: entry.source,
    link: entryLink(listId, sourceId),
    names: parts.names.map((n) => ({
      name: String(n.name),
      nameType: String(n.name_type),
      quality: text(n.quality),
      script: String(n.script),
      language: text(n.language),
    })),
    programmes: parts.programmes,
    identifiers: parts.identifiers.map((i) => ({
      idType: String(i.id_type),
      label: String(i.label),
      value: String(i.value),
      country: text(i.country),
      notes: text(i.notes),
    })),
    addresses: parts.addresses
      .map((a) => [a.street, a.city, a.region, a.postal_code, a.country].map(text).filter(Boolean).join(", "))
      .filter((a) => a !== ""),
    birthDates: parts.births.map((b) => String(b.text)),
    birthPlaces: parts.places.map((p) => String(p.place)),
    nationalities: parts.nationalities.map((n) => ({
      country: String(n.country),
      countryCode: text(n.country_code),
      kind: String(n.kind),
    })),
    details: Object.entries(entry.details ?? {})
      .filter(([, v]) => v !== null && v !== "" && !(Array.isArray(v) && v.length === 0))
      .map(([key, value]) => ({ key, value: detailValue(value) })),
  };
}

export async function products(db: Db, list: string | undefined): Promise<Static<typeof SanctionProducts>> {
  const [found, lists] = await Promise.all([repo.programmesAndProducts(db, list ?? null), sourceLists(db)]);
  return {
    products: found.products.map((p) => ({
      listId: p.list_id,
      programme: p.programme_code,
      hsCode: p.hs_code,
      description: p.description,
    })),
    programmes: found.programmes.map((p) => ({
      listId: p.list_id,
      code: p.code,
      name: p.name,
      entryCount: p.entry_count,
    })),
    lists,
  };
}
