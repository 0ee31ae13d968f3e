import { sql } from "kysely";
import type { Db } from "./company.repo.ts";
import type { AsText } from "../../db/schema.ts";
import type { CompanyNamesRow, LegalFormsRow } from "../../db/generated/database.ts";

/** A name of the company, its dates as text. */
export type NameRow = Pick<CompanyNamesRow, "kind" | "name" | "latin" | "source" | "is_demo"> & {
  valid_from: AsText<CompanyNamesRow["valid_from"]>;
  valid_to: AsText<CompanyNamesRow["valid_to"]>;
};

/** Every name of the company: the primary first, then native, trading, aliases and former names (newest first). */
export async function companyNames(db: Db, id: string): Promise<NameRow[]> {
  const { rows } = await sql<NameRow>`
    SELECT kind, name, latin, valid_from::text AS valid_from, valid_to::text AS valid_to, source, is_demo
    FROM company_names WHERE company_id = ${id}
    ORDER BY CASE kind WHEN 'primary' THEN 0 WHEN 'native' THEN 1 WHEN 'trading' THEN 2 WHEN 'alias' THEN 3 ELSE 4 END,
             valid_to DESC NULLS FIRST, name`.execute(db);
  return rows;
}

export type LegalFormRow = Pick<LegalFormsRow, "local_name" | "transliterated_name" | "abbreviations_local" | "source">;

/** The ISO 20275 entry of a legal form; the English-language row when there is one. */
export async function legalForm(db: Db, elfCode: string): Promise<LegalFormRow | undefined> {
  const { rows } = await sql<LegalFormRow>`
    SELECT local_name, transliterated_name, abbreviations_local, source FROM legal_forms
    WHERE elf_code = ${elfCode} ORDER BY (language_code = 'en') DESC, local_name LIMIT 1`.execute(db);
  return rows[0];
}

/** The name of an ISO 3166-2 subdivision (US-DE: Delaware). */
export async function subdivisionName(db: Db, code: string): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM subdivisions WHERE code = ${code} ORDER BY name LIMIT 1`.execute(db);
  return rows[0]?.name;
}
