import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type {
  CountryData,
  CountryProducts,
  CountryRatings,
  CountryTradeData,
  CountryTrends,
  Enterprises,
  Partners,
  TargetTrends,
  TopCountries,
} from "../../../contract/trade-country.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import * as repo from "./trade-country.repo.ts";
import { countryNumbers, exportTotals } from "./trade-product.repo.ts";
import {
  compoundAnnualGrowth,
  concentration,
  countryAdvantages,
  growth,
  marketShare,
  tradeIntensity,
} from "./trade-indicators.ts";

type Db = Kysely<DB>;
const TOP_TARGETS = 5;
const HISTORY_YEARS = 10;
const WORLD_BANK = { source: "World Bank GDP and population (CC BY 4.0)", isDemo: false };

const sum = (rows: readonly { value: number }[]) => rows.reduce((s, r) => s + r.value, 0);
const demoShareOf = (value: number, demo: number) => (value > 0 ? marketShare(demo, value) : null);
const newestFirst = (years: Iterable<number>) => [...new Set(years)].sort((a, b) => b - a);

/** Runs `answer` for a country in the countries table; undefined (404) for any other code. */
async function forCountry<T>(db: Db, code: string, answer: (info: repo.CountryInfo) => Promise<T>) {
  const info = await repo.countryInfo(db, code);
  return info ? answer(info) : undefined;
}

async function bothDirections(db: Db, code: string) {
  const [exports, imports] = await Promise.all([
    repo.directionYears(db, code, "export"),
    repo.directionYears(db, code, "import"),
  ]);
  return { exports, imports, years: newestFirst([...exports, ...imports].map((y) => y.year)) };
}

export const years = (db: Db, code: string) =>
  forCountry(db, code, async () => ({ years: (await bothDirections(db, code)).years }));

const flowYearsOf = async (db: Db, code: string, flow: TradeFlow) =>
  newestFirst((await repo.directionYears(db, code, flow)).map((y) => y.year));

export const flowYears = (db: Db, code: string, flow: TradeFlow) =>
  forCountry(db, code, async () => ({ flow, years: await flowYearsOf(db, code, flow) }));

export const months = (db: Db, code: string, flow: TradeFlow) =>
  forCountry(db, code, async () => ({ flow, months: await repo.shipmentMonths(db, code, flow) }));

export function tradeData(db: Db, code: string, asked?: number): Promise<CountryTradeData | undefined> {
  return forCountry(db, code, async () => {
    const { exports, imports, years: all } = await bothDirections(db, code);
    const year = asked ?? all[0] ?? null;
    const at = (rows: repo.DirectionYear[], y: number | null) => rows.find((r) => r.year === y);
    const [ex, im] = [at(exports, year), at(imports, year)];
    const [exportPartners, importPartners, sources] =
      year === null
        ? [[], [], []]
        : await Promise.all([
            repo.partnerTotals(db, code, year, "export"),
            repo.partnerTotals(db, code, year, "import"),
            repo.countrySources(db, code, year),
          ]);
    const value = (ex?.value ?? 0) + (im?.value ?? 0);
    return {
      countryCode: code,
      years: all,
      year,
      exports: ex?.value ?? 0,
      imports: im?.value ?? 0,
      balance: (ex?.value ?? 0) - (im?.value ?? 0),
      exportsGrowth: ex ? growth(ex.value, at(exports, ex.year - 1)?.value) : null,
      importsGrowth: im ? growth(im.value, at(imports, im.year - 1)?.value) : null,
      exportPartners: exportPartners.length,
      importPartners: importPartners.length,
      demoShare: demoShareOf(value, (ex?.demo ?? 0) + (im?.demo ?? 0)),
      topExportPartner: exportPartners[0]?.country ?? null,
      topImportPartner: importPartners[0]?.country ?? null,
      sources: sources.map((s) => ({ source: s.source, isDemo: s.is_demo })),
    };
  });
}

export function trends(db: Db, code: string): Promise<CountryTrends | undefined> {
  return forCountry(db, code, async () => {
    const { exports, imports, years: all } = await bothDirections(db, code);
    const value = (rows: repo.DirectionYear[], y: number) => rows.find((r) => r.year === y);
    const ascending = [...all].reverse();
    const cagr = (rows: repo.DirectionYear[]) => {
      const [first, last] = [rows[0], rows.at(-1)];
      return first && last && last.year > first.year
        ? compoundAnnualGrowth(first.value, last.value, last.year - first.year)
        : null;
    };
    return {
      rows: ascending.map((year) => {
        const [ex, im] = [value(exports, year), value(imports, year)];
        const total = (ex?.value ?? 0) + (im?.value ?? 0);
        return {
          year,
          exports: ex?.value ?? 0,
          imports: im?.value ?? 0,
          balance: (ex?.value ?? 0) - (im?.value ?? 0),
          exportsGrowth: ex ? growth(ex.value, value(exports, year - 1)?.value) : null,
          importsGrowth: im ? growth(im.value, value(imports, year - 1)?.value) : null,
          demoShare: demoShareOf(total, (ex?.demo ?? 0) + (im?.demo ?? 0)),
        };
      }),
      exportsCagr: cagr(exports),
      importsCagr: cagr(imports),
    };
  });
}

