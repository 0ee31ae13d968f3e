import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  baseQuery,
  COUNTRY_OR_UNKNOWN,
  compactStart,
  filterCondition,
  identifierHits,
  matchCondition,
  nameStart,
  orderBy,
  pageBaseQuery,
  rankedStart,
  rankedTest,
  type FilterName,
} from "./company-search.sql.ts";
import { prefixRange, type MatchRule, type SearchFilters, type SearchPlan } from "./search-plan.ts";
import { editDistance } from "../../lib/edit-distance.ts";

/** Company search: SQL only. `today` (YYYY-MM-DD) is the date years in business are counted to. */

export type CompanyRecord = {
  total: string;
  id: string;
  aaa_id: string;
  name: string;
  name_native: string | null;
  matched_name: string | null;
  country_code: string | null;
  city: string | null;
  address: string | null;
  industry_section: string | null;
  industry_code: string | null;
  industry_description: string | null;
  legal_form: string | null;
  status: string;
  founded_on: string | null;
  years_in_business: number | null;
  is_listed: boolean;
  stock_code: string | null;
  stock_exchange: string | null;
  employees: number | null;
  registry_number: string | null;
  lei: string | null;
  website: string | null;
  data_quality: number;
  last_update: string | null;
  source: string;
  is_demo: boolean;
};

export type SuggestionRecord = Pick<
  CompanyRecord,
  "total" | "aaa_id" | "name" | "matched_name" | "country_code" | "is_demo"
>;

type Window = { limit: number; offset: number };

/** A word is a typo of a name's word when they share half of the word's trigrams ("siemns" ~ "siemens"). */
const WORD_SIMILARITY_THRESHOLD = 0.5;

export function rowColumns(today: string) {
  return sql`c.id::text AS id, c.aaa_id, c.name, c.name_native, p.matched_name, c.country_code,
    a.city, a.address, c.industry_section, coalesce(c.isic, c.sic) AS industry_code,
    coalesce(ic.description, c.sic_description) AS industry_description, c.legal_form, c.status,
    to_char(c.founded_on, 'YYYY-MM-DD') AS founded_on,
    CASE WHEN c.founded_on IS NULL THEN NULL
      ELSE extract(year FROM age(${today}::date, c.founded_on))::int END AS years_in_business,
    c.is_listed, c.stock_code, c.stock_exchange, c.employees,
    coalesce(c.registry_number, CASE WHEN c.cik IS NOT NULL THEN 'CIK ' || c.cik END) AS registry_number,
    c.lei, c.website, c.data_quality, to_char(c.last_update, 'YYYY-MM-DD') AS last_update, c.source, c.is_demo`;
}

/** The address shown in the list: the registered one, else the first known. */
export const ADDRESS_JOIN = sql`LEFT JOIN LATERAL (
    SELECT ad.city, nullif(concat_ws(', ', ad.line1, ad.line2, ad.postcode, ad.city, ad.region), '') AS address
    FROM company_addresses ad WHERE ad.company_id = c.id
    ORDER BY (ad.kind = 'registered') DESC, ad.seq LIMIT 1
  ) a ON true
  LEFT JOIN industry_codes ic ON ic.scheme = 'isic4' AND ic.code = c.isic`;

/**
 * The window of the filtered result, in order, and the result's size: the matches are kept once
 * (MATERIALIZED), counted, and sorted only as far as the window's end (a top-N sort, not a sort
 * of every match).
 */
function pageQuery(base: RawBuilder<unknown>, filters: SearchFilters, order: RawBuilder<unknown>, window: Window) {
  return sql`matches AS MATERIALIZED (SELECT * FROM (${base}) b WHERE ${filterCondition(filters)}),
    page AS (
      SELECT b.id, b.matched_name, (SELECT count(*) FROM matches) AS total, row_number() OVER (ORDER BY ${order}) AS ord
      FROM (SELECT * FROM matches b ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}) b
    )`;
}

/**
 * One page of the result list, in the plan's order, with the total of the filtered result (of the
 * companies `ids`, when given).
 */
