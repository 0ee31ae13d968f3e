import { sql } from "kysely";
import type {
  AttributeComparison,
  EnterpriseOverview,
  IndustryRatingCard,
  IndustryStatistics,
  MarketBody,
  MarketCell,
  MarketQuantity,
  PeerStats,
  RatingDistribution,
  RatingGroups,
  RatingNorms,
  RatingPosition,
  RatingRanking,
  RankedCompany,
} from "../../../contract/market.ts";
import { heading, resolveCompany, type CompanyRow, type Db } from "../company-profile/index.ts";
import { BANDS, riskIndicator } from "../credit/index.ts";
import { industryName, industryNames } from "../performance/index.ts";
import {
  attributeCounts,
  cellStats,
  cellWhere,
  cellYears,
  companyRatings,
  countWhere,
  dimensionStats,
  gradeCountsBy,
  ranked,
  standing,
  type Cell,
  type RankedRow,
  type RatingRow,
} from "./market.repo.ts";
import { ageBucket, gradeCounts, gradeOf, percentOf, toGroups, type CellMetric } from "./market-compute.ts";

/** A size band's cell needs this many rated companies, else the whole industry in the country is the cell. */
export const MIN_BAND_PEERS = 3;

type Context = {
  company: CompanyRow;
  /** The subject's rated years, latest first (empty: no rating, no cell). */
  history: RatingRow[];
  latest: RatingRow | null;
  cell: Cell | null;
  head: { company: ReturnType<typeof heading>; cell: MarketCell | null; subject: RatingPosition["subject"] };
};

/** The company, its latest rating and its peer cell (docs/CREDIT.md, "Market analysis"). */
export async function marketContext(db: Db, ref: MarketBody): Promise<Context> {
  const company = await resolveCompany(db, ref);
  const history = await companyRatings(db, company.id);
  const latest = history[0] ?? null;
  if (!latest)
    return { company, history, latest, cell: null, head: { company: heading(company), cell: null, subject: null } };
  const whole: Cell = {
    countryCode: latest.country_code,
    scheme: latest.industry_scheme,
    code: latest.industry_code,
    year: latest.fiscal_year,
    band: latest.size_band,
    isDemo: latest.is_demo,
  };
  const banded = latest.size_band ? await countWhere(db, cellWhere(whole)) : 0;
  const cell = { ...whole, band: banded >= MIN_BAND_PEERS ? latest.size_band : null };
  return {
    company,
    history,
    latest,
    cell,
    head: {
      company: heading(company),
      cell: {
        countryCode: cell.countryCode,
        industryScheme: cell.scheme,
        industryCode: cell.code,
        industryName: await industryName(db, { scheme: cell.scheme, code: cell.code }),
        year: cell.year,
        sizeBand: cell.band,
        companySizeBand: latest.size_band,
        isDemo: cell.isDemo,
      },
      subject: {
        year: latest.fiscal_year,
        periodEnd: latest.period_end,
        rating: latest.rating,
        zScore: latest.z_score,
        localScore: latest.local_score,
      },
    },
  };
}

export async function ratingDistribution(db: Db, ref: MarketBody): Promise<RatingDistribution> {
  const { cell, head } = await marketContext(db, ref);
  const rows = cell ? await gradeCountsBy(db, cellWhere(cell), sql`''`) : [];
  return { ...head, total: rows.reduce((sum, r) => sum + r.count, 0), counts: gradeCounts(rows) };
}

const toRanked = (row: RankedRow, subjectId: string): RankedCompany => ({
  rank: row.rank,
  companyId: row.company_id,
  aaaId: row.aaa_id,
  name: row.name,
  rating: row.rating,
  zScore: row.z_score,
  localScore: row.local_score,
  isSubject: row.company_id === subjectId,
  source: row.source,
  isDemo: row.is_demo,
});

async function position(db: Db, context: Context) {
  const { cell, latest, company } = context;
  if (!cell || !latest) return { rank: null, total: 0, below: 0 };
  const s = await standing(db, cell, company.id);
  return s ? { rank: s.rank, total: s.total, below: s.below.z_score ?? 0 } : { rank: null, total: 0, below: 0 };
}

