import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { bulkInsert, type BulkColumn } from "../../db/bulk-insert.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { hashOf } from "../../lib/data-files.ts";
import { assessYear, statementPerYear, type StatementFigures } from "../credit/index.ts";
import { withDeferredIndexes } from "../../db/deferred-indexes.ts";
import { AGE_BUCKET_SQL, ATTRIBUTE_SQL, CELL_METRICS } from "./market-compute.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** One statement with its company's cell keys, as the roll-up reads them (amounts as float8). */
export type RollupInput = StatementFigures & {
  companyId: string;
  countryCode: string | null;
  scheme: "isic" | "sic";
  industryCode: string | null;
  sizeBand: string | null;
  isListed: boolean;
  legalForm: string | null;
  status: string;
  foundedYear: number | null;
  netMargin: number | null;
  revenueGrowth: number | null;
  equityRatio: number | null;
  currentRatio: number | null;
  operatingCashFlow: number | null;
  source: string;
  isDemo: boolean;
};

const COLUMNS: BulkColumn[] = [
  ["company_id", "bigint"],
  ["fiscal_year", "int"],
  ["period_end", "date"],
  ["rating", "text"],
  ["z_score", "float8"],
  ["local_score", "int"],
  ["x1", "float8"],
  ["x2", "float8"],
  ["x3", "float8"],
  ["x4", "float8"],
  ["country_code", "text"],
  ["industry_scheme", "text"],
  ["industry_code", "text"],
  ["size_band", "text"],
  ["is_listed", "bool"],
  ["legal_form", "text"],
  ["status", "text"],
  ["founded_year", "int"],
  ["net_margin", "float8"],
  ["revenue_growth", "float8"],
  ["equity_ratio", "float8"],
  ["current_ratio", "float8"],
  ["operating_cash_flow", "float8"],
  ["source", "text"],
  ["is_demo", "bool"],
].map(([name, type]) => ({ name, type }) as BulkColumn);

/**
 * The rows of one company's statements: per fiscal year the statement the credit model reads
 * (statementPerYear), rated by assessYear; years it cannot rate are left out.
 */
export function ratedRows(statements: readonly RollupInput[]): unknown[][] {
  const perYear = statementPerYear(statements) as RollupInput[];
  return perYear.flatMap((s) => {
    const opinion = assessYear(s);
    if (opinion.status !== "rated") return [];
    const v = opinion.variables;
    return [
      [
        s.companyId,
        s.fiscalYear,
        s.periodEnd,
        opinion.rating,
        opinion.zScore,
        opinion.localScore,
        v.x1,
        v.x2,
        v.x3,
        v.x4,
        s.countryCode,
        s.scheme,
        s.industryCode,
        s.sizeBand,
        s.isListed,
        s.legalForm,
        s.status,
        s.foundedYear,
        s.netMargin,
        s.revenueGrowth,
        s.equityRatio,
        s.currentRatio,
        s.operatingCashFlow,
        s.source,
        s.isDemo,
      ],
    ];
  });
}

const BATCH = 2000;

/** One batch of companies (id > after) with their statements, ordered by company. */
async function batchOf(db: Db, after: string): Promise<RollupInput[]> {
  const { rows } = await sql<RollupInput>`
    WITH ids AS (
      -- The next companies with statements, along the statements' primary key.
      SELECT DISTINCT company_id FROM financial_statements WHERE company_id > ${after}::bigint
      ORDER BY company_id LIMIT ${BATCH}
    ), batch AS (
      SELECT ids.company_id AS id, c.country_code, c.is_demo, c.is_listed, c.legal_form, c.status,
        extract(year FROM c.founded_on)::int AS founded_year,
        CASE WHEN c.is_demo THEN 'isic' ELSE 'sic' END AS scheme,
        CASE WHEN c.is_demo THEN left(c.own_industry, 1) ELSE left(c.sic, 2) END AS code
      FROM ids LEFT JOIN companies c ON c.id = ids.company_id
    ), rates AS (
      -- The ECB rate once per currency and period end of the batch (migration 0043).
      SELECT currency, period_end, ecb_units_per_euro(currency, period_end) AS units
      FROM (SELECT DISTINCT currency, period_end FROM financial_statements JOIN ids USING (company_id)) p
    )
    SELECT b.id::text AS "companyId", b.country_code AS "countryCode", b.scheme, b.code AS "industryCode",
      b.is_listed AS "isListed", b.legal_form AS "legalForm", b.status, b.founded_year AS "foundedYear",
      s.fiscal_year::int AS "fiscalYear", s.period_end::text AS "periodEnd", s.period_months::int AS "periodMonths",
      s.currency, s.revenue::float8 AS revenue, s.operating_income::float8 AS "operatingIncome",
      s.total_assets::float8 AS "totalAssets", s.current_assets::float8 AS "currentAssets",
      s.current_liabilities::float8 AS "currentLiabilities", s.total_liabilities::float8 AS "totalLiabilities",
      s.equity::float8 AS equity, s.retained_earnings::float8 AS "retainedEarnings",
      s.operating_cash_flow::float8 AS "operatingCashFlow",
      size_band_of_euros(s.revenue::float8 / nullif(fx.units, 0)) AS "sizeBand",
      r.net_margin AS "netMargin", r.revenue_growth AS "revenueGrowth", r.equity_ratio AS "equityRatio",
      r.current_ratio AS "currentRatio", s.source, s.is_demo AS "isDemo"
    FROM batch b
    JOIN financial_statements s ON s.company_id = b.id
    LEFT JOIN financial_ratios r USING (company_id, period_end, period_months)
    LEFT JOIN rates fx ON fx.currency = s.currency AND fx.period_end = s.period_end
    ORDER BY b.id, s.period_end, s.period_months`.execute(db);
  return rows;
}