export async function searchCompanies(
  db: Kysely<DB>,
  plan: SearchPlan,
  rule: MatchRule,
  today: string,
  window: Window,
  ids?: readonly string[],
): Promise<CompanyRecord[]> {
  const base = pageBaseQuery(plan, rule, today, ids);
  const result = await sql<CompanyRecord>`WITH ${pageQuery(base, plan.filters, orderBy(plan.sort, plan.order), window)}
      SELECT p.total, ${rowColumns(today)}
      FROM page p JOIN companies c ON c.id = p.id
      ${ADDRESS_JOIN}
      ORDER BY p.ord`.execute(db);
  return result.rows;
}

/** The autocomplete's rows: the same search, fewer columns. */
export async function suggestCompanies(
  db: Kysely<DB>,
  plan: SearchPlan,
  rule: MatchRule,
  today: string,
  limit: number,
  ids?: readonly string[],
): Promise<SuggestionRecord[]> {
  const base = pageBaseQuery(plan, rule, today, ids);
  const window = { limit, offset: 0 };
  const result =
    await sql<SuggestionRecord>`WITH ${pageQuery(base, plan.filters, orderBy(plan.sort, plan.order), window)}
      SELECT p.total, c.aaa_id, c.name, p.matched_name, c.country_code, c.is_demo
      FROM page p JOIN companies c ON c.id = p.id
      ORDER BY p.ord`.execute(db);
  return result.rows;
}

/** Chosen companies by id, in the order given (the selection as the user sees it). */
export async function companiesByIds(db: Kysely<DB>, ids: readonly string[], today: string): Promise<CompanyRecord[]> {
  const result = await sql<CompanyRecord>`WITH page AS (
      SELECT c.id, NULL::text AS matched_name, 0 AS total, array_position(${ids}::bigint[], c.id) AS ord
      FROM companies c WHERE c.id = ANY(${ids}::bigint[])
    )
    SELECT p.total, ${rowColumns(today)}
    FROM page p JOIN companies c ON c.id = p.id
    ${ADDRESS_JOIN}
    ORDER BY p.ord`.execute(db);
  return result.rows;
}

