import { sql, type Kysely } from "kysely";
import type { AsFloat, AsText, DB } from "../../db/schema.ts";
import type { CompaniesRow, CompanyAddressesRow, CompanySecuritiesRow } from "../../db/generated/database.ts";

export type Db = Kysely<DB>;

/** The company as findCompany reads it: the id and dates as text, the capital as a number. */
export type CompanyRow = Omit<
  CompaniesRow,
  "industry_section" | "founded_on" | "dissolved_on" | "last_update" | "registered_capital" | "paid_in_capital"
> & {
  founded_on: AsText<CompaniesRow["founded_on"]>;
  dissolved_on: AsText<CompaniesRow["dissolved_on"]>;
  last_update: AsText<CompaniesRow["last_update"]>;
  registered_capital: AsFloat<CompaniesRow["registered_capital"]>;
  paid_in_capital: AsFloat<CompaniesRow["paid_in_capital"]>;
};

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const { rows } = await sql<CompanyRow>`
    SELECT id::text AS id, aaa_id, name, name_native, country_code, jurisdiction, legal_form_elf, legal_form,
           status, founded_on::text AS founded_on, dissolved_on::text AS dissolved_on, lei, registry_number, cik,
           tax_id, vat_number, stock_code, stock_exchange, is_listed, entity_type, fiscal_year_end, website, email,
           phone, description, sic, sic_description, isic, nace, naics, own_industry, employees,
           registered_capital::float8 AS registered_capital, paid_in_capital::float8 AS paid_in_capital,
           capital_currency, data_quality, last_update::text AS last_update, source, is_demo
    FROM companies WHERE id = ${id}`.execute(db);
  return rows[0];
}

/** Country names in the locale (English when the locale has none), by ISO alpha-2 code. */
export async function countryNames(db: Db, codes: string[], locale: string): Promise<Map<string, string>> {
  const unique = [...new Set(codes.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const { rows } = await sql<{ code: string; name: string }>`
    SELECT alpha2 AS code, COALESCE(names ->> ${locale}, name_en) AS name
    FROM countries WHERE alpha2 = ANY(${unique}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.code, r.name]));
}

export type AddressRow = Omit<CompanyAddressesRow, "company_id">;

/** The company's addresses, registered first, then operation, subsidiary and mailing. */
export async function companyAddresses(db: Db, id: string): Promise<AddressRow[]> {
  const { rows } = await sql<AddressRow>`
    SELECT seq, kind, line1, line2, city, region, postcode, country_code, lat, lon, source, is_demo
    FROM company_addresses WHERE company_id = ${id}
    ORDER BY CASE kind WHEN 'registered' THEN 0 WHEN 'operation' THEN 1 WHEN 'subsidiary' THEN 2 ELSE 3 END, seq`.execute(
    db,
  );
  return rows;
}

export type SecurityRow = Pick<CompanySecuritiesRow, "ticker" | "exchange" | "is_primary" | "source" | "is_demo">;

export async function companySecurities(db: Db, id: string): Promise<SecurityRow[]> {
  const { rows } = await sql<SecurityRow>`
    SELECT ticker, exchange, is_primary, source, is_demo FROM company_securities
    WHERE company_id = ${id} ORDER BY is_primary DESC, ticker`.execute(db);
  return rows;
}
