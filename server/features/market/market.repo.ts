import { sql, type RawBuilder } from "kysely";
import type { Db } from "../company-profile/index.ts";
import type { CompanyRatingsRow } from "../../db/generated/database.ts";
import { CELL_METRICS, type CellMetric, type Grade, type GradeCount } from "./market-compute.ts";

/** The company's own rated year (latest first) as the roll-up holds it (its day as text). */
export type RatingRow = Omit<CompanyRatingsRow, "company_id" | "source" | "period_end"> & { period_end: string };

/** A peer cell: country x industry x fiscal year, and a size band (null = every band). */
export type Cell = {
  countryCode: string;
  scheme: "isic" | "sic";
  code: string;
  year: number;
  band: string | null;
  isDemo: boolean;
};

export async function companyRatings(db: Db, companyId: string): Promise<RatingRow[]> {
  const { rows } = await sql<RatingRow>`
    SELECT fiscal_year::int AS fiscal_year, period_end::text AS period_end, rating, z_score, local_score::int AS local_score,
      x1, x2, x3, x4, country_code, industry_scheme, industry_code, size_band, is_listed, legal_form, status,
      founded_year::int AS founded_year, net_margin, revenue_growth, equity_ratio, current_ratio, operating_cash_flow, is_demo
    FROM company_ratings WHERE company_id = ${companyId} ORDER BY fiscal_year DESC`.execute(db);
  return rows;
}

/** Filters company_rating_counts (alias r) to a cell; `parts` leaves some keys out (a wider group). */
export function cellWhere(
  cell: Cell,
  parts: { year?: boolean; band?: boolean; industry?: boolean } = {},
): RawBuilder<unknown> {
  const { year = true, band = true, industry = true } = parts;
  return sql`r.country_code = ${cell.countryCode} AND r.industry_scheme = ${cell.scheme} AND r.is_demo = ${cell.isDemo}
    ${industry ? sql`AND r.industry_code = ${cell.code}` : sql``}
    ${year ? sql`AND r.fiscal_year = ${cell.year}` : sql``}
    ${band && cell.band ? sql`AND r.size_band = ${cell.band}` : sql``}`;
}

