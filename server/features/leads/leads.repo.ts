import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import { LEADS_SIZE_FLOORS, type LeadsAnswers, type LeadsPostFilter, type LeadsRole } from "../../../contract/leads.ts";

/**
 * SQL of the leads search (docs/decisions/0037-leads.md). A seller's leads are the importers of
 * the products in `shipments`, a buyer's the exporters and the companies whose catalogue lists them.
 * The score is computed over every company of the role and products, before any filter, so a
 * company's score does not change with the filters.
 */

export type LeadRow = {
  id: string;
  aaa_id: string;
  name: string;
  country_code: string | null;
  city: string | null;
  industry: string | null;
  employees: number | null;
  size: string | null;
  score: number;
  shipments: number;
  value: number | null;
  partners: number;
  products: string[];
  last_date: string | null;
  growth: number | null;
  recent: boolean;
  listed: boolean;
  rating: string | null;
  risk: string;
  is_demo: boolean;
  as_of: string | null;
  total: number;
};

export type Scope = { role: LeadsRole; products: readonly string[] };

const patterns = (products: readonly string[]) => sql`${products.map((p) => `${p}%`)}::text[]`;
const side = (role: LeadsRole) =>
  role === "seller"
    ? { self: sql.ref("importer_company_id"), partner: sql.ref("exporter_name"), country: sql.ref("exporter_country") }
    : { self: sql.ref("exporter_company_id"), partner: sql.ref("importer_name"), country: sql.ref("importer_country") };

const SIZE = sql.raw(`CASE WHEN c.employees IS NULL THEN NULL
  WHEN c.employees >= ${LEADS_SIZE_FLOORS["very-large"]} THEN 'very-large'
  WHEN c.employees >= ${LEADS_SIZE_FLOORS.large} THEN 'large'
  WHEN c.employees >= ${LEADS_SIZE_FLOORS.medium} THEN 'medium'
  WHEN c.employees >= ${LEADS_SIZE_FLOORS.small} THEN 'small' ELSE 'micro' END`);

/** The shipment records of the role's side in the products. */
function matchedRecords({ role, products }: Scope): RawBuilder<unknown> {
  const s = side(role);
  return sql`SELECT ${s.self} AS company_id, hs_code, arrival_date, value_usd, weight_kg, ${s.partner} AS partner,
      ${s.country} AS partner_country, cargo_description, origin_country, destination_country, is_demo
    FROM shipments WHERE ${s.self} IS NOT NULL AND hs_code LIKE ANY (${patterns(products)})`;
}

