import { sql, type Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";

/** How many officers and owners of one company are screened (the largest companies list hundreds). */
export const MAX_SUBJECTS = 100;

export type CompanySubjects = {
  company: { name: string; country_code: string | null; lei: string | null };
  officers: { name: string; position: string; birth_year: number | null; nationality: string | null }[];
  owners: { party_name: string; party_type: string; party_country: string | null }[];
};

/** The company, its current officers and its current owners (direct interests), or undefined. */
export async function companySubjects(db: Kysely<DB>, id: string): Promise<CompanySubjects | undefined> {
  const company = await sql<CompanySubjects["company"]>`
    SELECT name, country_code, lei FROM companies WHERE id = ${id}`.execute(db);
  if (!company.rows[0]) return undefined;
  const [officers, owners] = await Promise.all([
    sql<CompanySubjects["officers"][number]>`
      SELECT DISTINCT ON (p.id) p.name, o.position, p.birth_year, p.nationality
      FROM company_officers o JOIN people p ON p.id = o.person_id
      WHERE o.company_id = ${id} AND (o.end_date IS NULL OR o.end_date >= CURRENT_DATE)
      ORDER BY p.id LIMIT ${MAX_SUBJECTS}`.execute(db),
    sql<CompanySubjects["owners"][number]>`
      SELECT DISTINCT ON (party_name) party_name, party_type, party_country
      FROM company_interests
      WHERE company_id = ${id} AND is_direct AND (end_date IS NULL OR end_date >= CURRENT_DATE)
      ORDER BY party_name LIMIT ${MAX_SUBJECTS}`.execute(db),
  ]);
  return { company: company.rows[0], officers: officers.rows, owners: owners.rows };
}
