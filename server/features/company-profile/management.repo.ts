import { sql } from "kysely";
import type { Db } from "./company.repo.ts";
import type { AsText } from "../../db/schema.ts";
import type { CompanyOfficersRow, PeopleRow } from "../../db/generated/database.ts";

/** One person of the company, their roles aggregated: the officer columns are their roles' (any, first, min). */
export type OfficerRow = Pick<PeopleRow, "name" | "name_native" | "nationality" | "education" | "email" | "phone"> &
  Pick<CompanyOfficersRow, "department" | "is_shareholder" | "is_verified" | "source" | "is_demo"> & {
    person_id: AsText<PeopleRow["id"]>;
    roles: CompanyOfficersRow["position"][];
    is_current: boolean;
    start_date: AsText<CompanyOfficersRow["start_date"]>;
    end_date: AsText<CompanyOfficersRow["end_date"]>;
    other_companies: number | string;
    total: number | string;
  };

export type OfficerFilter = {
  department?: string | undefined;
  position?: string | undefined;
  keyword?: string | undefined;
  status?: "current" | "former" | "all" | undefined;
};

/**
 * The company's people, one row per person with all their roles. Filters match any of the person's
 * roles (so the roles shown stay complete); the keyword matches the name, accents and case folded.
 */
export async function officers(
  db: Db,
  id: string,
  filter: OfficerFilter,
  limit: number,
  offset: number,
): Promise<OfficerRow[]> {
  const department = filter.department ?? null;
  const position = filter.position ?? null;
  const keyword = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const status = filter.status ?? "all";
  const { rows } = await sql<OfficerRow>`
    SELECT p.id::text AS person_id, p.name, p.name_native, p.nationality, p.education, p.email, p.phone,
           array_agg(o.position ORDER BY o.start_date NULLS LAST, o.position) AS roles,
           (array_agg(o.department ORDER BY o.start_date NULLS LAST) FILTER (WHERE o.department IS NOT NULL))[1] AS department,
           bool_or(o.is_shareholder) AS is_shareholder, bool_or(o.is_verified) AS is_verified,
           bool_or(o.end_date IS NULL OR o.end_date >= CURRENT_DATE) AS is_current,
           min(o.start_date)::text AS start_date,
           CASE WHEN bool_or(o.end_date IS NULL) THEN NULL ELSE max(o.end_date)::text END AS end_date,
           min(o.source) AS source, bool_and(o.is_demo) AS is_demo,
           (SELECT count(DISTINCT x.company_id) FROM company_officers x
             WHERE x.person_id = p.id AND x.company_id <> ${id}) AS other_companies,
           count(*) OVER () AS total
    FROM company_officers o JOIN people p ON p.id = o.person_id
    WHERE o.company_id = ${id}
      AND (${keyword}::text IS NULL OR unaccent(p.name) ILIKE unaccent(${keyword}::text)
           OR p.normalised LIKE lower(unaccent(${keyword}::text)))
    GROUP BY p.id
    HAVING (${department}::text IS NULL OR bool_or(o.department = ${department}::text))
       AND (${position}::text IS NULL OR bool_or(o.position = ${position}::text))
       AND (${status}::text = 'all'
            OR bool_or(o.end_date IS NULL OR o.end_date >= CURRENT_DATE) = (${status}::text = 'current'))
    ORDER BY is_current DESC, min(o.start_date) NULLS LAST, p.name
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

export type ManagementCountsRow = {
  total: number | string;
  current: number | string;
  shareholders: number | string;
  verified: number | string;
  sources: CompanyOfficersRow["source"] | null;
  all_demo: CompanyOfficersRow["is_demo"] | null;
};

export async function managementCounts(db: Db, id: string): Promise<ManagementCountsRow> {
  const { rows } = await sql<ManagementCountsRow>`
    SELECT count(*) AS total, count(*) FILTER (WHERE is_current) AS current,
           count(*) FILTER (WHERE is_shareholder) AS shareholders, count(*) FILTER (WHERE is_verified) AS verified,
           string_agg(DISTINCT source, ', ') AS sources, bool_and(is_demo) AS all_demo
    FROM (
      SELECT person_id, bool_or(end_date IS NULL OR end_date >= CURRENT_DATE) AS is_current,
             bool_or(is_shareholder) AS is_shareholder, bool_or(is_verified) AS is_verified,
             min(source) AS source, bool_and(is_demo) AS is_demo
      FROM company_officers WHERE company_id = ${id} GROUP BY person_id
    ) people`.execute(db);
  return rows[0] ?? { total: 0, current: 0, shareholders: 0, verified: 0, sources: null, all_demo: null };
}

/** Distinct values of a column over the company's roles, with the number of people holding them. */
export async function roleValues(db: Db, id: string, column: "department" | "position") {
  const { rows } = await sql<{ value: string; count: number | string }>`
    SELECT ${sql.ref(column)} AS value, count(DISTINCT person_id) AS count
    FROM company_officers WHERE company_id = ${id} AND ${sql.ref(column)} IS NOT NULL
    GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 200`.execute(db);
  return rows;
}
