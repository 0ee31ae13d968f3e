import { sql, type RawBuilder } from "kysely";
import { UNKNOWN_COUNTRY, type SortField, type SortOrder } from "../../../contract/company-search.ts";
import {
  hasFilters,
  keywordQuery,
  likePrefix,
  prefixRange,
  type MatchRule,
  type SearchFilters,
  type SearchPlan,
} from "./search-plan.ts";

/**
 * SQL fragments of the search, shared by the result page, the facets and the export. Every value
 * is a bound parameter; the only raw text comes from the constant tables below.
 *
 * Ranking tiers: -1 the query is the company's ticker, CIK or LEI, 0 the whole name equals the
 * query, 1 the name starts with it, 2 the name holds every word (or its syllables joined differently), 3 a typo-tolerant match; within a tier, a
 * current name before a former one (the rank is tier x 2, plus 1 for a former name).
 */
type Fragment = RawBuilder<unknown>;

const compactName = sql`replace(n.normalised, ' ', '')`;

/** A native name as written (lower case): equal to or starting with the East Asian query. */
function nativeCondition(plan: SearchPlan): Fragment {
  if (!plan.native) return sql`false`;
  const starts = plan.native.prefixes.map((prefix) => sql`lower(n.name) LIKE ${prefix}`);
  return sql`(n.kind = 'native' AND (${sql.join(starts, sql` OR `)}))`;
}

/** `value` starts with `prefix`, as a range only the pattern B-tree on `value` answers. */
function startsWith(value: Fragment, prefix: string): Fragment {
  const { from, to } = prefixRange(prefix);
  return sql`(${value} ~>=~ ${from} AND ${value} ~<~ ${to})`;
}

/** The name without spaces starts with the query without spaces. */
export const compactStart = (plan: SearchPlan) => startsWith(compactName, plan.compact);

/** The name starts with the query. */
export const nameStart = (plan: SearchPlan) => startsWith(sql`n.normalised`, plan.text);

/**
 * The same two tests in a form no index answers, for rankedStart: the planner underrates how many
 * names a prefix range holds and would read them all through the prefix index and sort them.
 */
export const rankedTest = {
  compactStart: (plan: SearchPlan) => sql`left(${compactName}, ${[...plan.compact].length}) = ${plan.compact}`,
  nameStart: (plan: SearchPlan) => sql`left(n.normalised, ${[...plan.text].length}) = ${plan.text}`,
};

export function matchCondition(plan: SearchPlan, rule: MatchRule): Fragment {
  const compactStarts = compactStart(plan);
  // A name that starts with the query also does without the spaces: one index range covers both.
  if (rule === "first-word") return sql`(${compactStarts} OR ${nativeCondition(plan)})`;
  if (rule === "keyword") {
    return sql`(to_tsvector('simple', n.normalised) @@ to_tsquery('simple', ${keywordQuery(plan.words, plan.typing)})
      OR ${compactStarts} OR ${nativeCondition(plan)})`;
  }
  // The typo rule: the names holding, for every word, a known word close to it (plan.typoQuery).
  return plan.typoQuery
    ? sql`to_tsvector('simple', n.normalised) @@ to_tsquery('simple', ${plan.typoQuery})`
    : sql`false`;
}

/**
 * The tier of a name: 0 it equals the query, 1 it starts with it, 2 it holds the words (keyword
 * mode: 3 more when it lacks a legal-form word typed). The typo
 * rule's query is the corrected one (each word by its closest name word), its tiers 3 to 5.
 */
function tierOf(plan: SearchPlan, rule: MatchRule): Fragment {
  if (rule === "fuzzy") {
    // Every reading of the misspelt query counts: "frex" is "flex" as much as "fred" (FLEX LTD equals one).
    const texts = plan.typoTexts.length > 0 ? plan.typoTexts : [plan.text];
    const compacts = texts.map((text) => text.replace(/ /g, ""));
    return sql`3 + CASE WHEN n.normalised = ANY(${texts}::text[]) OR ${compactName} = ANY(${compacts}::text[]) THEN 0
      WHEN n.normalised LIKE ANY(${texts.map(likePrefix)}::text[]) THEN 1 ELSE 2 END`;
  }
  const nativeExact = plan.native
    ? sql`(n.kind = 'native' AND lower(n.name) = ANY(${plan.native.exact}::text[]))`
    : sql`false`;
  const tier = sql`CASE WHEN n.normalised = ${plan.text} OR ${compactName} = ${plan.compact} OR ${nativeExact} THEN 0
    WHEN n.normalised LIKE ${likePrefix(plan.text)} OR ${nativeCondition(plan)} THEN 1 ELSE 2 END`;
  // Keyword mode: the names holding the legal-form words typed as well come first ("resources eog":
  // "eog" is a legal form too, so the text lost it, yet EOG Resources holds it).
  if (rule === "keyword" && plan.allWords.length > plan.words.length) {
    const all = keywordQuery(plan.allWords, plan.typing);
    return sql`${tier} + CASE WHEN to_tsvector('simple', n.normalised) @@ to_tsquery('simple', ${all}) THEN 0 ELSE 3 END`;
  }
  return tier;
}

