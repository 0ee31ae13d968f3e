import type { ColumnType } from "kysely";
import type {
  CompanyLawsuitsTable,
  CompanyNewsTable,
  CreditAssessmentsTable,
  FinancialRatiosTable,
  FinancialStatementsTable,
  IndustryNormsTable,
} from "./financials.tables.ts";

/** numeric columns: read as strings (exact), written as numbers or strings. */
type NumericOrNull = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type DateOrNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Provenance = { source: string; is_demo: WithDefault<boolean> };

export type CompanyStatus = "active" | "inactive" | "dissolved" | "in_liquidation" | "unknown";
export type CompanyNameKind = "primary" | "native" | "former" | "alias" | "trading";
export type AddressKind = "registered" | "operation" | "subsidiary" | "mailing";
export type PartyType = "company" | "person" | "ngo" | "state" | "other" | "unknown";
export type InterestType =
  | "shareholding"
  | "voting-rights"
  | "appointment-of-board"
  | "other-influence-or-control"
  | "direct-parent"
  | "ultimate-parent";
export type RelationKind = "branch" | "subsidiary" | "affiliate" | "joint-venture" | "parent" | "sister";

export type CompaniesTable = Provenance & {
  id: ColumnType<string, string | number | bigint, never>;
  aaa_id: string;
  name: string;
  name_native: string | null;
  country_code: string | null;
  jurisdiction: string | null;
  legal_form_elf: string | null;
  legal_form: string | null;
  status: WithDefault<CompanyStatus>;
  founded_on: DateOrNull;
  dissolved_on: DateOrNull;
  lei: string | null;
  registry_number: string | null;
  cik: string | null;
  tax_id: string | null;
  vat_number: string | null;
  stock_code: string | null;
  stock_exchange: string | null;
  is_listed: WithDefault<boolean>;
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
  registered_capital: NumericOrNull;
  paid_in_capital: NumericOrNull;
  capital_currency: string | null;
  data_quality: WithDefault<number>;
  last_update: DateOrNull;
};

export type CompanyNamesTable = Provenance & {
  company_id: string;
  kind: CompanyNameKind;
  name: string;
  latin: string | null;
  normalised: string;
  script: string | null;
  valid_from: DateOrNull;
  valid_to: DateOrNull;
};

export type CompanyAddressesTable = Provenance & {
  company_id: string;
  seq: number;
  kind: AddressKind;
  line1: string | null;
  line2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  country_code: string | null;
  lat: number | null;
  lon: number | null;
};

export type CompanySecuritiesTable = Provenance & {
  company_id: string;
  ticker: string;
  exchange: string | null;
  is_primary: WithDefault<boolean>;
};

export type PeopleTable = Provenance & {
  id: string;
  name: string;
  name_native: string | null;
  normalised: string;
  gender: "f" | "m" | null;
  birth_year: number | null;
  nationality: string | null;
  education: string | null;
  email: string | null;
  phone: string | null;
};

export type CompanyOfficersTable = Provenance & {
  company_id: string;
  person_id: string;
  position: string;
  department: string | null;
  is_shareholder: WithDefault<boolean>;
  is_verified: WithDefault<boolean>;
  start_date: DateOrNull;
  end_date: DateOrNull;
};

export type CompanyInterestsTable = Provenance & {
  company_id: string;
  seq: number;
  party_type: PartyType;
  party_company_id: string | null;
  party_person_id: string | null;
  party_name: string;
  party_country: string | null;
  interest_type: InterestType;
  share_exact: NumericOrNull;
  share_min: NumericOrNull;
  share_max: NumericOrNull;
  is_direct: WithDefault<boolean>;
  is_beneficial: WithDefault<boolean>;
  start_date: DateOrNull;
  end_date: DateOrNull;
};

export type CompanyRelationsTable = Provenance & {
  company_id: string;
  seq: number;
  relation: RelationKind;
  related_company_id: string | null;
  name: string;
  country_code: string | null;
  city: string | null;
};

export type CompanyProductsTable = Provenance & {
  company_id: string;
  seq: number;
  name: string;
  description: string | null;
  hs_code: string | null;
  image_url: string | null;
};

export type LeiRelationshipsTable = {
  child_lei: string;
  parent_lei: string;
  relationship_type: string;
  relationship_status: string;
  period_start: DateOrNull;
  period_end: DateOrNull;
  accounting_standard: string | null;
  percentage: NumericOrNull;
  registration_status: string | null;
  last_update: DateOrNull;
  source: string;
};

export type LeiBicTable = { lei: string; bic: string; source: string };

export type CompaniesTables = {
  companies: CompaniesTable;
  company_names: CompanyNamesTable;
  company_addresses: CompanyAddressesTable;
  company_securities: CompanySecuritiesTable;
  people: PeopleTable;
  company_officers: CompanyOfficersTable;
  company_interests: CompanyInterestsTable;
  company_relations: CompanyRelationsTable;
  company_products: CompanyProductsTable;
  lei_relationships: LeiRelationshipsTable;
  lei_bic: LeiBicTable;
  financial_statements: FinancialStatementsTable;
  financial_ratios: FinancialRatiosTable;
  industry_norms: IndustryNormsTable;
  credit_assessments: CreditAssessmentsTable;
  company_lawsuits: CompanyLawsuitsTable;
  company_news: CompanyNewsTable;
};
