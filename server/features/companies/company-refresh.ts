import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { dataQuality } from "./data-quality.ts";

type Facts = {
  id: string;
  name: string;
  country_code: string | null;
  identifier: string | null;
  legal_form: string | null;
  industry: string | null;
  founded_on: string | null;
  status: string | null;
  employees: number | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  is_listed: boolean;
  has_address: boolean;
  has_financials: boolean;
};

/** What a refresh found: the data-quality index before and after, and the record's new last-update day. */
export type CompanyRefresh = { companyId: string; qualityBefore: number; qualityAfter: number; lastUpdate: string };

/**
 * Refreshes a company's record from the sources held in this database (a report update, decision
 * 0048): the data-quality index is worked out again from what the record, its addresses and its
 * financial statements hold now, and the record's last update becomes `at`'s day (UTC).
 * Undefined when the company is not there.
 */
export async function refreshCompanyRecord(
  db: Kysely<DB> | Transaction<DB>,
  aaaId: string,
  at: Date,
): Promise<CompanyRefresh | undefined> {
  const { rows } = await sql<Facts & { data_quality: number }>`
    SELECT c.id::text AS id, c.name, c.country_code,
           coalesce(c.registry_number, c.tax_id, c.cik, c.lei) AS identifier, c.legal_form,
           coalesce(c.isic, c.nace, c.naics, c.sic, c.own_industry) AS industry, c.founded_on::text AS founded_on,
           c.status, c.employees, c.website, c.phone, c.email, c.is_listed, c.data_quality,
           EXISTS (SELECT 1 FROM company_addresses a WHERE a.company_id = c.id) AS has_address,
           EXISTS (SELECT 1 FROM financial_statements f WHERE f.company_id = c.id) AS has_financials
    FROM companies c WHERE c.aaa_id = ${aaaId} FOR UPDATE`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const quality = dataQuality({
    name: row.name,
    country_code: row.country_code,
    registry_or_tax_id: row.identifier,
    legal_form: row.legal_form,
    industry: row.industry,
    address: row.has_address,
    founded_on: row.founded_on,
    status: row.status,
    employees: row.employees,
    website: row.website,
    phone: row.phone,
    email: row.email,
    financials: row.has_financials,
    listing: row.is_listed,
  });
  const day = at.toISOString().slice(0, 10);
  await sql`UPDATE companies SET data_quality = ${quality}, last_update = ${day}::date WHERE id = ${row.id}`.execute(
    db,
  );
  return { companyId: aaaId, qualityBefore: Number(row.data_quality), qualityAfter: quality, lastUpdate: day };
}
