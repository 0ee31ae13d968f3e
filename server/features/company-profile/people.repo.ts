import { sql } from "kysely";
import type { Db } from "./company.repo.ts";
import type { AsFloat, AsText } from "../../db/schema.ts";
import type { CompaniesRow, CompanyInterestsRow, CompanyOfficersRow, PeopleRow } from "../../db/generated/database.ts";

export type PersonRow = Omit<PeopleRow, "normalised">;

export async function findPerson(db: Db, id: string): Promise<PersonRow | undefined> {
  const { rows } = await sql<PersonRow>`
    SELECT id::text AS id, name, name_native, gender, birth_year, nationality, education, email, phone, source, is_demo
    FROM people WHERE id = ${id}`.execute(db);
  return rows[0];
}

/** A role of the person, with its company; the ids and dates as text. */
export type PersonRoleRow = Pick<
  CompanyOfficersRow,
  "position" | "department" | "is_shareholder" | "source" | "is_demo"
> &
  Pick<CompaniesRow, "aaa_id"> & {
    company_id: AsText<CompaniesRow["id"]>;
    company_name: CompaniesRow["name"];
    start_date: AsText<CompanyOfficersRow["start_date"]>;
    end_date: AsText<CompanyOfficersRow["end_date"]>;
  };

/** The person's roles, in one company or in all of them. */
export async function personRoles(
  db: Db,
  personId: string,
  companyId: string | null,
  limit: number,
): Promise<PersonRoleRow[]> {
  const { rows } = await sql<PersonRoleRow>`
    SELECT o.company_id::text AS company_id, c.aaa_id, c.name AS company_name, o.position, o.department,
           o.is_shareholder, o.start_date::text AS start_date, o.end_date::text AS end_date, o.source, o.is_demo
    FROM company_officers o JOIN companies c ON c.id = o.company_id
    WHERE o.person_id = ${personId} AND (${companyId}::bigint IS NULL OR o.company_id = ${companyId}::bigint)
    ORDER BY o.end_date DESC NULLS FIRST, o.start_date DESC NULLS LAST LIMIT ${limit}`.execute(db);
  return rows;
}