export function countryData(db: Db, code: string): Promise<CountryData | undefined> {
  return forCountry(db, code, async (info) => {
    const [series, trade] = await Promise.all([repo.macroSeries(db, code), tradeData(db, code)]);
    const of = (indicator: string) => series.filter((s) => s.indicator === indicator);
    const latest = (indicator: string) => {
      const last = of(indicator).at(-1);
      return last ? { year: last.year, value: last.value } : null;
    };
    const [gdp, population] = [latest("gdp_usd"), latest("population")];
    const perHead = newestFirst(of("gdp_usd").map((s) => s.year)).find((year) =>
      of("population").some((p) => p.year === year),
    );
    const history = newestFirst(series.map((s) => s.year))
      .slice(0, HISTORY_YEARS)
      .reverse()
      .map((year) => ({
        year,
        gdp: of("gdp_usd").find((s) => s.year === year)?.value ?? null,
        population: of("population").find((s) => s.year === year)?.value ?? null,
      }));
    const tradeYear = trade?.year ?? null;
    const gdpThen = of("gdp_usd").find((s) => s.year === tradeYear)?.value ?? 0;
    return {
      countryCode: code,
      name: info.name_en,
      isoNumeric: info.id,
      capital: info.capital,
      region: info.m49_region,
      subRegion: info.m49_sub_region,
      currencies: info.currencies,
      gdp,
      population,
      gdpPerCapita:
        perHead === undefined
          ? null
          : marketShare(
              of("gdp_usd").find((s) => s.year === perHead)?.value ?? 0,
              of("population").find((s) => s.year === perHead)?.value ?? 0,
            ),
      history,
      trade:
        trade && tradeYear !== null
          ? {
              year: tradeYear,
              exports: trade.exports,
              imports: trade.imports,
              balance: trade.balance,
              tradeToGdp: marketShare(trade.exports + trade.imports, gdpThen),
            }
          : null,
      sources: [...(series.length ? [WORLD_BANK] : []), ...(trade?.sources ?? [])],
    };
  });
}

type YearFlow = { year?: number; flow?: TradeFlow; limit?: number };

export function partners(db: Db, code: string, asked: YearFlow, all = false): Promise<Partners | undefined> {
  return forCountry(db, code, async () => {
    const flow = asked.flow ?? "export";
    const year = asked.year ?? (await flowYearsOf(db, code, flow))[0] ?? null;
    if (year === null) return { year, flow, total: 0, partners: 0, hhi: null, rows: [] };
    const opposite: TradeFlow = flow === "export" ? "import" : "export";
    const [rows, before, world, numbers] = await Promise.all([
      repo.partnerTotals(db, code, year, flow),
      repo.partnerTotals(db, code, year - 1, flow),
      repo.worldTotals(db, year, opposite),
      countryNumbers(db),
    ]);
    const total = sum(rows);
    const worldTotal = sum(world);
    const worldOf = new Map(world.map((r) => [r.country, r.value]));
    const previous = new Map(before.map((r) => [r.country, r.value]));
    return {
      year,
      flow,
      total,
      partners: rows.length,
      hhi: concentration(rows.map((r) => r.value))?.hhi ?? null,
      rows: (all ? rows : rows.slice(0, asked.limit ?? 50)).map((r) => ({
        countryCode: r.country,
        value: r.value,
        share: marketShare(r.value, total),
        growth: growth(r.value, previous.get(r.country)),
        intensity: tradeIntensity(r.value, total, worldOf.get(r.country) ?? 0, worldTotal),
        isDemo: r.demo > 0,
        isoNumeric: numbers.get(r.country) ?? null,
      })),
    };
  });
}

export function targetTrends(
  db: Db,
  code: string,
  asked: { flow?: TradeFlow; partners?: string },
): Promise<TargetTrends | undefined> {
  return forCountry(db, code, async () => {
    const flow = asked.flow ?? "export";
    const years = (await repo.directionYears(db, code, flow)).map((y) => y.year);
    const last = years.at(-1);
    const chosen = asked.partners
      ? [...new Set(asked.partners.split(","))]
      : last === undefined
        ? []
        : (await repo.partnerTotals(db, code, last, flow)).slice(0, TOP_TARGETS).map((r) => r.country);
    const [rows, totals] = await Promise.all([
      repo.partnerYears(db, code, flow, chosen),
      repo.directionYears(db, code, flow),
    ]);
    const totalOf = new Map(totals.map((t) => [t.year, t.value]));
    return {
      flow,
      years,
      series: chosen.map((country) => ({
        countryCode: country,
        values: rows
          .filter((r) => r.country === country)
          .map((r) => ({ year: r.year, value: r.value, share: marketShare(r.value, totalOf.get(r.year) ?? 0) })),
      })),
    };
  });
}

