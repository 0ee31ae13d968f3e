import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { COMPARE_MAX, COMPARE_MIN, type CompareCompany } from "../../../contract/company-search-actions.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import { idFromAaaId } from "../companies/index.ts";
import { companiesByIds } from "./company-search.repo.ts";
import { compareExtras, type CompareExtrasRecord } from "./company-compare.repo.ts";
import { toCompanyRow } from "./company-row.ts";
import { isoDay } from "./company-search.service.ts";

/** The distinct aaa ids of a comma-separated list, in their order. */
export function parseIdList(ids: string): string[] {
  return [
    ...new Set(
      ids
        .split(",")
        .map((id) => id.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** aaa ids to internal ids; the ones that are not ids at all are returned apart. */
export function resolveAaaIds(aaaIds: readonly string[]): { ids: string[]; invalid: string[] } {
  const ids: string[] = [];
  const invalid: string[] = [];
  for (const aaa of aaaIds) {
    const id = idFromAaaId(aaa);
    if (id === undefined) invalid.push(aaa);
    else ids.push(id.toString());
  }
  return { ids, invalid };
}

function financialsOf(extra: CompareExtrasRecord | undefined): CompareCompany["financials"] {
  if (!extra || extra.fiscal_year === null || !extra.period_end || !extra.currency) return null;
  return {
    fiscalYear: Number(extra.fiscal_year),
    periodEnd: extra.period_end,
    currency: extra.currency,
    revenue: extra.revenue,
    netIncome: extra.net_income,
    totalAssets: extra.total_assets,
    equity: extra.equity,
    netMargin: extra.net_margin,
    returnOnEquity: extra.return_on_equity,
    currentRatio: extra.current_ratio,
    revenueGrowth: extra.revenue_growth,
  };
}

function creditOf(extra: CompareExtrasRecord | undefined): CompareCompany["credit"] {
  if (!extra || extra.credit_year === null || !extra.rating || !extra.risk_indicator) return null;
  return {
    year: Number(extra.credit_year),
    rating: extra.rating,
    localScore: extra.local_score,
    probabilityOfDefault: extra.probability_of_default,
    riskIndicator: extra.risk_indicator,
  };
}

/** 2 to 5 companies side by side, in the order asked; fewer, more or unknown ones are refused (-1). */
export async function compareCompanies(db: Kysely<DB>, idList: string, now: Date): Promise<CompareCompany[]> {
  const aaaIds = parseIdList(idList);
  if (aaaIds.length < COMPARE_MIN || aaaIds.length > COMPARE_MAX) {
    throw ruleBroken("csCompareBounds", { min: COMPARE_MIN, max: COMPARE_MAX });
  }
  const { ids, invalid } = resolveAaaIds(aaaIds);
  const records = ids.length ? await companiesByIds(db, ids, isoDay(now)) : [];
  const found = new Set(records.map((r) => r.aaa_id));
  const missing = aaaIds.filter((aaa) => invalid.includes(aaa) || !found.has(aaa));
  if (missing.length) throw ruleBroken("csCompareNotFound", { ids: missing.join(", ") });
  const extras = new Map((await compareExtras(db, ids)).map((extra) => [extra.id, extra]));
  return records.map((record) => {
    const row = toCompanyRow(record);
    const extra = extras.get(record.id);
    return {
      aaaId: row.aaaId,
      name: row.name,
      nameNative: row.nameNative,
      countryCode: row.countryCode,
      address: row.address,
      legalForm: row.legalForm,
      status: row.status,
      foundedOn: row.foundedOn,
      yearsInBusiness: row.yearsInBusiness,
      industrySection: row.industrySection,
      industryCode: row.industryCode,
      industryDescription: row.industryDescription,
      isListed: row.isListed,
      stockCode: row.stockCode,
      stockExchange: row.stockExchange,
      employees: row.employees,
      registeredCapital: extra?.registered_capital ?? null,
      capitalCurrency: extra?.capital_currency ?? null,
      lei: row.lei,
      registryNumber: row.registryNumber,
      website: row.website,
      dataQuality: row.dataQuality,
      lastUpdate: row.lastUpdate,
      source: row.source,
      isDemo: row.isDemo,
      financials: financialsOf(extra),
      credit: creditOf(extra),
      counts: {
        officers: extra?.officers ?? 0,
        shareholders: extra?.shareholders ?? 0,
        related: extra?.related ?? 0,
        lawsuits: extra?.lawsuits ?? 0,
        news: extra?.news ?? 0,
      },
    };
  });
}