/** The size of the filtered result (asked when a page past the end came back empty). */
export async function countCompanies(db: Kysely<DB>, plan: SearchPlan, rule: MatchRule, today: string) {
  const result = await sql<{ total: string }>`SELECT count(*) AS total
      FROM (${pageBaseQuery(plan, rule, today)}) b WHERE ${filterCondition(plan.filters)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** Names read at most to count the companies of a first-word query (past it, the count is a lower bound). */
export const COUNT_NAMES_LIMIT = 20_000;

/**
 * The names a first-word query matches and their companies, counted over the first `upTo` + 1
 * names at most: read from the spaceless-name index alone (it holds the company), in its order,
 * which is what the ORDER BY asks for (a bitmap scan would read the rows).
 */
export async function countFirstWord(
  db: Kysely<DB>,
  plan: SearchPlan,
  upTo = COUNT_NAMES_LIMIT,
): Promise<{ names: number; companies: number }> {
  const result = await sql<{ names: string; companies: string }>`SELECT coalesce(sum(g.names), 0) AS names,
      count(*) AS companies
    FROM (
      SELECT count(*) AS names FROM (
        SELECT n.company_id FROM company_names n WHERE ${compactStart(plan)}
        ORDER BY replace(n.normalised, ' ', '') USING ~<~ LIMIT ${upTo + 1}
      ) x GROUP BY x.company_id
    ) g`.execute(db);
  return { names: Number(result.rows[0]?.names ?? 0), companies: Number(result.rows[0]?.companies ?? 0) };
}

/**
 * The companies that can be on the first `end` rows of a first-word result in relevance order
 * (no country, filters or other sort), found without ranking every match. The tiers rank exact
 * names, then names that start with the query, then names that do so without their spaces, a
 * current name before a former one; within a tier, by search rank, name and id. So the candidates are:
 * the exact names; the names whose copied rank is missing; the first `end` companies in that order
 * with a current name that starts with the query (rankedStart) — which, when there are `end` of
 * them, outrank every other match. Otherwise, every name that starts with the query, and the
 * first `end` companies with a current, then with any, name that starts with it without spaces.
 * The caller ranks the candidates exactly, as any search.
 */
export async function firstWordCandidates(db: Kysely<DB>, plan: SearchPlan, end: number): Promise<string[]> {
  const current = sql`n.kind <> 'former'`;
  const first = await sql<{ company_id: string; ranked: boolean }>`
    SELECT s.company_id::text, true AS ranked FROM (${rankedStart(plan, sql`${rankedTest.nameStart(plan)} AND ${current}`, end)}) s
    UNION ALL
    SELECT n.company_id::text, false FROM company_names n WHERE replace(n.normalised, ' ', '') = ${plan.compact}
    UNION ALL
    SELECT n.company_id::text, false FROM company_names n
    WHERE n.company_rank IS NULL AND ${compactStart(plan)}`.execute(db);
  const ids = new Set(first.rows.map((row) => row.company_id));
  if (first.rows.filter((row) => row.ranked).length >= end) return [...ids];
  const rest = await sql<{ company_id: string }>`
    SELECT n.company_id::text FROM company_names n WHERE ${nameStart(plan)}
    UNION ALL
    SELECT s.company_id::text FROM (${rankedStart(plan, sql`${rankedTest.compactStart(plan)} AND ${current}`, end)}) s
    UNION ALL
    SELECT s.company_id::text FROM (${rankedStart(plan, rankedTest.compactStart(plan), end)}) s`.execute(db);
  for (const row of rest.rows) ids.add(row.company_id);
  return [...ids];
}

/** The companies whose ticker, CIK or LEI is the query (none when it cannot be one). */
export async function identifierCompanies(db: Kysely<DB>, plan: SearchPlan): Promise<string[]> {
  const identifiers = identifierHits(plan);
  if (!identifiers) return [];
  const result = await sql<{ company_id: string }>`SELECT i.company_id::text FROM (${identifiers}) i`.execute(db);
  return result.rows.map((row) => row.company_id);
}

/** Name words compared with one typed word at most (the closest first). */
const CLOSE_WORDS_LIMIT = 50;

/** Edits (Levenshtein) a typed word may be from a name word: one up to four letters, two from five. */
const allowedEdits = (word: string) => ([...word].length >= 5 ? 2 : 1);

/**
 * How far a name word is from a typed word: its edits, and half an edit more when their first
 * letters differ (a typo rarely hits the first letter: "gemab" reads as "genmab" before "hemab").
 */
export function typoCost(typed: string, word: string): number {
  const edits = editDistance(typed, word);
  const firstLetter = [...typed][0] === [...word][0] ? 0 : 0.5;
  return edits + firstLetter - (edits === 1 && doubledLetter(typed, word) ? 0.25 : 0);
}

/**
 * Whether one word is the other with a doubled letter written once ("lenar" / "lennar", "tessla" /
 * "tesla"): the commonest slip, so it counts as a quarter edit less than another.
 */
export function doubledLetter(a: string, b: string): boolean {
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  for (let i = 1; i < long.length; i++) {
    if (long[i] === long[i - 1] && long.slice(0, i) + long.slice(i + 1) === short) return true;
  }
  return false;
}

/** The word with two neighbouring letters swapped, each way ("bakn": "abkn", "bkan", "bank"). */
export function swapsOf(word: string): string[] {
  const chars = [...word];
  return chars.slice(1).flatMap((c, i) => {
    if (c === chars[i]) return [];
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [c, chars[i] ?? ""];
    return [swapped.join("")];
  });
}

/**
 * For each word, the words of the names closest to it (company_name_words). Candidates share over
 * half of its trigrams, as pg_trgm's word similarity counts them ("siemns" ~ "siemens", trigram
 * index), or start with the same letter and are at most allowedEdits edits away ("maritnez" ~
 * "martinez": swapped letters share few trigrams), or are the word with two neighbours swapped
 * ("bakn" ~ "bank": two edits for Levenshtein, one typo). Of those, the ones the fewest edits away
 * (typoCost, plus `slack`) are kept, so a typo is read as its likeliest word, not as every look-alike.
 */
export async function closeWords(db: Kysely<DB>, words: readonly string[], slack = 0): Promise<string[][]> {
  if (words.length === 0) return [];
  const firsts = words.map((word) => prefixRange([...word][0] ?? ""));
  // fuzzystrmatch compares strings of 255 characters at most (longer: no edit count, not an error).
  const comparable = sql`length(q.word) <= 255 AND length(w.word) <= 255`;
  const swaps = [...new Set(words.flatMap(swapsOf))];
  const result = await db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`.execute(
      trx,
    );
    return sql<{ words: (string | null)[] | null }>`SELECT array_agg(c.word ORDER BY c.rank) AS words
      FROM unnest(${words}::text[], ${firsts.map((f) => f.from)}::text[], ${firsts.map((f) => f.to)}::text[],
        ${words.map(allowedEdits)}::int[]) WITH ORDINALITY AS q(word, first_from, first_to, edits, i)
      LEFT JOIN LATERAL (
        SELECT w.word, row_number() OVER (ORDER BY CASE WHEN w.word = ANY(${swaps}::text[]) THEN 1
              WHEN ${comparable} THEN levenshtein(q.word, w.word) END NULLS LAST,
            word_similarity(q.word, w.word) DESC, w.word) AS rank
        FROM company_name_words w
        WHERE q.word <% w.word OR (w.word >= q.first_from AND w.word < q.first_to AND ${comparable}
          AND levenshtein_less_equal(q.word, w.word, q.edits) <= q.edits) OR w.word = ANY(${swaps}::text[])
        ORDER BY rank LIMIT ${CLOSE_WORDS_LIMIT}
      ) c ON true
      GROUP BY q.i ORDER BY q.i`.execute(trx);
  });
  // Edits counted with a swap of neighbours as one ("catsle" is as close to "castle" as to "cattle";
  // Levenshtein counts the swap as two and would keep "cattle" alone).
  return result.rows.map(({ words: found }, i) => {
    const typed = words[i] ?? "";
    const candidates = (found ?? []).filter((word) => word !== null);
    const scored = candidates.map((word) => ({ word, cost: typoCost(typed, word) }));
    const fewest = Math.min(...scored.map((c) => c.cost));
    return scored
      .filter((c) => c.cost <= fewest + slack)
      .sort((a, b) => a.cost - b.cost)
      .map((c) => c.word);
  });
}