/**
 * Rebuilds company_ratings: every company with a country, an industry and statements, in batches
 * of BATCH companies with statements (along their primary key), each company's years rated by the credit model (docs/CREDIT.md, "Market analysis");
 * then its roll-ups (company_rating_counts, rating_dimension_stats, and the cell roll-ups of computeCellRollups).
 */
export async function computeCompanyRatings(db: Db, progress?: (done: number) => void): Promise<number> {
  await sql`DELETE FROM company_ratings`.execute(db);
  let after = "0";
  let written = 0;
  let companies = 0;
  for (;;) {
    const rows = await batchOf(db, after);
    if (rows.length === 0) {
      await computeRatingCounts(db);
      await computeCellRollups(db);
      return written;
    }
    const byCompany = new Map<string, RollupInput[]>();
    // Companies without a country or an industry have no cell: not rated here.
    for (const row of rows.filter((r) => r.countryCode && r.industryCode)) {
      const statements = byCompany.get(row.companyId);
      if (statements) statements.push(row);
      else byCompany.set(row.companyId, [row]);
    }
    const out = [...byCompany.values()].flatMap(ratedRows);
    written += await bulkInsert(db, "company_ratings", COLUMNS, out);
    companies += new Set(rows.map((r) => r.companyId)).size;
    progress?.(companies);
    after = rows.at(-1)!.companyId;
  }
}

/**
 * The roll-ups of company_ratings (migration 0050): company_rating_counts (counted per cell, year, band,
 * nature and grade) and rating_dimension_stats (count, mean score and median Z'' per year and dimension value).
 */
async function computeRatingCounts(db: Db): Promise<void> {
  await sql`DELETE FROM company_rating_counts`.execute(db);
  await sql`
    INSERT INTO company_rating_counts (country_code, industry_scheme, industry_code, fiscal_year, is_demo, size_band,
      is_listed, rating, companies, score_sum)
    SELECT country_code, industry_scheme, industry_code, fiscal_year, is_demo, size_band, is_listed, rating,
      count(*), sum(local_score)
    FROM company_ratings
    GROUP BY country_code, industry_scheme, industry_code, fiscal_year, is_demo, size_band, is_listed, rating`.execute(
    db,
  );
  await sql`DELETE FROM rating_dimension_stats`.execute(db);
  await sql`
    INSERT INTO rating_dimension_stats (fiscal_year, is_demo, dimension, value, companies, average_score, median_z_score)
    SELECT r.fiscal_year, r.is_demo, d.dimension, d.value, count(*), avg(r.local_score)::float8,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY r.z_score)
    FROM company_ratings r
    CROSS JOIN LATERAL (VALUES ('country', r.country_code), ('industry', r.industry_scheme || ' ' || r.industry_code),
      ('companyType', r.legal_form), ('size', r.size_band), ('status', r.status),
      ('yearsInBusiness', ${sql.raw(AGE_BUCKET_SQL.replaceAll("founded_year", "r.founded_year").replaceAll("fiscal_year", "r.fiscal_year"))}),
      ('rating', r.rating)) AS d(dimension, value)
    WHERE d.value IS NOT NULL
    GROUP BY r.fiscal_year, r.is_demo, d.dimension, d.value`.execute(db);
}

/** A company_ratings column as float8, in SQL (the cell roll-ups compare and average every metric so). */
const metricValue = (metric: string) => sql.raw(`r.${metric}::float8`);

