import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  ISIC_SECTIONS,
  LISTED_VALUES,
  UNKNOWN_COUNTRY,
  YEARS_RANGES,
  type FacetCount,
  type SearchFacets,
  type SearchQuery,
  type SearchResult,
  type SuggestionResult,
} from "../../../contract/company-search.ts";
import { AUTOCOMPLETE_PAGE_SIZE } from "../../../contract/constants.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import * as repo from "./company-search.repo.ts";
import { toCompanyRow, toSuggestion } from "./company-row.ts";
import {
  buildPlan,
  canFallBackToFuzzy,
  correctedTexts,
  typoWordsOf,
  hasFilters,
  readsInRankOrder,
  type MatchRule,
  typoQuery,
  type SearchPlan,
} from "./search-plan.ts";

/** Company search: the rules (mode, typo-tolerant fallback, paging). SQL lives in the repo. */

/** The date years in business are counted to (UTC), as the SQL takes it. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

type Answer = { rule: MatchRule; plan: SearchPlan };

/**
 * The typo rule for the plan: the names holding, for each typed word, a name word close to it,
 * ranked as the query corrected (each word by its closest name word) would be. The closest words
 * first; when no name holds them together ("frist solar": "frist" is a name word too), the words
 * one edit further as well.
 */
async function typoAnswer(db: Kysely<DB>, plan: SearchPlan): Promise<Answer> {
  const typed = typoWordsOf(plan.words);
  const correct = (close: string[][]): Answer => {
    const closest = new Map(typed.map((word, i) => [word, close[i]?.[0] ?? word]));
    const words = plan.words.map((word) => closest.get(word) ?? word);
    const typoTexts = correctedTexts(plan.words, typed, close);
    const corrected = {
      ...plan,
      text: words.join(" "),
      compact: words.join(""),
      words,
      typoQuery: typoQuery(close),
      typoTexts,
    };
    return { rule: "fuzzy", plan: corrected };
  };
  const closest = correct(await repo.closeWords(db, typed));
  if (await repo.hasMatches(db, closest.plan, "fuzzy")) return closest;
  return correct(await repo.closeWords(db, typed, 1));
}

/**
 * The rule that answers the plan (and the plan as that rule needs it): the asked one, or
 * typo-tolerant matching when the text finds nothing by it in the chosen country. Filters do not
 * switch the rule: a filter that empties the list says so instead of showing look-alikes.
 */
async function effectiveRule(db: Kysely<DB>, plan: SearchPlan, foundRows: boolean | undefined): Promise<Answer> {
  const asked: Answer = { rule: plan.rule, plan };
  if (!canFallBackToFuzzy(plan) || foundRows) return asked;
  if (foundRows === false && !hasFilters(plan.filters)) return typoAnswer(db, plan);
  return (await repo.hasMatches(db, plan, plan.rule)) ? asked : typoAnswer(db, plan);
}

type Window = { limit: number; offset: number };

/** Below this many matching names, ranking them all is as quick as reading in ranking order. */
const FEW_NAMES = 2000;

/**
 * A first-word window of a common start ("xin": tens of thousands of names at 1 M companies), read
 * in ranking order instead of ranking every match; the total counts the first `countUpTo` names
 * only, so past them it is a lower bound. Null when the plan does not qualify.
 */
async function commonStartRecords(db: Kysely<DB>, plan: SearchPlan, window: Window, countUpTo: number) {
  const end = window.offset + window.limit;
  if (!readsInRankOrder(plan, end)) return null;
  const count = await repo.countFirstWord(db, plan, countUpTo);
  if (count.names <= FEW_NAMES) return null;
  // The companies of a ticker, CIK or LEI come first, so they are candidates whatever their names.
  const ids = [
    ...new Set([...(await repo.identifierCompanies(db, plan)), ...(await repo.firstWordCandidates(db, plan, end))]),
  ];
  // Past the counted names the total is a lower bound, and the response says so (exact: no flag).
  const counted = count.names <= countUpTo ? {} : { totalExact: false };
  return { ids, total: count.companies, counted };
}

