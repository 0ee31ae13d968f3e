import type { Kysely } from "kysely";
import type { Static } from "typebox";
import type {
  CountryDetails,
  CountryDetailsQuery,
  CountryLabels,
  LabelCountries,
  ProgrammeCount,
  SanctionCountry,
} from "../../../../contract/sanction-countries.ts";
import type { DB } from "../../../db/schema.ts";
import { AppError } from "../../../lib/app-error.ts";
import * as repo from "./sanction-countries.repo.ts";
import { DEFAULT_PAGE_SIZE, searchEntries, sourceLists } from "./sanction-pages.service.ts";

type Db = Kysely<DB>;
type Filter = { label?: string | undefined; list?: string | undefined };

/** `<list id>:<code>` split, or undefined. */
export function parseLabel(label: string): { listId: string; code: string } | undefined {
  const cut = label.indexOf(":");
  return cut > 0 && cut < label.length - 1 ? { listId: label.slice(0, cut), code: label.slice(cut + 1) } : undefined;
}

const programmeOf = (r: { list_id: string; code: string; name: string | null; entry_count: number }) => ({
  label: `${r.list_id}:${r.code}`,
  listId: r.list_id,
  code: r.code,
  name: r.name,
  entryCount: r.entry_count,
});

/** The scope a filter names; 404 for a list or programme that is not loaded. */
async function scopeOf(db: Db, filter: Filter): Promise<repo.CountryScope> {
  const programme = filter.label ? parseLabel(filter.label) : undefined;
  const lists = await sourceLists(db);
  const listIds = [filter.list, programme?.listId].filter((l) => l !== undefined);
  if (listIds.some((id) => !lists.some((l) => l.id === id))) throw new AppError(404, "notFound");
  if (programme) {
    const known = await repo.programmeCounts(db, programme.listId);
    if (!known.some((p) => p.code === programme.code)) throw new AppError(404, "notFound");
  }
  return { list: filter.list ?? null, programme: programme ?? null };
}

/** Country rows with their programmes (pure: joins the two grouped queries). */
export function assembleCountries(
  counts: readonly repo.CountryCountRow[],
  programmes: readonly repo.CountryProgrammeRow[],
): Static<typeof SanctionCountry>[] {
  const byCountry = new Map<string, Static<typeof ProgrammeCount>[]>();
  for (const row of programmes) {
    const list = byCountry.get(row.country_code) ?? [];
    list.push(programmeOf(row));
    byCountry.set(row.country_code, list);
  }
  return counts.map((c) => ({
    countryCode: c.country_code,
    entryCount: c.entry_count,
    entities: c.entities,
    individuals: c.individuals,
    others: c.others,
    programmes: (byCountry.get(c.country_code) ?? []).sort(
      (a, b) => b.entryCount - a.entryCount || (a.label < b.label ? -1 : 1),
    ),
  }));
}

export async function countryList(db: Db, filter: Filter) {
  const scope = await scopeOf(db, filter);
  const [counts, programmes] = await Promise.all([repo.countryCounts(db, scope), repo.countryProgrammes(db, scope)]);
  return { countries: assembleCountries(counts, programmes) };
}

export async function listCountries(db: Db, filter: Filter) {
  const counts = await repo.countryCounts(db, await scopeOf(db, filter));
  return { countries: counts.map((c) => ({ countryCode: c.country_code, entryCount: c.entry_count })) };
}

export async function countryLabels(db: Db, filter: Filter): Promise<Static<typeof CountryLabels>> {
  await scopeOf(db, { list: filter.list });
  const rows = await repo.programmeCounts(db, filter.list ?? null);
  return { labels: rows.map((r) => ({ ...programmeOf(r), countryCount: r.country_count })) };
}

export async function labelCountries(db: Db, label: string): Promise<Static<typeof LabelCountries>> {
  const scope = await scopeOf(db, { label });
  const programme = (await repo.programmeCounts(db, scope.programme!.listId)).find(
    (p) => p.code === scope.programme!.code,
  )!;
  const counts = await repo.countryCounts(db, scope);
  return {
    programme: programmeOf(programme),
    countries: counts.map((c) => ({ countryCode: c.country_code, entryCount: c.entry_count })),
  };
}

export async function countryDetails(
  db: Db,
  query: Static<typeof CountryDetailsQuery>,
): Promise<Static<typeof CountryDetails>> {
  const country = query.country.toUpperCase();
  const scope = await scopeOf(db, { label: query.label });
  const [counts, programmes] = await Promise.all([
    repo.countryCounts(db, scope, country),
    repo.countryProgrammes(db, scope, country),
  ]);
  const found = assembleCountries(counts, programmes)[0];
  if (!found) throw new AppError(404, "notFound");
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const entries = await searchEntries(db, { page, pageSize }, { country, programme: scope.programme });
  return { country: found, rows: entries.rows, total: entries.total, page, pageSize };
}
