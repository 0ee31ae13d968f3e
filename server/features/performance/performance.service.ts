import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  HIGHLIGHT_FIGURES,
  RATIO_GROUPS,
  RATIO_UNITS,
  RATIOS,
  type AbilityPerformance,
  type FinancialHighlights,
  type HighlightsPeriod,
  type PerformanceBody,
  type PerformanceSummary,
  type RatioKey,
} from "../../../contract/performance.ts";
import { heading, resolveCompany } from "../company-profile/index.ts";
import { statements, statementSpan, type StatementRow } from "./performance.repo.ts";
import { conversions, money, snakeCase, toPeriod } from "./periods.ts";

type Db = Kysely<DB>;

/** A ratio's value for the shown currency: money ratios converted, the others as computed. */
export function ratioValue(row: StatementRow, key: RatioKey, factor: number): number | null {
  const value = row[snakeCase(key)] ?? null;
  return RATIO_UNITS[key] === "money" ? money(value, factor) : value;
}

function highlightsOf(row: StatementRow, conversion: Parameters<typeof toPeriod>[1]): HighlightsPeriod {
  const figures: Record<string, number | null> = {};
  for (const figure of HIGHLIGHT_FIGURES) figures[figure] = money(row[snakeCase(figure)], conversion.factor);
  return { ...toPeriod(row, conversion), figures, employees: row.employees };
}

/**
 * The company and its statements of the asked period type, each with its conversion. Without a
 * period type: full years, or quarters when the company has no full year loaded.
 */
export async function loadStatements(db: Db, body: PerformanceBody) {
  const company = await resolveCompany(db, body);
  let periodType = body.periodType ?? "annual";
  let rows = await statements(db, company.id, periodType === "quarterly" ? 3 : 12);
  if (rows.length === 0 && body.periodType === undefined) {
    periodType = "quarterly";
    rows = await statements(db, company.id, 3);
  }
  const converted = await conversions(db, rows, body.currency);
  return { company, periodType, rows, ...converted };
}

export async function financialHighlights(db: Db, body: PerformanceBody): Promise<FinancialHighlights> {
  const { company, periodType, rows, list, requestedCurrency, conversionMissing } = await loadStatements(db, body);
  return {
    company: heading(company),
    periodType,
    periods: rows.map((row, i) => highlightsOf(row, list[i]!)),
    requestedCurrency,
    conversionMissing,
  };
}

export async function abilityPerformance(db: Db, body: PerformanceBody): Promise<AbilityPerformance> {
  const { company, periodType, rows, list, requestedCurrency, conversionMissing } = await loadStatements(db, body);
  return {
    company: heading(company),
    periodType,
    periods: rows.map((row, i) => toPeriod(row, list[i]!)),
    groups: RATIO_GROUPS.map((group) => ({
      group,
      ratios: RATIOS[group].map((key) => ({
        key,
        unit: RATIO_UNITS[key],
        values: rows.map((row, i) => ratioValue(row, key, list[i]!.factor)),
      })),
    })),
    requestedCurrency,
    conversionMissing,
  };
}

/** The ratio each group is summed up by. */
export const KEY_RATIOS = {
  profitability: "netMargin",
  operating: "assetTurnover",
  structural: "currentRatio",
  productivity: "revenuePerEmployee",
  growth: "revenueGrowth",
} as const satisfies Record<(typeof RATIO_GROUPS)[number], RatioKey>;

const YEAR_MS = 365.25 * 86_400_000;

/** The latest statement: a full year, else a quarter; with its conversion. */
export async function latestStatement(db: Db, body: PerformanceBody) {
  const loaded = await loadStatements(db, { ...body, periodType: undefined });
  return { ...loaded, row: loaded.rows[0], conversion: loaded.list[0] };
}

export async function performanceSummary(db: Db, body: PerformanceBody, now: Date): Promise<PerformanceSummary> {
  const { company, row, conversion, requestedCurrency, conversionMissing } = await latestStatement(db, body);
  const span = await statementSpan(db, company.id);
  const ageYears = span.last ? Math.floor((now.getTime() - Date.parse(span.last)) / YEAR_MS) : null;
  return {
    company: heading(company),
    latest: row && conversion ? highlightsOf(row, conversion) : null,
    keyRatios: RATIO_GROUPS.map((group) => {
      const key = KEY_RATIOS[group];
      return { group, key, unit: RATIO_UNITS[key], value: row ? ratioValue(row, key, conversion!.factor) : null };
    }),
    statementCount: span.count,
    firstPeriodEnd: span.first,
    lastPeriodEnd: span.last,
    ageYears,
    isStale: ageYears !== null && ageYears >= 2,
    requestedCurrency,
    conversionMissing,
  };
}