/** Whether the text finds anything in the chosen country by the rule (filters aside). */
export async function hasMatches(db: Kysely<DB>, plan: SearchPlan, rule: MatchRule): Promise<boolean> {
  const scope = plan.scopeCountry ? sql`c.country_code = ${plan.scopeCountry}` : sql`true`;
  const identifiers = identifierHits(plan);
  const byIdentifier = identifiers
    ? sql`OR EXISTS (SELECT 1 FROM (${identifiers}) i JOIN companies c ON c.id = i.company_id WHERE ${scope})`
    : sql``;
  const result = await sql<{ found: boolean }>`SELECT EXISTS (
      SELECT 1 FROM company_names n JOIN companies c ON c.id = n.company_id
      WHERE ${matchCondition(plan, rule)} AND ${scope}
    ) ${byIdentifier} AS found`.execute(db);
  return result.rows[0]?.found === true;
}

export type FacetRecord = {
  facet: "total" | "country" | "industry" | "listed" | "years";
  value: string;
  count: number;
};

function facetSelect(facet: FacetRecord["facet"], column: string, filters: SearchFilters, except: FilterName) {
  return sql`SELECT ${facet}::text AS facet, ${sql.raw(column)} AS value, count(*)::int AS count
    FROM base b WHERE ${filterCondition(filters, except)} AND ${sql.raw(column)} IS NOT NULL
    GROUP BY ${sql.raw(column)}`;
}

/** Facet counts: each facet with every other filter applied, plus the filtered total. */
export async function facetCounts(
  db: Kysely<DB>,
  plan: SearchPlan,
  rule: MatchRule,
  today: string,
): Promise<FacetRecord[]> {
  const { filters } = plan;
  const result = await sql<FacetRecord>`WITH base AS MATERIALIZED (${baseQuery(plan, rule, today)})
      SELECT 'total' AS facet, '' AS value, count(*)::int AS count FROM base b WHERE ${filterCondition(filters)}
      UNION ALL ${facetSelect("country", COUNTRY_OR_UNKNOWN, filters, "countries")}
      UNION ALL ${facetSelect("industry", "b.industry_section", filters, "sections")}
      UNION ALL ${facetSelect("listed", "CASE WHEN b.is_listed THEN 'listed' ELSE 'unlisted' END", filters, "listed")}
      UNION ALL ${facetSelect("years", "b.years_range", filters, "years")}`.execute(db);
  return result.rows;
}