export async function ratingRanking(
  db: Db,
  body: MarketBody & { pageNum?: number; pageSize?: number },
): Promise<RatingRanking> {
  const context = await marketContext(db, body);
  const { rank, total } = await position(db, context);
  const size = body.pageSize ?? 20;
  const rows = context.cell ? await ranked(db, context.cell, ((body.pageNum ?? 1) - 1) * size, size) : [];
  return { ...context.head, rank, total, list: rows.map((row) => toRanked(row, context.company.id)) };
}

/** The subject's neighbours in the ranking: up to 5 above and 5 below it. */
export async function blockList(db: Db, ref: MarketBody): Promise<RatingRanking> {
  const context = await marketContext(db, ref);
  const { rank, total } = await position(db, context);
  const rows = context.cell && rank ? await ranked(db, context.cell, Math.max(0, rank - 6), 11) : [];
  return { ...context.head, rank, total, list: rows.map((row) => toRanked(row, context.company.id)) };
}

export async function ratingAnalysisCurrent(db: Db, ref: MarketBody): Promise<RatingPosition> {
  const context = await marketContext(db, ref);
  const { rank, total, below } = await position(db, context);
  const [median] = context.cell ? await cellStats(db, context.cell, ["z_score"]) : [];
  return {
    ...context.head,
    rank,
    total,
    percentile: rank ? percentOf(below, total) : null,
    medianRating: gradeOf(median?.median ?? null),
    medianZScore: median?.median ?? null,
  };
}

type Dimension = RatingGroups["dimension"];

/** Grade counts per group of a dimension, around the subject's cell. */
export async function ratingGroups(db: Db, ref: MarketBody, dimension: Dimension): Promise<RatingGroups> {
  const context = await marketContext(db, ref);
  const { cell, latest, head } = context;
  if (!cell || !latest) return { ...head, dimension, groups: [] };
  const own = (value: string) => (key: string) => (key === value ? latest.rating : null);
  const spec = {
    // Industries of the same scheme in the country, that year.
    industry: {
      where: cellWhere(cell, { industry: false, band: false }),
      key: sql`r.industry_code`,
      mine: own(cell.code),
    },
    // Countries with the same industry, that year (real companies are all in the SEC's countries).
    area: {
      where: sql`r.industry_scheme = ${cell.scheme} AND r.industry_code = ${cell.code} AND r.fiscal_year = ${cell.year} AND r.is_demo = ${cell.isDemo}`,
      key: sql`r.country_code`,
      mine: own(cell.countryCode),
    },
    // Every rated year of the industry in the country; the subject's grade of each year.
    year: {
      where: cellWhere(cell, { year: false, band: false }),
      key: sql`r.fiscal_year`,
      mine: (key: string) => context.history.find((h) => String(h.fiscal_year) === key)?.rating ?? null,
    },
    nature: {
      where: cellWhere(cell, { band: false }),
      key: sql`CASE WHEN r.is_listed THEN 'listed' ELSE 'unlisted' END`,
      mine: own(latest.is_listed ? "listed" : "unlisted"),
    },
    size: { where: cellWhere(cell, { band: false }), key: sql`r.size_band`, mine: own(latest.size_band ?? "") },
  }[dimension];
  let groups = toGroups(await gradeCountsBy(db, spec.where, spec.key), spec.mine);
  if (dimension === "year") groups = groups.sort((a, b) => Number(a.key) - Number(b.key));
  if (dimension === "industry") {
    groups = groups.slice(0, 12);
    const names = await industryNames(
      db,
      cell.scheme,
      groups.map((g) => g.key),
    );
    for (const group of groups) group.label = names.get(group.key) ?? null;
  }
  return { ...head, dimension, groups };
}