/** Every company of the role and products with its figures and score (0-100). */
function scored(scope: Scope): RawBuilder<unknown> {
  const catalogue =
    scope.role === "buyer"
      ? sql`SELECT DISTINCT company_id FROM company_products WHERE hs_code LIKE ANY (${patterns(scope.products)})`
      : sql`SELECT NULL::bigint AS company_id WHERE false`;
  return sql`
    matched AS (${matchedRecords(scope)}),
    asof AS (SELECT max(arrival_date) AS d FROM matched),
    traded AS (
      SELECT company_id, count(*)::int AS shipments, sum(value_usd)::float8 AS value,
        count(DISTINCT coalesce(partner, '') || '|' || coalesce(partner_country, ''))::int AS partners,
        array_agg(DISTINCT hs_code ORDER BY hs_code) AS products, max(arrival_date) AS last_date,
        sum(value_usd) FILTER (WHERE arrival_date > asof.d - interval '12 months')::float8 AS recent_value,
        sum(value_usd) FILTER (WHERE arrival_date <= asof.d - interval '12 months'
          AND arrival_date > asof.d - interval '24 months')::float8 AS prior_value,
        bool_or(is_demo) AS is_demo
      FROM matched CROSS JOIN asof GROUP BY company_id),
    listed AS (${catalogue}),
    candidates AS (SELECT company_id FROM traded UNION SELECT company_id FROM listed),
    figures AS (
      SELECT c.id, c.aaa_id, c.name, c.country_code, c.industry_section AS industry, c.employees, ${SIZE} AS size,
        coalesce(t.shipments, 0) AS shipments, t.value, coalesce(t.partners, 0) AS partners,
        coalesce(t.products, ARRAY[]::text[]) AS products, t.last_date,
        CASE WHEN t.prior_value > 0 THEN coalesce(t.recent_value, 0) / t.prior_value - 1 END AS growth,
        coalesce(t.last_date > asof.d - interval '12 months', false) AS recent,
        t.prior_value, t.recent_value, l.company_id IS NOT NULL AS listed,
        cr.rating, coalesce(cr.risk_indicator, 'none') AS risk, coalesce(t.is_demo, c.is_demo) AS is_demo,
        max(t.value) OVER () AS max_value, asof.d AS as_of
      FROM candidates k JOIN companies c ON c.id = k.company_id CROSS JOIN asof
      LEFT JOIN traded t ON t.company_id = c.id
      LEFT JOIN listed l ON l.company_id = c.id
      LEFT JOIN LATERAL (SELECT rating, risk_indicator FROM credit_assessments a WHERE a.company_id = c.id
        ORDER BY year DESC LIMIT 1) cr ON true),
    scored AS (
      SELECT f.*, least(100, round(
        CASE WHEN f.value > 0 AND f.max_value > 0 THEN 40 * ln(1 + f.value) / ln(1 + f.max_value) ELSE 0 END
        + CASE WHEN f.recent THEN 15 WHEN f.last_date > f.as_of - interval '24 months' THEN 7 ELSE 0 END
        + CASE WHEN f.growth IS NOT NULL THEN 15 * least(1, greatest(0, f.growth))
            WHEN f.recent_value > 0 THEN 8 ELSE 0 END
        + 10 * least(f.partners, 5) / 5.0
        + CASE f.risk WHEN 'low' THEN 20 WHEN 'moderate' THEN 15 WHEN 'elevated' THEN 8 WHEN 'high' THEN 3
            WHEN 'very-high' THEN 0 ELSE 8 END
        + CASE WHEN f.listed THEN 10 ELSE 0 END))::int AS score
      FROM figures f)`;
}

type Narrowing = { countries: readonly string[]; industries: readonly string[]; sizes: readonly string[] };

function narrowing(n: Narrowing, risks: readonly string[] = []): RawBuilder<unknown> {
  const parts = [
    n.countries.length ? sql`country_code = ANY (${[...n.countries]}::text[])` : null,
    n.industries.length ? sql`industry = ANY (${[...n.industries]}::text[])` : null,
    n.sizes.length ? sql`size = ANY (${[...n.sizes]}::text[])` : null,
    risks.length ? sql`risk = ANY (${[...risks]}::text[])` : null,
  ].filter((p) => p !== null);
  return parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``;
}

/** One page of leads, best first. */
export async function searchLeads(
  db: Kysely<DB>,
  answers: LeadsAnswers,
  filter: LeadsPostFilter,
  page: { limit: number; offset: number } | { aaaIds: readonly string[] },
): Promise<LeadRow[]> {
  const answerWhere = narrowing(answers);
  const slice =
    "aaaIds" in page
      ? sql`WHERE aaa_id = ANY (${[...page.aaaIds]}::text[]) ORDER BY score DESC, value DESC NULLS LAST, name, id`
      : sql`ORDER BY score DESC, value DESC NULLS LAST, name, id LIMIT ${page.limit} OFFSET ${page.offset}`;
  const { rows } = await sql<LeadRow>`
    WITH ${scored(answers)},
    wanted AS (SELECT * FROM scored ${answerWhere}),
    filtered AS (SELECT *, count(*) OVER ()::int AS total FROM wanted ${narrowing(filter, filter.risks)})
    SELECT p.id::text AS id, p.aaa_id, p.name, p.country_code, p.industry, p.employees, p.size, p.score,
      p.shipments, p.value, p.partners, p.products, to_char(p.last_date, 'YYYY-MM-DD') AS last_date, p.growth::float8 AS growth,
      p.recent, p.listed, p.rating, p.risk, p.is_demo, to_char(p.as_of, 'YYYY-MM-DD') AS as_of, p.total,
      (SELECT city FROM company_addresses a WHERE a.company_id = p.id AND a.city IS NOT NULL
        ORDER BY a.kind = 'registered' DESC, a.seq LIMIT 1) AS city
    FROM (SELECT * FROM filtered ${slice}) p
    ORDER BY p.score DESC, p.value DESC NULLS LAST, p.name, p.id`.execute(db);
  return rows;
}

