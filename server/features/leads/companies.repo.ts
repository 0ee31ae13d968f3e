import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/** SQL of the lead's company, its industry codes and the questionnaire's choice lists. */

export type CompanyRow = {
  id: string;
  aaa_id: string;
  country_code: string | null;
  website: string | null;
  description: string | null;
  legal_form: string | null;
  founded_on: string | null;
  industry_section: string | null;
  isic: string | null;
  sic: string | null;
  sic_description: string | null;
  naics: string | null;
  nace: string | null;
};

export async function companyByAaaId(db: Kysely<DB>, aaaId: string): Promise<CompanyRow | undefined> {
  const { rows } = await sql<CompanyRow>`
    SELECT id::text AS id, aaa_id, country_code, website, description, legal_form,
      to_char(founded_on, 'YYYY-MM-DD') AS founded_on, industry_section, isic, sic, sic_description, naics, nace
    FROM companies WHERE aaa_id = ${aaaId}`.execute(db);
  return rows[0];
}

export async function catalogue(
  db: Kysely<DB>,
  companyId: string,
): Promise<{ name: string; hs_code: string | null }[]> {
  return db
    .selectFrom("company_products")
    .select(["name", "hs_code"])
    .where("company_id", "=", companyId)
    .orderBy("seq")
    .limit(10)
    .execute();
}

/** The English names of ISIC Rev. 4 codes (sections and classes). */
export async function isicNames(db: Kysely<DB>, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom("industry_codes")
    .select(["code", "description"])
    .where("scheme", "=", "isic4")
    .where("code", "in", codes)
    .execute();
  return new Map(rows.map((r) => [r.code, r.description]));
}

export async function peers(db: Kysely<DB>, section: string, country: string | null): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM companies
    WHERE industry_section = ${section} AND country_code IS NOT DISTINCT FROM ${country}`.execute(db);
  return rows[0]?.n ?? 0;
}

export async function isicSections(db: Kysely<DB>): Promise<{ code: string; description: string }[]> {
  return db
    .selectFrom("industry_codes")
    .select(["code", "description"])
    .where("scheme", "=", "isic4")
    .where("level_name", "=", "section")
    .orderBy("position")
    .orderBy("code")
    .execute();
}

/** HS codes by code prefix or by every word of the description, broadest first. */
export async function hsChoices(
  db: Kysely<DB>,
  match: { codePrefix: string } | { words: string[] },
  limit: number,
): Promise<{ code: string; description: string; level: number }[]> {
  const where =
    "codePrefix" in match
      ? sql`code LIKE ${`${match.codePrefix}%`}`
      : sql.join(
          match.words.map((w) => sql`description ILIKE ${`%${w.replace(/[\\%_]/g, "\\$&")}%`}`),
          sql` AND `,
        );
  const { rows } = await sql<{ code: string; description: string; level: number }>`
    SELECT code, description, level FROM hs_codes WHERE level > 0 AND ${where}
    ORDER BY level, code LIMIT ${limit}`.execute(db);
  return rows;
}
