import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  RATIO_UNITS,
  type IndustryComparison,
  type ObservationItems,
  type PeerFinancials,
  type PerformanceBody,
  type RatioKey,
  type SizeBand,
} from "../../../contract/performance.ts";
import { NORM_METRICS } from "../companies/index.ts";
import { heading, type CompanyRow } from "../company-profile/index.ts";
import { OBSERVATION_RULES, observationStatus, standingOf } from "./observations.ts";
import { industryName, norms, peers, sizeBand, type IndustryKey, type StatementRow } from "./performance.repo.ts";
import { latestStatement, ratioValue } from "./performance.service.ts";
import { conversions, money, toPeriod } from "./periods.ts";

type Db = Kysely<DB>;

const camelCase = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The industry cell the norms group the company in (computeIndustryNorms): ISIC section for demo, SIC major group for real. */
export function industryKey(company: Pick<CompanyRow, "is_demo" | "own_industry" | "sic">): IndustryKey | undefined {
  const code = company.is_demo ? company.own_industry?.slice(0, 1) : company.sic?.slice(0, 2);
  return code ? { scheme: company.is_demo ? "isic" : "sic", code } : undefined;
}

export async function observationItems(db: Db, body: PerformanceBody): Promise<ObservationItems> {
  const { company, row, conversion } = await latestStatement(db, body);
  const items = OBSERVATION_RULES.map((rule) => {
    const value = !row
      ? null
      : rule.key === "operatingCashFlow"
        ? money(row.operating_cash_flow, conversion!.factor)
        : ratioValue(row, rule.key, conversion!.factor);
    return { ...rule, value, status: observationStatus(rule, value) };
  });
  return {
    company: heading(company),
    period: row && conversion ? toPeriod(row, conversion) : null,
    items,
    watchCount: items.filter((item) => item.status === "watch").length,
  };
}

const metricValue = (row: StatementRow, metric: string) =>
  metric === "employees" ? row.employees : (row[metric] ?? null);

export async function industryComparison(db: Db, body: PerformanceBody): Promise<IndustryComparison> {
  const { company, row } = await latestStatement(db, { ...body, currency: undefined, periodType: "annual" });
  const key = industryKey(company);
  const empty = { company: heading(company), cell: null, currency: row?.currency ?? null, metrics: [] };
  if (!row || row.period_months !== 12 || !key || !company.country_code) return empty;
  const band = await sizeBand(db, row.revenue ?? null, row.currency, row.period_end);
  const found = await norms(db, {
    ...key,
    countryCode: company.country_code,
    year: row.fiscal_year,
    isDemo: company.is_demo,
    sizeBand: band,
  });
  const cellBand = band && found.some((n) => n.size_band === band) ? band : "all";
  const cellNorms = found.filter((n) => n.size_band === cellBand);
  if (cellNorms.length === 0) return empty;
  const metrics = NORM_METRICS.flatMap((metric) => {
    const norm = cellNorms.find((n) => n.metric === metric);
    if (!norm) return [];
    const value = metricValue(row, metric);
    const name = camelCase(metric);
    const unit = metric === "revenue" ? "money" : metric === "employees" ? "count" : RATIO_UNITS[name as RatioKey];
    return [
      {
        metric: name,
        unit,
        companyCount: norm.company_count,
        average: norm.average,
        median: norm.median,
        topDecile: norm.top_decile,
        bottomDecile: norm.bottom_decile,
        value,
        standing: standingOf(value, norm),
      },
    ];
  });
  return {
    company: heading(company),
    cell: {
      countryCode: company.country_code,
      industryScheme: key.scheme,
      industryCode: key.code,
      industryName: await industryName(db, key),
      year: row.fiscal_year,
      companySizeBand: band as SizeBand | null,
      sizeBand: cellBand as SizeBand,
      isDemo: company.is_demo,
    },
    currency: row.currency,
    metrics,
  };
}

const PEERS = 10;

export async function peerFinancials(db: Db, body: PerformanceBody): Promise<PeerFinancials> {
  const { company, row } = await latestStatement(db, { ...body, currency: undefined, periodType: "annual" });
  const key = industryKey(company);
  const rows =
    key && company.country_code
      ? await peers(
          db,
          { ...key, countryCode: company.country_code, isDemo: company.is_demo },
          row?.revenue ?? null,
          PEERS + 1,
        )
      : [];
  // The subject first, then its nearest peers.
  const ordered = [
    ...rows.filter((r) => r.company_id === company.id),
    ...rows.filter((r) => r.company_id !== company.id),
  ];
  const list = ordered.slice(0, PEERS + 1);
  const converted = await conversions(db, list, body.currency);
  return {
    company: heading(company),
    list: list.map((peer, i) => {
      const { factor, currency } = converted.list[i]!;
      return {
        companyId: peer.company_id,
        aaaId: peer.aaa_id,
        name: peer.name,
        isSubject: peer.company_id === company.id,
        periodEnd: peer.period_end,
        currency,
        revenue: money(peer.revenue, factor),
        netIncome: money(peer.net_income, factor),
        totalAssets: money(peer.total_assets, factor),
        equity: money(peer.equity, factor),
        employees: peer.employees,
        netMargin: peer.net_margin,
        source: peer.source,
        isDemo: peer.is_demo,
      };
    }),
    requestedCurrency: converted.requestedCurrency,
    conversionMissing: converted.conversionMissing,
  };
}
