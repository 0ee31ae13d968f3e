import type { Kysely } from "kysely";
import type { Static } from "typebox";
import type { DB } from "../../db/schema.ts";
import type {
  CountryMap,
  CountryValue,
  MapCountry,
  ProductProfile,
  ProductSearchBody,
  ProductSearchResult,
  Ranking,
  TradeFlow,
  TradeTrends,
  YearsDropDown,
} from "../../../contract/trade-product.ts";
import { TRADE_FLOWS } from "../../../contract/trade-product.ts";
import * as repo from "./trade-product.repo.ts";
import {
  compoundAnnualGrowth,
  concentration,
  growth,
  marketShare,
  revealedComparativeAdvantage,
} from "./trade-indicators.ts";

const TOP = 5;
const demoShareOf = (value: number | null, demo: number | null) =>
  value === null || demo === null ? null : marketShare(demo, value);

function countryValue(row: repo.CountryRow, total: number): CountryValue {
  return { countryCode: row.country, value: row.value, share: marketShare(row.value, total), isDemo: row.demo > 0 };
}

export async function searchProducts(
  db: Kysely<DB>,
  body: Static<typeof ProductSearchBody>,
): Promise<Static<typeof ProductSearchResult>> {
  const keyword = body.keyword.trim();
  const pageSize = body.pageSize ?? 20;
  const digits = keyword.replace(/[.\s]/g, "");
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const match = /^\d{1,6}$/.test(digits) ? { codePrefix: digits } : { words };
  if ("words" in match && words.length === 0) return { total: 0, rows: [] };
  const rows = await repo.findProducts(db, match, pageSize, ((body.page ?? 1) - 1) * pageSize);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      hsCode: r.code,
      hsCodeDescription: r.description,
      level: r.level,
      year: r.year,
      tradeValue: r.value,
      demoShare: demoShareOf(r.value, r.demo),
    })),
  };
}

/** The product (404 when the code is not in the HS) and its years with trade. */
async function productWithYears(db: Kysely<DB>, code: string) {
  const product = await repo.hsCode(db, code);
  return product ? { product, years: await repo.productYears(db, code) } : undefined;
}

/** The year asked for, or the latest with data. */
const pickYear = (years: repo.YearRow[], asked?: number) => asked ?? years.at(-1)?.year ?? null;

export async function productProfile(db: Kysely<DB>, code: string): Promise<ProductProfile | undefined> {
  const found = await productWithYears(db, code);
  if (!found) return undefined;
  const { product, years } = found;
  const last = years.at(-1);
  const previous = years.find((y) => y.year === (last?.year ?? 0) - 1);
  const parent = product.parent_code ? await repo.hsCode(db, product.parent_code) : undefined;
  const top = async (flow: TradeFlow) =>
    last ? (await repo.countryValues(db, code, last.year, flow, TOP)).map((r) => countryValue(r, last.value)) : [];
  return {
    hsCode: product.code,
    hsCodeDescription: product.description,
    level: product.level,
    parent: parent && parent.level > 0 ? { hsCode: parent.code, hsCodeDescription: parent.description } : null,
    years: years.map((y) => y.year),
    year: last?.year ?? null,
    worldValue: last?.value ?? null,
    demoShare: last ? demoShareOf(last.value, last.demo) : null,
    growth: last ? growth(last.value, previous?.value) : null,
    origins: last?.origins ?? 0,
    destinations: last?.destinations ?? 0,
    topExporters: await top("export"),
    topImporters: await top("import"),
    sources: last
      ? (await repo.productSources(db, code, last.year)).map((s) => ({ source: s.source, isDemo: s.is_demo }))
      : [],
  };
}