/**
 * The cell roll-ups of company_ratings (migration 0052, decision 0059), per cell in its size band and in
 * 'all' bands: rating_cell_stats (each metric's count, mean, median, top and bottom 10 %, negatives),
 * company_rating_ranks (each company's rank by Z'' and how many lie below it on each metric) and,
 * for 'all' only, rating_attribute_counts (companies per comparison attribute's value).
 */
async function computeCellRollups(db: Db): Promise<void> {
  // Each rating once in its own band's cell (when it has a band) and once in the cell of every band.
  const scoped = sql`company_ratings r CROSS JOIN LATERAL (VALUES ('all'), (r.size_band)) b(band)`;
  const cell = sql`r.country_code, r.industry_scheme, r.industry_code, r.fiscal_year, r.is_demo, b.band`;
  await sql`DELETE FROM rating_cell_stats`.execute(db);
  await sql`DELETE FROM company_rating_ranks`.execute(db);
  await sql`DELETE FROM rating_attribute_counts`.execute(db);
  await withDeferredIndexes(db, ["rating_cell_stats", "company_rating_ranks", "rating_attribute_counts"], async () => {
    // The mean sums in the table's physical order (ctid), the order a scan of one cell reads the rows in,
    // so it is the same float8 as avg() over the cell's companies.
    await sql`
      INSERT INTO rating_cell_stats (country_code, industry_scheme, industry_code, fiscal_year, is_demo, size_band,
        metric, companies, average, median, top_decile, bottom_decile, negative)
      SELECT ${cell}, m.metric, count(*), avg(m.value ORDER BY r.ctid),
        percentile_cont(0.5) WITHIN GROUP (ORDER BY m.value), percentile_cont(0.9) WITHIN GROUP (ORDER BY m.value),
        percentile_cont(0.1) WITHIN GROUP (ORDER BY m.value), count(*) FILTER (WHERE m.value < 0)
      FROM ${scoped}
      CROSS JOIN LATERAL (VALUES ${sql.join(CELL_METRICS.map((metric) => sql`(${metric}::text, ${metricValue(metric)})`))}) m(metric, value)
      WHERE b.band IS NOT NULL AND m.value IS NOT NULL
      GROUP BY ${cell}, m.metric`.execute(db);
    // rank() - 1 over ascending values: how many have a smaller value (NULLs sort last, after every value).
    const below = CELL_METRICS.map(
      (metric) =>
        sql`CASE WHEN r.${sql.raw(metric)} IS NOT NULL THEN rank() OVER (c ORDER BY ${metricValue(metric)}) - 1 END`,
    );
    await sql`
      INSERT INTO company_rating_ranks (country_code, industry_scheme, industry_code, fiscal_year, is_demo, size_band,
        rank, company_id, ${sql.join(CELL_METRICS.map((metric) => sql.ref(`below_${metric}`)))})
      SELECT ${cell}, row_number() OVER (c ORDER BY r.z_score DESC, r.company_id), r.company_id, ${sql.join(below)}
      FROM ${scoped}
      WHERE b.band IS NOT NULL
      WINDOW c AS (PARTITION BY ${cell})`.execute(db);
    await sql`
      INSERT INTO rating_attribute_counts (country_code, industry_scheme, industry_code, fiscal_year, is_demo,
        attribute, value, companies)
      SELECT r.country_code, r.industry_scheme, r.industry_code, r.fiscal_year, r.is_demo, a.attribute, a.value, count(*)
      FROM company_ratings r
      CROSS JOIN LATERAL (VALUES ${sql.join(Object.entries(ATTRIBUTE_SQL).map(([attribute, value]) => sql`(${attribute}::text, ${sql.raw(value)})`))}) a(attribute, value)
      WHERE a.value IS NOT NULL
      GROUP BY r.country_code, r.industry_scheme, r.industry_code, r.fiscal_year, r.is_demo, a.attribute, a.value`.execute(
      db,
    );
  });
}

/** The ratings roll-up, recomputed whenever a data set it reads changes (registered after them). */
export function companyRatingsDataset(inputs: readonly DatasetLoader[]): DatasetLoader {
  return {
    name: "company-ratings",
    get version() {
      // ratings2: the cell roll-ups of migration 0052 are written too (a load of the previous version lacks them).
      return `ratings2#${hashOf(
        inputs.map((d) => `${d.name}=${d.version}`),
        12,
      )}`;
    },
    source: "Computed from the loaded financial statements with the credit model (docs/CREDIT.md)",
    licence: "Derived from the data sets it is computed from",
    load: (trx, progress) => computeCompanyRatings(trx, (done) => progress(done, done)),
  };
}
