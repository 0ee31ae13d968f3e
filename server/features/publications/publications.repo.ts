import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB>;

export type NewsFilter = {
  companyId: string | null;
  keyword: string | null;
  impact: string | null;
  category: string | null;
  source: string | null;
  country: string | null;
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
};

export type NewsRow = {
  aaa_id: string;
  company_name: string;
  country_code: string | null;
  seq: number;
  published_on: string;
  title: string;
  source_name: string;
  impact: "positive" | "neutral" | "negative";
  category: string | null;
  url: string | null;
  language: string | null;
  is_demo: boolean;
};

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function newsWhere(f: Omit<NewsFilter, "limit" | "offset">) {
  const parts = [
    f.companyId ? sql`n.company_id = ${f.companyId}` : null,
    f.keyword ? sql`n.title ILIKE ${containing(f.keyword)}` : null,
    f.impact ? sql`n.impact = ${f.impact}` : null,
    f.category ? sql`n.category = ${f.category}` : null,
    f.source ? sql`n.source_name = ${f.source}` : null,
    f.country ? sql`c.country_code = ${f.country}` : null,
    f.from ? sql`n.published_on >= ${f.from}::date` : null,
    f.to ? sql`n.published_on <= ${f.to}::date` : null,
  ].filter((p) => p !== null);
  return parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``;
}

/** A page of news items, newest first, with the filtered total. */
export async function newsPage(db: Db, filter: NewsFilter): Promise<{ rows: NewsRow[]; total: number }> {
  const where = newsWhere(filter);
  const [page, count] = await Promise.all([
    sql<NewsRow>`
      SELECT c.aaa_id, c.name AS company_name, c.country_code, n.seq, n.published_on::text AS published_on, n.title,
             n.source_name, n.impact, n.category, n.url, n.language, n.is_demo
      FROM company_news n JOIN companies c ON c.id = n.company_id ${where}
      ORDER BY n.published_on DESC, n.company_id, n.seq
      LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db),
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM company_news n JOIN companies c ON c.id = n.company_id ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

/** One news item by its company and sequence number, or undefined. */
export async function newsItem(db: Db, companyId: string, seq: number): Promise<NewsRow | undefined> {
  const { rows } = await sql<NewsRow>`
    SELECT c.aaa_id, c.name AS company_name, c.country_code, n.seq, n.published_on::text AS published_on, n.title,
           n.source_name, n.impact, n.category, n.url, n.language, n.is_demo
    FROM company_news n JOIN companies c ON c.id = n.company_id
    WHERE n.company_id = ${companyId} AND n.seq = ${seq}`.execute(db);
  return rows[0];
}

export type CountRow = { value: string; count: number };

/** Item counts of each value of the news filters (of one company, or of all). */
export async function newsFacets(db: Db, companyId: string | null) {
  const only = companyId ? sql`WHERE n.company_id = ${companyId}` : sql``;
  const facet = (column: string) =>
    sql<CountRow>`
    SELECT ${sql.ref(column)} AS value, count(*)::int AS count
    FROM company_news n JOIN companies c ON c.id = n.company_id ${only}
    GROUP BY 1 HAVING ${sql.ref(column)} IS NOT NULL ORDER BY 2 DESC, 1`.execute(db);
  const [impacts, categories, sources, countries, range] = await Promise.all([
    facet("n.impact"),
    facet("n.category"),
    facet("n.source_name"),
    facet("c.country_code"),
    sql<{ first: string | null; last: string | null }>`
      SELECT min(n.published_on)::text AS first, max(n.published_on)::text AS last
      FROM company_news n ${only}`.execute(db),
  ]);
  return {
    impacts: impacts.rows,
    categories: categories.rows,
    sources: sources.rows,
    countries: countries.rows,
    range: range.rows[0] ?? { first: null, last: null },
  };
}

export type LawsuitRow = {
  seq: number;
  case_number: string;
  title: string;
  court: string | null;
  country_code: string | null;
  filed_on: string;
  closed_on: string | null;
  role: string;
  case_type: string;
  status: string;
  counterparty: string | null;
  amount: string | null;
  currency: string | null;
  is_demo: boolean;
};

export type LawsuitFilter = {
  companyId: string;
  status: string | null;
  role: string | null;
  caseType: string | null;
  limit: number;
  offset: number;
};

/** A page of one company's lawsuits, newest filing first. */
export async function lawsuitPage(db: Db, f: LawsuitFilter): Promise<{ rows: LawsuitRow[]; total: number }> {
  const where = sql.join(
    [
      sql`company_id = ${f.companyId}`,
      ...(f.status ? [sql`status = ${f.status}`] : []),
      ...(f.role ? [sql`role = ${f.role}`] : []),
      ...(f.caseType ? [sql`case_type = ${f.caseType}`] : []),
    ],
    sql` AND `,
  );
  const [page, count] = await Promise.all([
    sql<LawsuitRow>`
      SELECT seq, case_number, title, court, country_code, filed_on::text AS filed_on, closed_on::text AS closed_on,
             role, case_type, status, counterparty, amount::text AS amount, currency, is_demo
      FROM company_lawsuits WHERE ${where}
      ORDER BY filed_on DESC, seq LIMIT ${f.limit} OFFSET ${f.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM company_lawsuits WHERE ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

/** Every lawsuit of one company in the summary's few columns. */
export async function lawsuitFacts(db: Db, companyId: string) {
  const { rows } = await sql<{
    filed_on: string;
    role: string;
    case_type: string;
    status: string;
    amount: string | null;
    currency: string | null;
    is_demo: boolean;
  }>`SELECT filed_on::text AS filed_on, role, case_type, status, amount::text AS amount, currency, is_demo
     FROM company_lawsuits WHERE company_id = ${companyId}`.execute(db);
  return rows;
}

/** The company's name by numeric id, or undefined. */
export async function companyName(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM companies WHERE id = ${id}`.execute(db);
  return rows[0]?.name;
}