/** One company's figures for the role and products (undefined when it is not among them). */
export async function oneLead(db: Kysely<DB>, scope: Scope, aaaId: string): Promise<LeadRow | undefined> {
  const { rows } = await sql<LeadRow>`
    WITH ${scored(scope)}
    SELECT s.id::text AS id, s.aaa_id, s.name, s.country_code, s.industry, s.employees, s.size, s.score, s.shipments,
      s.value, s.partners, s.products, to_char(s.last_date, 'YYYY-MM-DD') AS last_date, s.growth::float8 AS growth,
      s.recent, s.listed, s.rating, s.risk, s.is_demo, to_char(s.as_of, 'YYYY-MM-DD') AS as_of, 1 AS total,
      (SELECT city FROM company_addresses a WHERE a.company_id = s.id AND a.city IS NOT NULL
        ORDER BY a.kind = 'registered' DESC, a.seq LIMIT 1) AS city
    FROM scored s WHERE s.aaa_id = ${aaaId}`.execute(db);
  return rows[0];
}

export type FacetRow = {
  dimension: "countries" | "industries" | "sizes" | "risks" | "total";
  code: string;
  count: number;
};

/** Counts of the answers' result by country, industry, size and risk (before the result filters). */
export async function facets(db: Kysely<DB>, answers: LeadsAnswers): Promise<FacetRow[]> {
  const { rows } = await sql<FacetRow>`
    WITH ${scored(answers)}, wanted AS (SELECT * FROM scored ${narrowing(answers)})
    SELECT 'total' AS dimension, '' AS code, count(*)::int AS count FROM wanted
    UNION ALL SELECT 'countries', country_code, count(*)::int FROM wanted WHERE country_code IS NOT NULL GROUP BY 2
    UNION ALL SELECT 'industries', industry, count(*)::int FROM wanted WHERE industry IS NOT NULL GROUP BY 2
    UNION ALL SELECT 'sizes', size, count(*)::int FROM wanted WHERE size IS NOT NULL GROUP BY 2
    UNION ALL SELECT 'risks', risk, count(*)::int FROM wanted GROUP BY 2
    ORDER BY 1, 3 DESC, 2`.execute(db);
  return rows;
}

export type TraceRow = {
  date: string;
  hs_code: string | null;
  cargo: string | null;
  partner: string | null;
  partner_country: string | null;
  origin: string | null;
  destination: string | null;
  value: number | null;
  weight: number | null;
  is_demo: boolean;
  total: number;
};

/** A company's records in the products, newest first. */
export async function trace(
  db: Kysely<DB>,
  scope: Scope,
  companyId: string,
  limit: number,
  offset: number,
): Promise<TraceRow[]> {
  const { rows } = await sql<TraceRow>`
    WITH matched AS (${matchedRecords(scope)})
    SELECT to_char(arrival_date, 'YYYY-MM-DD') AS date, hs_code, cargo_description AS cargo, partner, partner_country,
      origin_country AS origin, destination_country AS destination, value_usd::float8 AS value,
      weight_kg::float8 AS weight, is_demo, count(*) OVER ()::int AS total
    FROM matched WHERE company_id = ${companyId}
    ORDER BY arrival_date DESC, hs_code LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

/** A company's main counterparties in the products. */
export async function topPartners(
  db: Kysely<DB>,
  scope: Scope,
  companyId: string,
): Promise<{ name: string; country: string | null; shipments: number }[]> {
  const { rows } = await sql<{ name: string; country: string | null; shipments: number }>`
    WITH matched AS (${matchedRecords(scope)})
    SELECT partner AS name, partner_country AS country, count(*)::int AS shipments FROM matched
    WHERE company_id = ${companyId} AND partner IS NOT NULL
    GROUP BY partner, partner_country ORDER BY shipments DESC, sum(value_usd) DESC NULLS LAST, partner LIMIT 5`.execute(
    db,
  );
  return rows;
}
