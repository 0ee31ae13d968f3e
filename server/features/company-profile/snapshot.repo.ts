import { sql } from "kysely";
import type { Db } from "./company.repo.ts";
import type { AsText } from "../../db/schema.ts";
import type {
  CompanyInterestsRow,
  CreditAssessmentsRow,
  FinancialStatementsRow,
  SanctionEntriesRow,
  SanctionListsRow,
} from "../../db/generated/database.ts";

/** Average data-quality index of the country's companies, and how many there are. */
export async function countryQuality(
  db: Db,
  countryCode: string,
): Promise<{ average: number | null; companies: number }> {
  const { rows } = await sql<{ average: number | null; companies: number | string }>`
    SELECT round(avg(data_quality))::int AS average, count(*) AS companies
    FROM companies WHERE country_code = ${countryCode}`.execute(db);
  return { average: rows[0]?.average ?? null, companies: Number(rows[0]?.companies ?? 0) };
}

export type ShareholderCountRow = {
  count: number | string;
  sources: CompanyInterestsRow["source"] | null;
  all_demo: CompanyInterestsRow["is_demo"] | null;
};

/** Direct, current interests in the company (the source's indirect statements are not shareholders). */
export async function shareholderCount(db: Db, id: string): Promise<ShareholderCountRow> {
  const { rows } = await sql<ShareholderCountRow>`
    SELECT count(*) AS count, string_agg(DISTINCT source, ', ') AS sources, bool_and(is_demo) AS all_demo
    FROM company_interests
    WHERE company_id = ${id} AND is_direct AND (end_date IS NULL OR end_date >= CURRENT_DATE)`.execute(db);
  return rows[0] ?? { count: 0, sources: null, all_demo: null };
}

/** The latest statement, its period end as text. */
export type FinancialsRow = Pick<
  FinancialStatementsRow,
  | "fiscal_year"
  | "period_months"
  | "currency"
  | "revenue"
  | "net_income"
  | "total_assets"
  | "equity"
  | "employees"
  | "source"
  | "is_demo"
> & { period_end: AsText<FinancialStatementsRow["period_end"]> };

/** The latest statement, a full year preferred over a shorter period. */
export async function latestFinancials(db: Db, id: string): Promise<FinancialsRow | undefined> {
  const { rows } = await sql<FinancialsRow>`
    SELECT fiscal_year, period_end::text AS period_end, period_months, currency, revenue, net_income, total_assets,
           equity, employees, source, is_demo
    FROM financial_statements WHERE company_id = ${id}
    ORDER BY (period_months = 12) DESC, period_end DESC LIMIT 1`.execute(db);
  return rows[0];
}

export type CreditRow = Pick<
  CreditAssessmentsRow,
  "year" | "rating" | "local_score" | "probability_of_default" | "risk_indicator" | "source" | "is_demo"
>;

export async function latestCredit(db: Db, id: string): Promise<CreditRow | undefined> {
  const { rows } = await sql<CreditRow>`
    SELECT year, rating, local_score, probability_of_default, risk_indicator, source, is_demo
    FROM credit_assessments WHERE company_id = ${id} ORDER BY year DESC LIMIT 1`.execute(db);
  return rows[0];
}

export async function sanctionListCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM sanction_lists`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export type SanctionMatchRow = Pick<SanctionEntriesRow, "list_id" | "source"> & {
  list_name: SanctionListsRow["name"];
  entry_name: SanctionEntriesRow["primary_name"];
  matched_on: "lei" | "name";
  listed_on: AsText<SanctionEntriesRow["listed_on"]>;
};

/** Entries of the loaded lists that carry the company's LEI, or an entity name equal to one of its names. */
export async function sanctionMatches(db: Db, lei: string | null, names: string[]): Promise<SanctionMatchRow[]> {
  const lowered = [...new Set(names.map((n) => n.toLowerCase()))];
  const { rows } = await sql<SanctionMatchRow>`
    SELECT DISTINCT ON (e.list_id, e.source_id) e.list_id, l.name AS list_name, e.primary_name AS entry_name,
           m.matched_on, e.listed_on::text AS listed_on, e.source
    FROM (
      SELECT list_id, source_id, 'lei' AS matched_on, 0 AS rank FROM sanction_identifiers
      WHERE ${lei}::text IS NOT NULL AND id_type = 'lei' AND value = ${lei}::text
      UNION ALL
      SELECT list_id, source_id, 'name', 1 FROM sanction_names WHERE lower(name) = ANY(${lowered}::text[])
    ) m
    JOIN sanction_entries e ON e.list_id = m.list_id AND e.source_id = m.source_id
    JOIN sanction_lists l ON l.id = e.list_id
    WHERE e.entry_type = 'entity'
    ORDER BY e.list_id, e.source_id, m.rank
    LIMIT 50`.execute(db);
  return rows;
}