/** How many rated companies match `where` (over the roll-up's keys: cell, year, band, is_listed, rating). */
export async function countWhere(db: Db, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT coalesce(sum(r.companies), 0)::int AS n FROM company_rating_counts r WHERE ${where}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Grade counts per group key (an SQL expression over the roll-up's keys), with the summed local scores. */
export async function gradeCountsBy(
  db: Db,
  where: RawBuilder<unknown>,
  key: RawBuilder<unknown>,
): Promise<GradeCount[]> {
  const { rows } = await sql<GradeCount>`
    SELECT coalesce((${key})::text, '') AS key, r.rating, sum(r.companies)::int AS count, sum(r.score_sum)::float8 AS "scoreSum"
    FROM company_rating_counts r WHERE ${where} GROUP BY 1, 2`.execute(db);
  return rows;
}

export type RankedRow = {
  company_id: string;
  aaa_id: string;
  name: string;
  rating: Grade;
  z_score: number;
  local_score: number;
  source: string;
  is_demo: boolean;
  rank: number;
};

/** A cell in the cell roll-ups (alias r): its size band, or 'all' when the cell takes every band. */
function cellKey(cell: Cell): RawBuilder<unknown> {
  return sql`r.country_code = ${cell.countryCode} AND r.industry_scheme = ${cell.scheme} AND r.industry_code = ${cell.code}
    AND r.fiscal_year = ${cell.year} AND r.is_demo = ${cell.isDemo} AND r.size_band = ${cell.band ?? "all"}`;
}

/**
 * The cell's companies by Z'' (best first; ties by id), ranks offset+1 .. offset+limit: a range scan of
 * company_rating_ranks' primary key (names and grades joined for those only).
 */
export async function ranked(db: Db, cell: Cell, offset: number, limit: number): Promise<RankedRow[]> {
  const { rows } = await sql<RankedRow>`
    SELECT k.company_id::text AS company_id, c.aaa_id, c.name, cr.rating, cr.z_score, cr.local_score::int AS local_score,
      c.source, cr.is_demo, k.rank
    FROM (
      SELECT r.company_id, r.fiscal_year, r.rank FROM company_rating_ranks r
      WHERE ${cellKey(cell)} AND r.rank > ${offset} ORDER BY r.rank LIMIT ${limit}
    ) k
    JOIN company_ratings cr ON cr.company_id = k.company_id AND cr.fiscal_year = k.fiscal_year
    JOIN companies c ON c.id = k.company_id
    ORDER BY k.rank`.execute(db);
  return rows;
}

export type Standing = {
  /** 1 + how many of the cell score above the company's Z'' (ties broken by id). */
  rank: number;
  /** How many companies the cell has. */
  total: number;
  /** Per metric: how many of the cell lie strictly below the company's value (null without one). */
  below: Record<CellMetric, number | null>;
};

/** The company's standing in the cell (its row of company_rating_ranks); null when it is not in the cell. */
export async function standing(db: Db, cell: Cell, companyId: string): Promise<Standing | null> {
  const { rows } = await sql<Record<string, number | null>>`
    SELECT r.rank, s.companies AS total, ${sql.join(CELL_METRICS.map((m) => sql.ref(`r.below_${m}`)))}
    FROM company_rating_ranks r
    JOIN rating_cell_stats s ON s.country_code = r.country_code AND s.industry_scheme = r.industry_scheme
      AND s.industry_code = r.industry_code AND s.fiscal_year = r.fiscal_year AND s.is_demo = r.is_demo
      AND s.size_band = r.size_band AND s.metric = 'z_score'
    WHERE r.company_id = ${companyId} AND ${cellKey(cell)}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const below = Object.fromEntries(CELL_METRICS.map((m) => [m, row[`below_${m}`] ?? null]));
  return { rank: Number(row.rank), total: Number(row.total), below: below as Standing["below"] };
}

export type CellStat = {
  metric: CellMetric;
  count: number;
  median: number;
  average: number;
  top_decile: number;
  bottom_decile: number;
  negative: number;
};

/**
 * Per metric: how many of the cell have a value, their median, mean, top and bottom 10 % and how many are
 * negative (rating_cell_stats, one row per metric); a metric nobody in the cell has is left out.
 */
export async function cellStats(db: Db, cell: Cell, metrics: readonly CellMetric[]): Promise<CellStat[]> {
  const { rows } = await sql<CellStat>`
    SELECT r.metric, r.companies AS count, r.median, r.average, r.top_decile, r.bottom_decile, r.negative
    FROM rating_cell_stats r WHERE ${cellKey(cell)} AND r.metric = ANY(${[...metrics]}::text[])`.execute(db);
  return metrics.flatMap((metric) => rows.filter((row) => row.metric === metric));
}

/**
 * How many of the cell's companies (every size band) share each attribute's value (0 for a value that is
 * null), from rating_attribute_counts.
 */
export async function attributeCounts(
  db: Db,
  cell: Cell,
  values: readonly { attribute: string; value: string | null }[],
): Promise<number[]> {
  const known = values.filter((v) => v.value !== null);
  if (known.length === 0) return values.map(() => 0);
  const { rows } = await sql<{ attribute: string; value: string; companies: number }>`
    SELECT r.attribute, r.value, r.companies FROM rating_attribute_counts r
    WHERE r.country_code = ${cell.countryCode} AND r.industry_scheme = ${cell.scheme} AND r.industry_code = ${cell.code}
      AND r.fiscal_year = ${cell.year} AND r.is_demo = ${cell.isDemo}
      AND (r.attribute, r.value) IN (${sql.join(known.map((v) => sql`(${v.attribute}, ${v.value})`))})`.execute(db);
  return values.map((v) => rows.find((row) => row.attribute === v.attribute && row.value === v.value)?.companies ?? 0);
}

export type DimensionStat = { companies: number; average: number | null; median: number | null };

/** Count, mean local score and median Z'' of the year's companies sharing each (dimension, value), from rating_dimension_stats. */
export async function dimensionStats(
  db: Db,
  year: number,
  isDemo: boolean,
  values: readonly { dimension: string; value: string }[],
): Promise<DimensionStat[]> {
  if (values.length === 0) return [];
  const { rows } = await sql<DimensionStat & { dimension: string; value: string }>`
    SELECT dimension, value, companies, average_score AS average, median_z_score AS median
    FROM rating_dimension_stats
    WHERE fiscal_year = ${year} AND is_demo = ${isDemo}
      AND (dimension, value) IN (${sql.join(values.map((v) => sql`(${v.dimension}, ${v.value})`))})`.execute(db);
  return values.map((v) => {
    const row = rows.find((r) => r.dimension === v.dimension && r.value === v.value);
    return row
      ? { companies: row.companies, average: row.average, median: row.median }
      : { companies: 0, average: null, median: null };
  });
}

/** The rated fiscal years of a cell's industry and country (every size band). */
export async function cellYears(db: Db, cell: Cell): Promise<number[]> {
  const { rows } = await sql<{ year: number }>`
    SELECT DISTINCT r.fiscal_year::int AS year FROM company_rating_counts r WHERE ${cellWhere(cell, { year: false, band: false })}
    ORDER BY 1`.execute(db);
  return rows.map((r) => r.year);
}
