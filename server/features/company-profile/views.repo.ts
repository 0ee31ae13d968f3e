import { sql } from "kysely";
import type { Db } from "./company.repo.ts";
import type { CompaniesRow, CompanyViewsRow } from "../../db/generated/database.ts";

export type NewView = {
  userId: string;
  companyId: string | null;
  aaaId: string;
  pageName: string;
  companyName: string;
  startedAt: Date;
  endedAt: Date;
};

export async function insertView(db: Db, view: NewView): Promise<string> {
  const row = await db
    .insertInto("company_views")
    .values({
      user_id: view.userId,
      company_id: view.companyId,
      aaa_id: view.aaaId,
      page_name: view.pageName,
      company_name: view.companyName,
      started_at: view.startedAt,
      ended_at: view.endedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export type ViewRow = Omit<CompanyViewsRow, "user_id" | "created_at"> & {
  country_code: CompaniesRow["country_code"];
  total: number | string;
};

/** The user's views, newest first, one page. */
/** The view log's filter: views started from `from` and before `before` (either may be absent). */
export type ViewRange = { from?: Date | undefined; before?: Date | undefined };
const inRange = (range: ViewRange) =>
  sql`${range.from ? sql`AND started_at >= ${range.from}` : sql``} ${range.before ? sql`AND started_at < ${range.before}` : sql``}`;

export async function userViews(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
  range: ViewRange = {},
): Promise<ViewRow[]> {
  const { rows } = await sql<ViewRow>`
    SELECT v.id::text AS id, v.aaa_id, v.company_id::text AS company_id, v.company_name, c.country_code, v.page_name,
           v.started_at, v.ended_at, count(*) OVER () AS total
    FROM company_views v LEFT JOIN companies c ON c.id = v.company_id
    WHERE v.user_id = ${userId} ${inRange(range)}
    ORDER BY v.started_at DESC, v.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

export async function countUserViews(db: Db, userId: string, range: ViewRange = {}): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`SELECT count(*) AS n FROM company_views WHERE user_id = ${userId} ${inRange(range)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
