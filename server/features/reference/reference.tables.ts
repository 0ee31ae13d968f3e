import type { ColumnType } from "kysely";

type Json = ColumnType<Record<string, string>, string, string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export type ContinentsTable = { code: string; name_en: string; names: Json; position: number; source: string };

export type CountriesTable = {
  id: number;
  alpha2: string;
  alpha3: string;
  name_en: string;
  official_name_en: string | null;
  names: Json;
  aliases: TextArray;
  continent_code: string | null;
  m49_region_code: number | null;
  m49_region: string | null;
  m49_sub_region_code: number | null;
  m49_sub_region: string | null;
  m49_intermediate_region_code: number | null;
  m49_intermediate_region: string | null;
  capital: string | null;
  currencies: TextArray;
  dial_code: string | null;
  tld: string | null;
  languages: TextArray;
  independence: string | null;
  company_count: ColumnType<number, number | undefined, number>;
  banner_url: string | null;
  label: string | null;
  dowjones_code: string | null;
  flag: string;
  gdp_usd: number | null;
  gdp_year: number | null;
  population: ColumnType<string | null, number | string | null, number | string | null>;
  population_year: number | null;
  source: string;
};

export type SubdivisionsTable = {
  country_code: string;
  code: string;
  name: string;
  kind: string | null;
  source: string;
};
export type HsSectionsTable = { code: string; position: number; name: string; source: string };
export type HsCodesTable = {
  code: string;
  level: number;
  parent_code: string | null;
  section_code: string | null;
  description: string;
  source: string;
};

export type IndustryCodesTable = {
  scheme: "isic4" | "nace2" | "naics2017";
  code: string;
  level: number;
  level_name: string;
  parent_code: string | null;
  description: string;
  includes: string | null;
  also_includes: string | null;
  rulings: string | null;
  excludes: string | null;
  isic_code: string | null;
  position: number;
  source: string;
};

export type LegalFormsTable = {
  elf_code: string;
  language_code: string;
  local_name: string;
  country_name: string | null;
  country_code: string | null;
  jurisdiction: string | null;
  subdivision_code: string | null;
  language: string | null;
  transliterated_name: string | null;
  abbreviations_local: TextArray;
  abbreviations_transliterated: TextArray;
  created_on: ColumnType<Date | null, string | null, string | null>;
  status: "ACTV" | "INAC";
  modification: string | null;
  modified_on: ColumnType<Date | null, string | null, string | null>;
  reason: string | null;
  source: string;
};

export type CurrenciesTable = {
  position: number;
  entity: string;
  name: string;
  code: string | null;
  numeric_code: string | null;
  minor_unit: number | null;
  withdrawal: string | null;
  source: string;
};

export type FxRatesTable = {
  provider: "ecb" | "fed-h10";
  currency: string;
  rate_date: ColumnType<Date, string, string>;
  base: string;
  rate: number;
  series: string | null;
  source: string;
};

export type MacroIndicatorsTable = {
  indicator: "gdp_usd" | "population";
  entity_code: string;
  entity_name: string;
  country_code: string | null;
  year: number;
  value: number;
  source: string;
};

export type ReferenceTables = {
  continents: ContinentsTable;
  countries: CountriesTable;
  subdivisions: SubdivisionsTable;
  hs_sections: HsSectionsTable;
  hs_codes: HsCodesTable;
  industry_codes: IndustryCodesTable;
  legal_forms: LegalFormsTable;
  currencies: CurrenciesTable;
  fx_rates: FxRatesTable;
  macro_indicators: MacroIndicatorsTable;
};