export async function productTrends(db: Kysely<DB>, code: string): Promise<Static<typeof TradeTrends> | undefined> {
  const found = await productWithYears(db, code);
  if (!found) return undefined;
  const { years } = found;
  const byYear = new Map(years.map((y) => [y.year, y.value]));
  const first = years[0];
  const last = years.at(-1);
  return {
    rows: years.map((y) => ({
      year: y.year,
      value: y.value,
      demoShare: demoShareOf(y.value, y.demo),
      growth: growth(y.value, byYear.get(y.year - 1)),
      origins: y.origins,
    })),
    cagr:
      first && last && last.year > first.year
        ? compoundAnnualGrowth(first.value, last.value, last.year - first.year)
        : null,
  };
}

export async function productYearsDropDown(
  db: Kysely<DB>,
  code: string,
): Promise<Static<typeof YearsDropDown> | undefined> {
  const found = await productWithYears(db, code);
  return found && { years: found.years.map((y) => y.year).reverse(), flows: [...TRADE_FLOWS] };
}

export async function productCountryMap(
  db: Kysely<DB>,
  code: string,
  asked: { year?: number; flow?: TradeFlow },
): Promise<CountryMap | undefined> {
  const found = await productWithYears(db, code);
  if (!found) return undefined;
  const flow = asked.flow ?? "export";
  const year = pickYear(found.years, asked.year);
  const [rows, numbers] = await Promise.all([
    year === null ? [] : repo.countryValues(db, code, year, flow),
    repo.countryNumbers(db),
  ]);
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  return {
    year,
    flow,
    total,
    rows: rows.map((r) => ({ ...countryValue(r, total), isoNumeric: numbers.get(r.country) ?? null })),
  };
}

export async function productMapCountry(
  db: Kysely<DB>,
  code: string,
  asked: { countryCode: string; year?: number; flow?: TradeFlow },
): Promise<MapCountry | undefined> {
  const found = await productWithYears(db, code);
  if (!found) return undefined;
  const flow = asked.flow ?? "export";
  const year = pickYear(found.years, asked.year);
  const base = {
    countryCode: asked.countryCode,
    year,
    flow,
    value: 0,
    share: null,
    rank: null,
    growth: null,
    partners: [],
  };
  if (year === null) return base;
  const [rows, before, partners] = await Promise.all([
    repo.countryValues(db, code, year, flow),
    repo.countryValues(db, code, year - 1, flow),
    repo.partnerValues(db, code, year, flow, asked.countryCode, TOP),
  ]);
  const index = rows.findIndex((r) => r.country === asked.countryCode);
  const own = rows[index];
  if (!own) return base;
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  return {
    ...base,
    value: own.value,
    share: marketShare(own.value, total),
    rank: index + 1,
    growth: growth(own.value, before.find((r) => r.country === own.country)?.value),
    partners: partners.map((r) => countryValue(r, own.value)),
  };
}

export async function productRanking(
  db: Kysely<DB>,
  code: string,
  asked: { year?: number; flow?: TradeFlow; limit?: number },
): Promise<Ranking | undefined> {
  const found = await productWithYears(db, code);
  if (!found) return undefined;
  const flow = asked.flow ?? "export";
  const year = pickYear(found.years, asked.year);
  if (year === null) return { year, flow, total: 0, countries: 0, hhi: null, hhiNormalised: null, rows: [] };
  const [rows, before, totals] = await Promise.all([
    repo.countryValues(db, code, year, flow),
    repo.countryValues(db, code, year - 1, flow),
    flow === "export" ? repo.exportTotals(db, year, found.product.level) : undefined,
  ]);
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  const previous = new Map(before.map((r) => [r.country, r.value]));
  const hhi = concentration(rows.map((r) => r.value));
  return {
    year,
    flow,
    total,
    countries: rows.length,
    hhi: hhi?.hhi ?? null,
    hhiNormalised: hhi?.normalised ?? null,
    rows: rows.slice(0, asked.limit ?? 50).map((r) => ({
      ...countryValue(r, total),
      growth: growth(r.value, previous.get(r.country)),
      rca: totals
        ? revealedComparativeAdvantage(r.value, totals.byCountry.get(r.country) ?? 0, total, totals.world)
        : null,
    })),
  };
}