export async function enterpriseOverview(db: Db, ref: MarketBody): Promise<EnterpriseOverview> {
  const { cell, head } = await marketContext(db, ref);
  if (!cell)
    return {
      ...head,
      rated: 0,
      realCount: 0,
      demoCount: 0,
      averageScore: null,
      medianZScore: null,
      investmentGradeShare: null,
    };
  const rows = await gradeCountsBy(db, cellWhere(cell), sql`r.is_demo`);
  const rated = rows.reduce((sum, r) => sum + r.count, 0);
  const demoCount = rows.filter((r) => r.key === "true").reduce((sum, r) => sum + r.count, 0);
  const investment = rows.filter((r) => ["AAA", "AA", "A", "BBB"].includes(r.rating)).reduce((s, r) => s + r.count, 0);
  const [z] = await cellStats(db, cell, ["z_score"]);
  const scoreSum = rows.reduce((sum, r) => sum + r.scoreSum, 0);
  return {
    ...head,
    rated,
    realCount: rated - demoCount,
    demoCount,
    averageScore: rated ? Math.round((10 * scoreSum) / rated) / 10 : null,
    medianZScore: z?.median ?? null,
    investmentGradeShare: percentOf(investment, rated),
  };
}

type MetricSpec = { metric: string; column: CellMetric & keyof RatingRow; unit: PeerStats["rows"][number]["unit"] };

async function peerStats(db: Db, ref: MarketBody, specs: readonly MetricSpec[]): Promise<PeerStats> {
  const { cell, latest, head, company } = await marketContext(db, ref);
  if (!cell || !latest) return { ...head, rows: [] };
  const subject = (spec: MetricSpec) => latest[spec.column] ?? null;
  const [stats, own] = await Promise.all([
    cellStats(
      db,
      cell,
      specs.map((spec) => spec.column),
    ),
    standing(db, cell, company.id),
  ]);
  return {
    ...head,
    rows: specs.map((spec) => {
      const s = stats.find((row) => row.metric === spec.column);
      const value = subject(spec);
      // How many of the cell lie below the subject's own value: its stored count.
      const below = own?.below[spec.column] ?? 0;
      return {
        metric: spec.metric,
        unit: spec.unit,
        subject: value,
        count: s?.count ?? 0,
        median: s?.median ?? null,
        average: s?.average ?? null,
        topDecile: s?.top_decile ?? null,
        bottomDecile: s?.bottom_decile ?? null,
        percentile: value === null || !s ? null : percentOf(below, s.count),
      };
    }),
  };
}

/** The model's ratios (X1-X4) and score against the cell. */
export const financialRatios = (db: Db, ref: MarketBody) =>
  peerStats(db, ref, [
    { metric: "x1", column: "x1", unit: "ratio" },
    { metric: "x2", column: "x2", unit: "ratio" },
    { metric: "x3", column: "x3", unit: "ratio" },
    { metric: "x4", column: "x4", unit: "ratio" },
    { metric: "zScore", column: "z_score", unit: "ratio" },
  ]);

/** Performance comparison ratios (competitive analysis) against the cell. */
export const performanceComparison = (db: Db, ref: MarketBody) =>
  peerStats(db, ref, [
    { metric: "localScore", column: "local_score", unit: "score" },
    { metric: "netMargin", column: "net_margin", unit: "percent" },
    { metric: "revenueGrowth", column: "revenue_growth", unit: "percent" },
    { metric: "equityRatio", column: "equity_ratio", unit: "percent" },
    { metric: "currentRatio", column: "current_ratio", unit: "ratio" },
  ]);

export async function attributeComparison(db: Db, ref: MarketBody): Promise<AttributeComparison> {
  const { cell, latest, head } = await marketContext(db, ref);
  if (!cell || !latest) return { ...head, rows: [] };
  const attributes: { attribute: AttributeComparison["rows"][number]["attribute"]; value: string | null }[] = [
    { attribute: "nature", value: latest.is_listed ? "listed" : "unlisted" },
    { attribute: "legalForm", value: latest.legal_form },
    { attribute: "status", value: latest.status },
    { attribute: "sizeBand", value: latest.size_band },
    { attribute: "yearsInBusiness", value: ageBucket(latest.fiscal_year, latest.founded_year) },
  ];
  // The whole industry in the country (every size band), so the size band itself can be compared.
  const [sharing, total] = await Promise.all([
    attributeCounts(db, cell, attributes),
    countWhere(db, cellWhere(cell, { band: false })),
  ]);
  return { ...head, rows: attributes.map((a, i) => ({ ...a, sharing: sharing[i]!, total })) };
}

