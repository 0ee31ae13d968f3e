import type { Address, CompanyHeading } from "../../../contract/company-profile.ts";
import { AppError } from "../../lib/app-error.ts";
import { parseCompanyId, refValue, type CompanyRefInput } from "./company-ref.ts";
import { findCompany, type AddressRow, type CompanyRow, type Db, type SecurityRow } from "./company.repo.ts";

export function companyNotFound(): AppError {
  return new AppError(404, "companyNotFound");
}

/** The company the request names, or 400 without an id and 404 for an id that names none. */
export async function resolveCompany(db: Db, ref: CompanyRefInput): Promise<CompanyRow> {
  const value = refValue(ref);
  if (value === undefined) throw new AppError(400, "companyIdRequired");
  const id = parseCompanyId(value);
  const company = id === undefined ? undefined : await findCompany(db, id);
  if (!company) throw companyNotFound();
  return company;
}

export function provenance(row: { source: string; is_demo: boolean }): { source: string; isDemo: boolean } {
  return { source: row.source, isDemo: row.is_demo };
}

export function heading(company: CompanyRow): CompanyHeading {
  return {
    companyId: company.id,
    aaaId: company.aaa_id,
    name: company.name,
    countryCode: company.country_code,
    ...provenance(company),
  };
}

export function toAddress(row: AddressRow): Address {
  return {
    seq: Number(row.seq),
    kind: row.kind,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postcode: row.postcode,
    countryCode: row.country_code,
    lat: row.lat === null ? null : Number(row.lat),
    lon: row.lon === null ? null : Number(row.lon),
    ...provenance(row),
  };
}

export function toSecurity(row: SecurityRow) {
  return { ticker: row.ticker, exchange: row.exchange, isPrimary: row.is_primary, ...provenance(row) };
}

/** Sources of several rows as one provenance: distinct sources joined, demo only when all rows are. */
export function combinedProvenance(
  rows: readonly { source: string; isDemo: boolean }[],
  fallback: { source: string; isDemo: boolean },
): { source: string; isDemo: boolean } {
  if (rows.length === 0) return fallback;
  return { source: [...new Set(rows.map((r) => r.source))].join(", "), isDemo: rows.every((r) => r.isDemo) };
}
