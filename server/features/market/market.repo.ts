import { sql, type RawBuilder } from "kysely";
import type { Db } from "../company-profile/index.ts";
import type { CompanyRatingsRow } from "../../db/generated/database.ts";
import type { Grade, GradeCount } from "./market-compute.ts";

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

/** Filters company_ratings or its counts company_rating_counts (alias r) to a cell; `parts` leaves some keys out (a wider group). */
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

/** How many rated companies match `where`, over any column of company_ratings. */
export async function countRated(db: Db, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM company_ratings r WHERE ${where}`.execute(
    db,
  );
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

/** The cell's companies by Z'' (best first; ties by id), ranks offset+1 .. offset+limit (names joined for those only). */
export async function ranked(db: Db, where: RawBuilder<unknown>, offset: number, limit: number): Promise<RankedRow[]> {
  const { rows } = await sql<RankedRow>`
    SELECT r.company_id::text AS company_id, c.aaa_id, c.name, r.rating, r.z_score, r.local_score::int AS local_score,
      c.source, r.is_demo, r.rank::int AS rank
    FROM (
      SELECT r.company_id, r.rating, r.z_score, r.local_score, r.is_demo,
        row_number() OVER (ORDER BY r.z_score DESC, r.company_id) AS rank
      FROM company_ratings r WHERE ${where}
      ORDER BY r.z_score DESC, r.company_id
      OFFSET ${offset} LIMIT ${limit}
    ) r
    JOIN companies c ON c.id = r.company_id
    ORDER BY r.rank`.execute(db);
  return rows;
}

/** How many of the cell score above `z` (the subject's rank is this + 1; ties broken by id), and below. */
export async function standing(
  db: Db,
  where: RawBuilder<unknown>,
  z: number,
  companyId: string,
): Promise<{ above: number; below: number; total: number }> {
  const { rows } = await sql<{ above: number; below: number; total: number }>`
    SELECT count(*) FILTER (WHERE r.z_score > ${z} OR (r.z_score = ${z} AND r.company_id < ${companyId}::bigint))::int AS above,
      count(*) FILTER (WHERE r.z_score < ${z})::int AS below, count(*)::int AS total
    FROM company_ratings r WHERE ${where}`.execute(db);
  return rows[0] ?? { above: 0, below: 0, total: 0 };
}

export type MetricStat = {
  metric: string;
  count: number;
  median: number | null;
  average: number | null;
  top_decile: number | null;
  bottom_decile: number | null;
  below: number;
};

/**
 * Per metric (a column of company_ratings): count, median, mean, top and bottom 10 % and how many lie below `subject`,
 * over the values present; a metric with none is left out. One pass over the cell (the percentiles of a column share a sort).
 */
export async function metricStats(
  db: Db,
  where: RawBuilder<unknown>,
  metrics: readonly { metric: string; column: string; subject: number | null }[],
): Promise<MetricStat[]> {
  if (metrics.length === 0) return [];
  const columns = metrics.map((m, i) => {
    const value = sql`r.${sql.raw(m.column)}::float8`;
    const as = (name: string) => sql.ref(`${name}${i}`);
    return sql`count(${value})::int AS ${as("n")}, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${value}) AS ${as("m")},
      avg(${value})::float8 AS ${as("a")}, percentile_cont(0.9) WITHIN GROUP (ORDER BY ${value}) AS ${as("t")},
      percentile_cont(0.1) WITHIN GROUP (ORDER BY ${value}) AS ${as("d")},
      count(*) FILTER (WHERE ${value} < ${m.subject}::float8)::int AS ${as("b")}`;
  });
  const { rows } = await sql<Record<string, number | null>>`
    SELECT ${sql.join(columns)} FROM company_ratings r WHERE ${where}`.execute(db);
  const row = rows[0] ?? {};
  return metrics.flatMap((m, i) => {
    const count = Number(row[`n${i}`] ?? 0);
    if (count === 0) return [];
    return [
      {
        metric: m.metric,
        count,
        median: row[`m${i}`] ?? null,
        average: row[`a${i}`] ?? null,
        top_decile: row[`t${i}`] ?? null,
        bottom_decile: row[`d${i}`] ?? null,
        below: Number(row[`b${i}`] ?? 0),
      },
    ];
  });
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