export function products(
  db: Db,
  code: string,
  asked: YearFlow & { level?: number },
): Promise<CountryProducts | undefined> {
  return forCountry(db, code, async () => {
    const flow = asked.flow ?? "export";
    const level = asked.level ?? 2;
    const year = asked.year ?? (await flowYearsOf(db, code, flow))[0] ?? null;
    if (year === null) return { year, flow, level, total: 0, products: 0, advantaged: null, rows: [] };
    const [rows, before, totals] = await Promise.all([
      repo.countryProducts(db, code, year, flow, level),
      repo.countryProducts(db, code, year - 1, flow, level),
      flow === "export" ? exportTotals(db, year, level) : undefined,
    ]);
    const total = sum(rows);
    const previous = new Map(before.map((r) => [r.code, r.value]));
    const rca = totals
      ? countryAdvantages(
          rows.map((r) => ({ product: r.code, value: r.value })),
          totals.byCountry.get(code) ?? total,
          new Map(rows.map((r) => [r.code, r.world])),
          totals.world,
        )
      : undefined;
    return {
      year,
      flow,
      level,
      total,
      products: rows.length,
      advantaged: rca ? [...rca.values()].filter((v) => v !== null && v >= 1).length : null,
      rows: rows.slice(0, asked.limit ?? 50).map((r) => ({
        hsCode: r.code,
        hsCodeDescription: r.description,
        value: r.value,
        share: marketShare(r.value, total),
        worldShare: marketShare(r.value, r.world),
        rca: rca?.get(r.code) ?? null,
        growth: growth(r.value, previous.get(r.code)),
        isDemo: r.demo > 0,
      })),
    };
  });
}

export async function topCountries(db: Db, asked: YearFlow): Promise<TopCountries> {
  const flow = asked.flow ?? "export";
  const year = asked.year ?? (await repo.rollupYears(db))[0] ?? null;
  if (year === null) return { year, flow, total: 0, countries: 0, rows: [] };
  const [rows, before] = await Promise.all([repo.worldTotals(db, year, flow), repo.worldTotals(db, year - 1, flow)]);
  const total = sum(rows);
  const previous = new Map(before.map((r) => [r.country, r.value]));
  return {
    year,
    flow,
    total,
    countries: rows.length,
    rows: rows.slice(0, asked.limit ?? 50).map((r) => ({
      countryCode: r.country,
      value: r.value,
      share: marketShare(r.value, total),
      growth: growth(r.value, previous.get(r.country)),
      isDemo: r.demo > 0,
    })),
  };
}

export const topYears = async (db: Db, flow: TradeFlow = "export") => ({ flow, years: await repo.rollupYears(db) });

/** A month (YYYY-MM) or a year (YYYY) as a half-open date range. */
function periodRange(period: string | undefined): { from: string; to: string } | null {
  if (!period) return null;
  const [year, month] = period.split("-").map(Number) as [number, number | undefined];
  if (month === undefined) return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
  return { from: `${period}-01`, to: `${next}-01` };
}

export function enterprises(
  db: Db,
  code: string,
  asked: { flow?: TradeFlow; period?: string; limit?: number },
): Promise<Enterprises | undefined> {
  return forCountry(db, code, async () => {
    const flow = asked.flow ?? "import";
    const rows = await repo.enterprises(db, code, flow, periodRange(asked.period), asked.limit ?? 50);
    return {
      flow,
      period: asked.period ?? null,
      companies: rows[0]?.companies ?? 0,
      rows: rows.map((r) => ({
        companyId: r.company_id,
        name: r.name,
        records: r.records,
        partners: r.partners,
        products: r.products,
        quantity: r.quantity,
        quantityUnit: r.quantity_unit,
        value: r.value,
        firstDate: r.first_date,
        lastDate: r.last_date,
        source: r.source,
        isDemo: r.is_demo,
      })),
    };
  });
}

export function ratings(db: Db, code: string): Promise<CountryRatings | undefined> {
  return forCountry(db, code, async () => {
    const r = await repo.ratings(db, code);
    return {
      countryCode: code,
      year: r.year,
      companies: r.companies,
      averageScore: r.average_score,
      averageDefaultProbability: r.average_pd,
      ratings: r.ratings ?? [],
      riskIndicators: r.risks ?? [],
      demoShare: r.companies > 0 ? r.demo / r.companies : null,
    };
  });
}
