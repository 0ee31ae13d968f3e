import type { CompanySnapshot } from "../../../contract/company-profile-background.ts";
import type { CompanyRefInput } from "./company-ref.ts";
import { companyAddresses, companySecurities, countryNames, type CompanyRow, type Db } from "./company.repo.ts";
import { provenance, resolveCompany, toAddress, toSecurity } from "./company.service.ts";
import { numberOrNull } from "./sql-values.ts";
import * as repo from "./snapshot.repo.ts";
import { companyIndustryCodes } from "./industry.service.ts";

async function sanctionsFlag(db: Db, company: CompanyRow): Promise<CompanySnapshot["sanctions"]> {
  const listsChecked = await repo.sanctionListCount(db);
  // Without a loaded list there is nothing to check against: the field is left out, never guessed.
  if (listsChecked === 0) return undefined;
  const names = [company.name, company.name_native].filter((n): n is string => Boolean(n));
  const matches = await repo.sanctionMatches(db, company.lei, names);
  return {
    isListed: matches.length > 0,
    listsChecked,
    matches: matches.map((m) => ({
      listId: m.list_id,
      listName: m.list_name,
      entryName: m.entry_name,
      matchedOn: m.matched_on,
      listedOn: m.listed_on,
      source: m.source,
      isDemo: false,
    })),
    source: "sanctions lists",
    isDemo: false,
  };
}

async function performance(db: Db, id: string): Promise<CompanySnapshot["performance"]> {
  const row = await repo.latestFinancials(db, id);
  if (!row) return null;
  return {
    fiscalYear: Number(row.fiscal_year),
    periodEnd: row.period_end,
    periodMonths: Number(row.period_months),
    currency: row.currency,
    revenue: numberOrNull(row.revenue),
    netIncome: numberOrNull(row.net_income),
    totalAssets: numberOrNull(row.total_assets),
    equity: numberOrNull(row.equity),
    ...provenance(row),
  };
}

async function creditOpinion(db: Db, id: string): Promise<CompanySnapshot["creditOpinion"]> {
  const row = await repo.latestCredit(db, id);
  if (!row) return null;
  return {
    year: Number(row.year),
    rating: row.rating,
    localScore: row.local_score === null ? null : Number(row.local_score),
    probabilityOfDefault: numberOrNull(row.probability_of_default),
    riskIndicator: row.risk_indicator,
    ...provenance(row),
  };
}

export async function getCompanySnapshot(db: Db, ref: CompanyRefInput, locale: string): Promise<CompanySnapshot> {
  const company = await resolveCompany(db, ref);
  const [addresses, securities, shareholders, names, industry, perf, credit, sanctions, quality] = await Promise.all([
    companyAddresses(db, company.id),
    companySecurities(db, company.id),
    repo.shareholderCount(db, company.id),
    countryNames(db, company.country_code ? [company.country_code] : [], locale),
    companyIndustryCodes(db, company),
    performance(db, company.id),
    creditOpinion(db, company.id),
    sanctionsFlag(db, company),
    company.country_code ? repo.countryQuality(db, company.country_code) : Promise.resolve(null),
  ]);
  const own = provenance(company);
  const primaryIndustry = industry[0];
  const snapshot: CompanySnapshot = {
    companyId: company.id,
    aaaId: company.aaa_id,
    name: company.name,
    nameNative: company.name_native,
    countryCode: company.country_code,
    countryName: company.country_code ? (names.get(company.country_code) ?? null) : null,
    status: company.status,
    legalForm: company.legal_form,
    description: company.description,
    lastUpdate: company.last_update,
    ...own,
    dataQuality: {
      index: company.data_quality,
      countryIndex: quality?.average ?? null,
      countryCompanies: quality?.companies ?? 0,
    },
    address: addresses[0] ? toAddress(addresses[0]) : null,
    contact: { website: company.website, email: company.email, phone: company.phone, ...own },
    registration: {
      registryNumber: company.registry_number,
      lei: company.lei,
      cik: company.cik,
      taxId: company.tax_id,
      jurisdiction: company.jurisdiction,
      foundedOn: company.founded_on,
      ...own,
    },
    listing: {
      isListed: company.is_listed,
      stockCode: company.stock_code,
      exchange: company.stock_exchange,
      securities: securities.map(toSecurity),
      ...own,
    },
    industry: primaryIndustry
      ? { scheme: primaryIndustry.scheme, code: primaryIndustry.code, description: primaryIndustry.description, ...own }
      : null,
    employees: company.employees === null ? null : { count: Number(company.employees), ...own },
    shareholders: {
      count: Number(shareholders.count),
      source: shareholders.sources ?? company.source,
      isDemo: shareholders.all_demo ?? company.is_demo,
    },
    performance: perf,
    creditOpinion: credit,
  };
  if (sanctions) snapshot.sanctions = sanctions;
  return snapshot;
}
