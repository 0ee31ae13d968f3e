import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export type Db = Kysely<DB>;

export type CompanyRow = {
  id: string;
  aaa_id: string;
  name: string;
  name_native: string | null;
  country_code: string | null;
  jurisdiction: string | null;
  legal_form_elf: string | null;
  legal_form: string | null;
  status: "active" | "inactive" | "dissolved" | "in_liquidation" | "unknown";
  founded_on: string | null;
  dissolved_on: string | null;
  lei: string | null;
  registry_number: string | null;
  cik: string | null;
  tax_id: string | null;
  vat_number: string | null;
  stock_code: string | null;
  stock_exchange: string | null;
  is_listed: boolean;
  entity_type: string | null;
  fiscal_year_end: string | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  description: string | null;
  sic: string | null;
  sic_description: string | null;
  isic: string | null;
  nace: string | null;
  naics: string | null;
  own_industry: string | null;
  employees: number | null;
  registered_capital: number | null;
  paid_in_capital: number | null;
  capital_currency: string | null;
  data_quality: number;
  last_update: string | null;
  source: string;
  is_demo: boolean;
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

export type AddressRow = {
  seq: number;
  kind: "registered" | "operation" | "subsidiary" | "mailing";
  line1: string | null;
  line2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  country_code: string | null;
  lat: number | null;
  lon: number | null;
  source: string;
  is_demo: boolean;
};

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

export type SecurityRow = {
  ticker: string;
  exchange: string | null;
  is_primary: boolean;
  source: string;
  is_demo: boolean;
};

export async function companySecurities(db: Db, id: string): Promise<SecurityRow[]> {
  const { rows } = await sql<SecurityRow>`
    SELECT ticker, exchange, is_primary, source, is_demo FROM company_securities
    WHERE company_id = ${id} ORDER BY is_primary DESC, ticker`.execute(db);
  return rows;
}
