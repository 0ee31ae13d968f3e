import { sql, type Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";

type Db = Kysely<DB>;

export type CountryScope = { list: string | null; programme: { listId: string; code: string } | null };

/** Each (entry, country) pair once: the countries an entry names as nationality, citizenship or address. */
function entryCountries(scope: CountryScope) {
  const list = scope.list ? sql`AND x.list_id = ${scope.list}` : sql``;
  const programme = scope.programme
    ? sql`AND EXISTS (SELECT 1 FROM sanction_entry_programmes p WHERE p.list_id = x.list_id AND p.source_id = x.source_id
                      AND p.list_id = ${scope.programme.listId} AND p.programme_code = ${scope.programme.code})`
    : sql``;
  return sql`
    SELECT x.list_id, x.source_id, x.country_code FROM sanction_nationalities x
    WHERE x.country_code IS NOT NULL ${list} ${programme}
    UNION
    SELECT x.list_id, x.source_id, x.country_code FROM sanction_addresses x
    WHERE x.country_code IS NOT NULL ${list} ${programme}`;
}

export type CountryCountRow = {
  country_code: string;
  entry_count: number;
  entities: number;
  individuals: number;
  others: number;
};

/** Entries per country and entry type (of one country when given), the most entries first. */
export async function countryCounts(db: Db, scope: CountryScope, country: string | null = null) {
  const only = country ? sql`WHERE ec.country_code = ${country}` : sql``;
  const { rows } = await sql<CountryCountRow>`
    WITH ec AS (${entryCountries(scope)})
    SELECT ec.country_code, count(*)::int AS entry_count,
           (count(*) FILTER (WHERE e.entry_type = 'entity'))::int AS entities,
           (count(*) FILTER (WHERE e.entry_type = 'individual'))::int AS individuals,
           (count(*) FILTER (WHERE e.entry_type NOT IN ('entity', 'individual')))::int AS others
    FROM ec JOIN sanction_entries e USING (list_id, source_id) ${only}
    GROUP BY ec.country_code ORDER BY entry_count DESC, ec.country_code`.execute(db);
  return rows;
}

export type CountryProgrammeRow = {
  country_code: string;
  list_id: string;
  code: string;
  name: string | null;
  entry_count: number;
};

/** Entries per country and programme (of one country when given). */
export async function countryProgrammes(db: Db, scope: CountryScope, country: string | null = null) {
  const only = country ? sql`WHERE ec.country_code = ${country}` : sql``;
  const { rows } = await sql<CountryProgrammeRow>`
    WITH ec AS (${entryCountries(scope)})
    SELECT ec.country_code, p.list_id, p.programme_code AS code, g.name, count(*)::int AS entry_count
    FROM ec JOIN sanction_entry_programmes p USING (list_id, source_id)
    LEFT JOIN sanction_programmes g ON g.list_id = p.list_id AND g.code = p.programme_code
    ${only}
    GROUP BY ec.country_code, p.list_id, p.programme_code, g.name
    ORDER BY ec.country_code, entry_count DESC, p.list_id, p.programme_code`.execute(db);
  return rows;
}

/** Every programme with its number of entries and of countries those entries name. */
export async function programmeCounts(db: Db, list: string | null) {
  const only = list ? sql`WHERE g.list_id = ${list}` : sql``;
  const { rows } = await sql<{
    list_id: string;
    code: string;
    name: string | null;
    entry_count: number;
    country_count: number;
  }>`
    WITH ec AS (${entryCountries({ list, programme: null })}),
    per_country AS (
      SELECT p.list_id, p.programme_code AS code, count(DISTINCT ec.country_code)::int AS n
      FROM ec JOIN sanction_entry_programmes p USING (list_id, source_id) GROUP BY 1, 2),
    per_entry AS (SELECT list_id, programme_code AS code, count(*)::int AS n FROM sanction_entry_programmes GROUP BY 1, 2)
    SELECT g.list_id, g.code, g.name, coalesce(pe.n, 0) AS entry_count, coalesce(pc.n, 0) AS country_count
    FROM sanction_programmes g LEFT JOIN per_entry pe USING (list_id, code) LEFT JOIN per_country pc USING (list_id, code)
    ${only}
    ORDER BY entry_count DESC, g.list_id, g.code`.execute(db);
  return rows;
}
