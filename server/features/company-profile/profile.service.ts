import type { CompanyProfile } from "../../../contract/company-profile-background.ts";
import type { CompanyRefInput } from "./company-ref.ts";
import { companyAddresses, companySecurities, countryNames, type CompanyRow, type Db } from "./company.repo.ts";
import { provenance, resolveCompany, toAddress, toSecurity } from "./company.service.ts";
import * as repo from "./profile.repo.ts";

async function legalFormOf(db: Db, company: CompanyRow): Promise<CompanyProfile["legalForm"]> {
  if (!company.legal_form && !company.legal_form_elf) return null;
  const elf = company.legal_form_elf ? await repo.legalForm(db, company.legal_form_elf) : undefined;
  const name = company.legal_form ?? elf?.transliterated_name ?? elf?.local_name;
  if (!name) return null;
  return {
    name,
    elfCode: company.legal_form_elf,
    localName: elf?.local_name ?? null,
    abbreviations: elf?.abbreviations_local ?? [],
    source: elf?.source ?? company.source,
  };
}

async function jurisdictionOf(db: Db, company: CompanyRow, locale: string): Promise<CompanyProfile["jurisdiction"]> {
  const code = company.jurisdiction;
  if (!code) return null;
  if (code.includes("-")) return { code, name: (await repo.subdivisionName(db, code)) ?? null };
  return { code, name: (await countryNames(db, [code], locale)).get(code) ?? null };
}

export async function getCompanyProfile(db: Db, ref: CompanyRefInput, locale: string): Promise<CompanyProfile> {
  const company = await resolveCompany(db, ref);
  const [addresses, securities, names, legal, jurisdiction, countries] = await Promise.all([
    companyAddresses(db, company.id),
    companySecurities(db, company.id),
    repo.companyNames(db, company.id),
    legalFormOf(db, company),
    jurisdictionOf(db, company, locale),
    countryNames(db, company.country_code ? [company.country_code] : [], locale),
  ]);
  const own = provenance(company);
  return {
    companyId: company.id,
    aaaId: company.aaa_id,
    name: company.name,
    nameNative: company.name_native,
    countryCode: company.country_code,
    countryName: company.country_code ? (countries.get(company.country_code) ?? null) : null,
    status: company.status,
    vatNumber: company.vat_number,
    taxId: company.tax_id,
    lei: company.lei,
    cik: company.cik,
    registryNumber: company.registry_number,
    stockCode: company.stock_code,
    stockExchange: company.stock_exchange,
    securities: securities.map(toSecurity),
    legalForm: legal,
    entityType: company.entity_type,
    jurisdiction,
    foundedOn: company.founded_on,
    dissolvedOn: company.dissolved_on,
    fiscalYearEnd: company.fiscal_year_end,
    description: company.description,
    addresses: addresses.map(toAddress),
    names: names.map((n) => ({
      kind: n.kind,
      name: n.name,
      latin: n.latin,
      validFrom: n.valid_from,
      validTo: n.valid_to,
      ...provenance(n),
    })),
    capital: {
      registered: company.registered_capital === null ? null : Number(company.registered_capital),
      paidIn: company.paid_in_capital === null ? null : Number(company.paid_in_capital),
      currency: company.capital_currency,
      ...own,
    },
    lastUpdate: company.last_update,
    ...own,
  };
}
