import type { CompanyRow, CompanySuggestion } from "../../../contract/company-search.ts";
import type { CompanyRecord, SuggestionRecord } from "./company-search.repo.ts";

/** The name that matched, shown only when it is not the company's own name. */
function otherName(matched: string | null, name: string): string | null {
  return matched && matched !== name ? matched : null;
}

export function toCompanyRow(record: CompanyRecord): CompanyRow {
  return {
    id: record.id,
    aaaId: record.aaa_id,
    name: record.name,
    nameNative: record.name_native,
    matchedName: otherName(record.matched_name, record.name),
    countryCode: record.country_code,
    city: record.city,
    address: record.address,
    industrySection: record.industry_section,
    industryCode: record.industry_code,
    industryDescription: record.industry_description,
    legalForm: record.legal_form,
    status: record.status,
    foundedOn: record.founded_on,
    yearsInBusiness: record.years_in_business === null ? null : Number(record.years_in_business),
    isListed: record.is_listed,
    stockCode: record.stock_code,
    stockExchange: record.stock_exchange,
    employees: record.employees,
    registryNumber: record.registry_number,
    lei: record.lei,
    website: record.website,
    dataQuality: Number(record.data_quality),
    lastUpdate: record.last_update,
    source: record.source,
    isDemo: record.is_demo,
  };
}

export function toSuggestion(record: SuggestionRecord): CompanySuggestion {
  return {
    aaa_id: record.aaa_id,
    company_name_en: record.name,
    company_country: record.country_code,
    matched_name: otherName(record.matched_name, record.name),
    is_demo: record.is_demo,
  };
}