export async function ratingNorms(db: Db, ref: MarketBody): Promise<RatingNorms> {
  const { cell, head } = await marketContext(db, ref);
  const rows = cell ? await gradeCountsBy(db, cellWhere(cell), sql`''`) : [];
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return {
    ...head,
    rows: BANDS.map((band) => {
      const row = rows.find((r) => r.rating === band.rating);
      const count = row?.count ?? 0;
      return {
        rating: band.rating,
        zFloor: Number.isFinite(band.floor) ? band.floor : null,
        probabilityOfDefault: band.pd,
        riskIndicator: riskIndicator(band.pd),
        count,
        share: percentOf(count, total),
        averageScore: row ? Math.round((10 * row.scoreSum) / count) / 10 : null,
      };
    }),
  };
}

export async function marketQuantity(db: Db, ref: MarketBody): Promise<MarketQuantity> {
  const { cell, head } = await marketContext(db, ref);
  if (!cell) return { ...head, inCell: 0, inIndustry: 0, inCountry: 0, years: [] };
  const [inCell, inIndustry, inCountry, years] = await Promise.all([
    countWhere(db, cellWhere(cell)),
    countWhere(db, cellWhere(cell, { band: false })),
    countWhere(db, cellWhere(cell, { band: false, industry: false })),
    cellYears(db, cell),
  ]);
  return { ...head, inCell, inIndustry, inCountry, years };
}

export async function industryStatistics(db: Db, ref: MarketBody): Promise<IndustryStatistics> {
  const { cell, latest, head } = await marketContext(db, ref);
  if (!cell || !latest) return { ...head, rows: [] };
  // Each dimension's value, and the key rating_dimension_stats holds it under (industry: "scheme code").
  const dimensions: { key: IndustryStatistics["rows"][number]["dimension"]; value: string | null; stored?: string }[] =
    [
      { key: "country", value: cell.countryCode },
      { key: "industry", value: cell.code, stored: `${cell.scheme} ${cell.code}` },
      { key: "companyType", value: latest.legal_form },
      { key: "size", value: latest.size_band },
      { key: "status", value: latest.status },
      { key: "yearsInBusiness", value: ageBucket(latest.fiscal_year, latest.founded_year) },
      { key: "rating", value: latest.rating },
    ];
  const known = dimensions.filter((d) => d.value !== null);
  const stats = await dimensionStats(
    db,
    cell.year,
    cell.isDemo,
    known.map((d) => ({ dimension: d.key, value: d.stored ?? d.value! })),
  );
  return {
    ...head,
    rows: dimensions.map((d) => {
      const stat = stats[known.indexOf(d)] ?? { companies: 0, average: null, median: null };
      return {
        dimension: d.key,
        value: d.value,
        companies: stat.companies,
        averageScore: stat.average === null ? null : Math.round(10 * stat.average) / 10,
        medianRating: gradeOf(stat.median),
      };
    }),
  };
}

/** The industry rating card: medians of the subject's cell. */
export async function industryRatingCard(db: Db, ref: MarketBody): Promise<IndustryRatingCard> {
  const { cell, head } = await marketContext(db, ref);
  const empty = {
    companies: 0,
    rating: null,
    cashFlowPositiveShare: null,
    profitability: null,
    growth: null,
    financialStructure: null,
    repaying: null,
  };
  if (!cell) return { ...head, ...empty };
  const stats = await cellStats(db, cell, [
    "z_score",
    "net_margin",
    "revenue_growth",
    "equity_ratio",
    "current_ratio",
    "operating_cash_flow",
  ]);
  const median = (metric: CellMetric) => stats.find((s) => s.metric === metric)?.median ?? null;
  const cash = stats.find((s) => s.metric === "operating_cash_flow");
  const companies = stats.find((s) => s.metric === "z_score")?.count ?? 0;
  return {
    ...head,
    companies,
    rating: gradeOf(median("z_score")),
    // Share of those reporting an operating cash flow whose cash flow is not negative.
    cashFlowPositiveShare: cash ? percentOf(cash.count - cash.negative, cash.count) : null,
    profitability: median("net_margin"),
    growth: median("revenue_growth"),
    financialStructure: median("equity_ratio"),
    repaying: median("current_ratio"),
  };
}