export async function personCompanyCount(db: Db, personId: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    SELECT count(*) AS n FROM (
      SELECT company_id FROM company_officers WHERE person_id = ${personId}
      UNION
      SELECT company_id FROM company_interests WHERE party_person_id = ${personId}
    ) c`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export type PersonCompanyRow = Pick<CompaniesRow, "aaa_id" | "name" | "country_code" | "status"> &
  Pick<CompanyOfficersRow, "source" | "is_demo"> & {
    company_id: AsText<CompaniesRow["id"]>;
    positions: CompanyOfficersRow["position"][];
    share: AsFloat<CompanyInterestsRow["share_exact"]>;
    is_officer: boolean;
    is_holder: boolean;
    total: number | string;
  };

/** Companies where the person holds a role or a current ownership interest, but for `exceptCompanyId`. */
export async function personCompanies(
  db: Db,
  personId: string,
  exceptCompanyId: string | null,
  limit: number,
): Promise<PersonCompanyRow[]> {
  const { rows } = await sql<PersonCompanyRow>`
    WITH links AS (
      SELECT company_id, position, NULL::numeric AS share, source, is_demo, 'officer' AS kind
      FROM company_officers WHERE person_id = ${personId}
      UNION ALL
      SELECT company_id, NULL, COALESCE(share_exact, share_min), source, is_demo, 'shareholder'
      FROM company_interests
      WHERE party_person_id = ${personId} AND is_direct AND (end_date IS NULL OR end_date >= CURRENT_DATE)
    )
    SELECT c.id::text AS company_id, c.aaa_id, c.name, c.country_code, c.status,
           COALESCE(array_agg(DISTINCT l.position) FILTER (WHERE l.position IS NOT NULL), '{}') AS positions,
           max(l.share)::float8 AS share, bool_or(l.kind = 'officer') AS is_officer,
           bool_or(l.kind = 'shareholder') AS is_holder, min(l.source) AS source, bool_and(l.is_demo) AS is_demo,
           count(*) OVER () AS total
    FROM links l JOIN companies c ON c.id = l.company_id
    WHERE ${exceptCompanyId}::bigint IS NULL OR l.company_id <> ${exceptCompanyId}::bigint
    GROUP BY c.id ORDER BY c.name LIMIT ${limit}`.execute(db);
  return rows;
}

export type EmailRow = Pick<PeopleRow, "name" | "source" | "is_demo"> & {
  email: NonNullable<PeopleRow["email"]>;
  kind: "company" | "person";
  position: CompanyOfficersRow["position"] | null;
};

/** Addresses on a mail domain: companies' and people's (with a role of theirs in this company when they hold one). */
export async function emailsOnDomain(db: Db, domain: string, companyId: string, limit: number): Promise<EmailRow[]> {
  const { rows } = await sql<EmailRow>`
    SELECT email, name, kind, position, source, is_demo FROM (
      SELECT c.email, c.name, 'company' AS kind, NULL AS position, c.source, c.is_demo, 0 AS rank
      FROM companies c WHERE lower(split_part(c.email, '@', 2)) = ${domain} AND c.email IS NOT NULL
      UNION ALL
      SELECT p.email, p.name, 'person', (SELECT o.position FROM company_officers o
              WHERE o.person_id = p.id AND o.company_id = ${companyId} ORDER BY o.start_date NULLS LAST LIMIT 1),
             p.source, p.is_demo, 1
      FROM people p WHERE lower(split_part(p.email, '@', 2)) = ${domain} AND p.email IS NOT NULL
    ) found
    ORDER BY rank, position NULLS LAST, name LIMIT ${limit}`.execute(db);
  return rows;
}

export type PersonFoundRow = Pick<PersonRow, "id" | "name" | "nationality" | "source" | "is_demo"> & {
  company_count: number | string;
  roles: { companyId: string; aaaId: string; companyName: string; position: string | null }[] | null;
  total: number | string;
};

/**
 * People whose folded name starts with `prefix` (the people_normalised_idx prefix index), people with
 * more companies first; each with up to `rolesMax` current roles. `total` counts at most 1,000.
 */
export async function searchPeople(
  db: Db,
  prefix: string,
  page: { offset: number; limit: number },
  rolesMax: number,
): Promise<PersonFoundRow[]> {
  const { rows } = await sql<PersonFoundRow>`
    WITH found AS (
      SELECT p.id, p.name, p.nationality, p.source, p.is_demo,
             (SELECT count(DISTINCT o.company_id) FROM company_officers o WHERE o.person_id = p.id) AS company_count
      FROM people p WHERE p.normalised LIKE ${prefixPattern(prefix)} LIMIT 1000
    ), counted AS (SELECT *, count(*) OVER () AS total FROM found)
    SELECT f.id::text AS id, f.name, f.nationality, f.source, f.is_demo, f.company_count, f.total,
           (SELECT json_agg(r) FROM (
              SELECT o.company_id::text AS "companyId", c.aaa_id AS "aaaId", c.name AS "companyName", o.position
              FROM company_officers o JOIN companies c ON c.id = o.company_id
              WHERE o.person_id = f.id AND o.end_date IS NULL
              ORDER BY o.start_date DESC NULLS LAST LIMIT ${rolesMax}) r) AS roles
    FROM counted f
    ORDER BY f.company_count DESC, f.name, f.id
    OFFSET ${page.offset} LIMIT ${page.limit}`.execute(db);
  return rows;
}

const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many people's folded names start with `prefix` (at most 1,000). */
export async function countPeople(db: Db, prefix: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    SELECT count(*) AS n FROM (SELECT 1 FROM people WHERE normalised LIKE ${prefixPattern(prefix)} LIMIT 1000) p`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}