/** Tier of a company whose ticker, CIK or LEI is the query: before every name match (rank -2). */
const IDENTIFIER_TIER = -1;

/**
 * The companies whose ticker (company_securities), CIK or LEI equals the query (of `ids`, when
 * given), in the columns of a name match; none when the query cannot be an identifier.
 */
export function identifierHits(plan: SearchPlan, ids?: readonly string[]): Fragment | null {
  const id = plan.identifiers;
  if (!id) return null;
  const parts: Fragment[] = [];
  if (id.ticker) parts.push(sql`SELECT s.company_id AS id FROM company_securities s WHERE s.ticker = ${id.ticker}`);
  if (id.cik) parts.push(sql`SELECT c.id FROM companies c WHERE c.cik = ${id.cik}`);
  if (id.lei) parts.push(sql`SELECT c.id FROM companies c WHERE c.lei = ${id.lei}`);
  const only = ids ? sql`WHERE x.id = ANY(${ids}::bigint[])` : sql``;
  return sql`SELECT x.id AS company_id, NULL::text AS name, true AS is_primary, NULL::int AS company_rank,
      NULL::text AS company_sort_name, ${IDENTIFIER_TIER * 2} AS tier
    FROM (${sql.join(parts, sql` UNION `)}) x ${only}`;
}

/** One row per matching company (of `ids`, when given): its best rank, and the name that matched best. */
export function hitsQuery(plan: SearchPlan, rule: MatchRule, ids?: readonly string[]): Fragment {
  // Given companies, their names are read by company (OFFSET 0 keeps the planner from scanning
  // every name of the query's start instead, which it takes for cheaper at a common start).
  const names = ids
    ? sql`unnest(${ids}::bigint[]) AS i(id)
        CROSS JOIN LATERAL (SELECT * FROM company_names n0 WHERE n0.company_id = i.id OFFSET 0) n`
    : sql`company_names n`;
  const identifiers = identifierHits(plan, ids);
  // A former name ranks after the current names of its tier (the company is known by those now).
  return sql`SELECT DISTINCT ON (m.company_id) m.company_id, m.tier, m.name AS matched_name,
      m.company_rank, m.company_sort_name
    FROM (
      SELECT n.company_id, n.name, n.kind = 'primary' AS is_primary, n.company_rank, n.company_sort_name,
        (${tierOf(plan, rule)}) * 2 + CASE WHEN n.kind = 'former' THEN 1 ELSE 0 END AS tier
      FROM ${names}
      WHERE ${matchCondition(plan, rule)}
      ${identifiers ? sql`UNION ALL ${identifiers}` : sql``}
    ) m
    ORDER BY m.company_id, m.tier, m.is_primary DESC, m.name`;
}

/**
 * The first `limit` companies, in the order of a tier (search rank, name, id), that have a name of the
 * query's three-letter start meeting `condition`. company_names_rank_idx holds those names in that
 * order (with their company's copied search rank and name), so the scan stops after `limit` companies;
 * names not yet copied are left out (the caller adds them).
 */
export function rankedStart(plan: SearchPlan, condition: Fragment, limit: number): Fragment {
  const start = [...plan.compact].slice(0, 3).join("");
  return sql`SELECT DISTINCT ON (n.company_rank, n.company_sort_name COLLATE "C", n.company_id) n.company_id
    FROM company_names n
    WHERE left(${compactName}, 3) = ${start} AND n.company_rank IS NOT NULL AND ${condition}
    ORDER BY n.company_rank DESC, n.company_sort_name COLLATE "C", n.company_id
    LIMIT ${limit}`;
}

/** The years-in-business range of a founding date, as of `today`. */
function yearsRange(today: string): Fragment {
  return sql`CASE WHEN c.founded_on IS NULL THEN NULL
    WHEN c.founded_on > ${today}::date - interval '5 years' THEN '0-5'
    WHEN c.founded_on > ${today}::date - interval '10 years' THEN '5-10'
    WHEN c.founded_on > ${today}::date - interval '20 years' THEN '10-20'
    ELSE '20+' END`;
}

const BASE_COLUMNS = sql`c.id, c.name, c.data_quality, c.search_rank, c.founded_on, c.country_code, c.industry_section, c.is_listed`;

/**
 * The companies the text finds in the chosen country (of `ids`, when given), before the filters:
 * the set the facets count and the filters narrow. Browsing (no text) takes every company of the country.
 */