/** One window of the filtered result by the rule that answers the plan, and the result's size. */
export async function searchRecords(db: Kysely<DB>, plan: SearchPlan, now: Date, window: Window) {
  const today = isoDay(now);
  const common = await commonStartRecords(db, plan, window, repo.COUNT_NAMES_LIMIT);
  if (common) {
    const records = await repo.searchCompanies(db, plan, plan.rule, today, window, common.ids);
    return { records, rule: plan.rule, total: common.total, counted: common.counted };
  }
  let answer: Answer = { rule: plan.rule, plan };
  let records = await repo.searchCompanies(db, plan, plan.rule, today, window);
  if (records.length === 0) {
    answer = await effectiveRule(db, plan, window.offset === 0 ? false : undefined);
    if (answer.rule !== plan.rule) records = await repo.searchCompanies(db, answer.plan, answer.rule, today, window);
  }
  const { rule } = answer;
  const total =
    records.length > 0
      ? Number(records[0]?.total ?? 0)
      : window.offset > 0
        ? await repo.countCompanies(db, answer.plan, rule, today)
        : 0;
  return { records, rule, total, counted: {} };
}

export async function searchPage(db: Kysely<DB>, query: SearchQuery, now: Date): Promise<SearchResult> {
  if (query.pageSize === AUTOCOMPLETE_PAGE_SIZE) throw ruleBroken("csAutocompletePageSize");
  const plan = buildPlan(query);
  const window = { limit: plan.pageSize, offset: (plan.page - 1) * plan.pageSize };
  const { records, rule, total, counted } = await searchRecords(db, plan, now, window);
  return {
    total,
    ...counted,
    page: plan.page,
    pageSize: plan.pageSize,
    matchMode: rule,
    rows: records.map(toCompanyRow),
  };
}

/** The autocomplete (ieflag=1): the spec's company suggestions, 99 at most. */
export async function suggest(db: Kysely<DB>, query: SearchQuery, now: Date): Promise<SuggestionResult> {
  const plan = { ...buildPlan(query), typing: true, page: 1, pageSize: AUTOCOMPLETE_PAGE_SIZE };
  if (plan.rule === "browse") return { total: 0, rows: [] };
  const today = isoDay(now);
  // The suggestions show no total: counting only tells whether the start is a common one.
  const common = await commonStartRecords(db, plan, { limit: plan.pageSize, offset: 0 }, FEW_NAMES);
  if (common) {
    const records = await repo.suggestCompanies(db, plan, plan.rule, today, plan.pageSize, common.ids);
    return { total: common.total, ...common.counted, rows: records.map(toSuggestion) };
  }
  let records = await repo.suggestCompanies(db, plan, plan.rule, today, plan.pageSize);
  if (records.length === 0) {
    const answer = await effectiveRule(db, plan, false);
    if (answer.rule !== plan.rule) {
      records = await repo.suggestCompanies(db, answer.plan, answer.rule, today, plan.pageSize);
    }
  }
  return { total: Number(records[0]?.total ?? 0), rows: records.map(toSuggestion) };
}

function ordered(counts: FacetCount[], order: readonly string[]): FacetCount[] {
  return [...counts].sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
}

/** Facets for the current query: counts of country, industry, listed and years in business. */
export async function facets(db: Kysely<DB>, query: SearchQuery, now: Date): Promise<SearchFacets> {
  const { rule, plan } = await effectiveRule(db, buildPlan(query), undefined);
  const records = await repo.facetCounts(db, plan, rule, isoDay(now));
  const of = (facet: repo.FacetRecord["facet"]) =>
    records.filter((r) => r.facet === facet).map((r) => ({ value: r.value, count: Number(r.count) }));
  return {
    total: Number(of("total")[0]?.count ?? 0),
    matchMode: rule,
    country: of("country").sort(
      (a, b) =>
        Number(a.value === UNKNOWN_COUNTRY) - Number(b.value === UNKNOWN_COUNTRY) ||
        b.count - a.count ||
        a.value.localeCompare(b.value),
    ),
    industry: ordered(of("industry"), ISIC_SECTIONS),
    listed: ordered(of("listed"), LISTED_VALUES),
    years: ordered(of("years"), YEARS_RANGES),
  };
}