export function baseQuery(plan: SearchPlan, rule: MatchRule, today: string, ids?: readonly string[]): Fragment {
  const scope = plan.scopeCountry ? sql`c.country_code = ${plan.scopeCountry}` : sql`true`;
  if (rule === "browse") {
    const only = ids ? sql`c.id = ANY(${ids}::bigint[])` : sql`true`;
    return sql`SELECT ${BASE_COLUMNS}, 0 AS tier, NULL::text AS matched_name,
        ${yearsRange(today)} AS years_range
      FROM companies c WHERE ${scope} AND ${only}`;
  }
  // Each hit fetches its company by key (OFFSET 0 keeps the subquery apart, so the planner cannot
  // turn it into a hash join over the whole companies table): the cost follows the hits, not the
  // size of the data set.
  return sql`SELECT ${BASE_COLUMNS}, h.tier, h.matched_name, ${yearsRange(today)} AS years_range
    FROM (${hitsQuery(plan, rule, ids)}) h
    CROSS JOIN LATERAL (SELECT * FROM companies c0 WHERE c0.id = h.company_id OFFSET 0) c
    WHERE ${scope}`;
}

/**
 * Whether a result page can be ranked from the names alone: each name carries a copy of its
 * company's search rank and lower-case name (0012_search_speed.sql, 0038_search_importance.sql),
 * which is all the relevance and name orders need when no country or filter asks for other
 * company columns.
 */
export function ranksFromNames(plan: SearchPlan, rule: MatchRule): boolean {
  return (
    rule !== "browse" &&
    plan.scopeCountry === null &&
    !hasFilters(plan.filters) &&
    (plan.sort === "relevance" || plan.sort === "name")
  );
}

/**
 * The rows a result page is ordered from: the matches ranked from their names' copies when
 * ranksFromNames allows it (the companies of the page alone are then read, not those of every
 * match; a name whose copy is missing reads its company), else baseQuery. Only the columns
 * the order and the page need are real: the others are NULL.
 */
export function pageBaseQuery(plan: SearchPlan, rule: MatchRule, today: string, ids?: readonly string[]): Fragment {
  if (!ranksFromNames(plan, rule)) return baseQuery(plan, rule, today, ids);
  const company = (column: Fragment) => sql`(SELECT ${column} FROM companies c WHERE c.id = h.company_id)`;
  return sql`SELECT h.company_id AS id,
      coalesce(h.company_sort_name, ${company(sql`lower(c.name)`)}) AS name,
      coalesce(h.company_rank, ${company(sql`c.search_rank`)}) AS search_rank,
      NULL::date AS founded_on, h.tier, h.matched_name
    FROM (${hitsQuery(plan, rule, ids)}) h`;
}

export type FilterName = keyof SearchFilters;

/** The country of a base row, UNKNOWN_COUNTRY when it has none (the facet counts it, the filter takes it). */
export const COUNTRY_OR_UNKNOWN = `coalesce(b.country_code, '${UNKNOWN_COUNTRY}')`;

/** The filters as a condition on the base rows, leaving out `except` (a facet counts without its own). */
export function filterCondition(filters: SearchFilters, except?: FilterName): Fragment {
  const parts: Fragment[] = [sql`true`];
  if (except !== "countries" && filters.countries.length) {
    parts.push(sql`${sql.raw(COUNTRY_OR_UNKNOWN)} = ANY(${filters.countries}::text[])`);
  }
  if (except !== "sections" && filters.sections.length) {
    parts.push(sql`b.industry_section = ANY(${filters.sections}::text[])`);
  }
  if (except !== "listed" && filters.listed.length === 1) {
    parts.push(sql`b.is_listed = ${filters.listed[0] === "listed"}`);
  }
  if (except !== "years" && filters.years.length) parts.push(sql`b.years_range = ANY(${filters.years}::text[])`);
  return sql.join(parts, sql` AND `);
}

const RELEVANCE = 'b.tier ASC, b.search_rank DESC, lower(b.name) COLLATE "C" ASC, b.id ASC';
const RELEVANCE_REVERSED = 'b.tier DESC, b.search_rank ASC, lower(b.name) COLLATE "C" DESC, b.id DESC';

/** Every sort the list offers; ties always end on the id, so pages never overlap. */
const ORDER_BY: Record<`${SortField}:${SortOrder}`, string> = {
  "relevance:desc": RELEVANCE,
  "relevance:asc": RELEVANCE_REVERSED,
  "name:asc": 'lower(b.name) COLLATE "C" ASC, b.id ASC',
  "name:desc": 'lower(b.name) COLLATE "C" DESC, b.id DESC',
  "foundedOn:asc": "b.founded_on ASC NULLS LAST, b.id ASC",
  "foundedOn:desc": "b.founded_on DESC NULLS LAST, b.id DESC",
  "dataQuality:asc": `b.data_quality ASC, ${RELEVANCE}`,
  "dataQuality:desc": `b.data_quality DESC, ${RELEVANCE}`,
};

export function orderBy(sort: SortField, order: SortOrder): Fragment {
  return sql.raw(ORDER_BY[`${sort}:${order}`]);
}
