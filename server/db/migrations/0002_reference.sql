-- Reference data: continents, countries, subdivisions, the HS nomenclature, industry code lists,
-- ISO 20275 legal forms, ISO 4217 currencies, FX reference rates and World Bank macro series.
-- Loaded from data/reference/ at first start (server/features/reference). Every row carries
-- `source`: the data set and its version. Other features refer to these codes as plain text,
-- without foreign keys, so a data set can be reloaded on its own.

CREATE TABLE continents (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{2}$'),
  name_en text NOT NULL,
  -- {locale: name} in the nine interface languages
  names jsonb NOT NULL,
  position smallint NOT NULL,
  source text NOT NULL
);

CREATE TABLE countries (
  -- ISO 3166-1 numeric: stable, and the `id` of the API's country list
  id integer PRIMARY KEY,
  alpha2 text NOT NULL UNIQUE CHECK (alpha2 ~ '^[A-Z]{2}$'),
  alpha3 text NOT NULL UNIQUE CHECK (alpha3 ~ '^[A-Z]{3}$'),
  name_en text NOT NULL,
  official_name_en text,
  -- {locale: name} in the nine interface languages (npm i18n-iso-countries)
  names jsonb NOT NULL,
  -- every English name variant, for matching country names in imported files
  aliases text[] NOT NULL DEFAULT '{}',
  continent_code text REFERENCES continents (code),
  m49_region_code integer,
  m49_region text,
  m49_sub_region_code integer,
  m49_sub_region text,
  m49_intermediate_region_code integer,
  m49_intermediate_region text,
  capital text,
  currencies text[] NOT NULL DEFAULT '{}',
  dial_code text,
  tld text,
  languages text[] NOT NULL DEFAULT '{}',
  independence text,
  -- companies in the `companies` table, kept by refreshCountryCompanyCounts()
  company_count integer NOT NULL DEFAULT 0,
  banner_url text,
  label text,
  dowjones_code text,
  -- flag emoji; the alpha-2 code lower-cased is the flag-icons class (`fi fi-xx`)
  flag text NOT NULL,
  gdp_usd double precision,
  gdp_year smallint,
  population bigint,
  population_year smallint,
  source text NOT NULL
);
CREATE INDEX countries_continent_idx ON countries (continent_code);

CREATE TABLE subdivisions (
  country_code text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  kind text,
  source text NOT NULL,
  PRIMARY KEY (country_code, code, name)
);

CREATE TABLE hs_sections (
  code text PRIMARY KEY,
  position smallint NOT NULL,
  name text NOT NULL,
  source text NOT NULL
);

-- Chapters (level 2), headings (4) and subheadings (6) of the HS; the grand total has level 0.
CREATE TABLE hs_codes (
  code text PRIMARY KEY,
  level smallint NOT NULL CHECK (level IN (0, 2, 4, 6)),
  parent_code text,
  section_code text,
  description text NOT NULL,
  source text NOT NULL
);
CREATE INDEX hs_codes_parent_idx ON hs_codes (parent_code);

-- ISIC Rev.4 and NACE Rev.2: sections, divisions, groups, classes. NACE rows name their ISIC class.
CREATE TABLE industry_codes (
  scheme text NOT NULL CHECK (scheme IN ('isic4', 'nace2', 'naics2017')),
  code text NOT NULL,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 6),
  level_name text NOT NULL,
  parent_code text,
  description text NOT NULL,
  includes text,
  also_includes text,
  rulings text,
  excludes text,
  isic_code text,
  position integer NOT NULL,
  source text NOT NULL,
  PRIMARY KEY (scheme, code)
);
CREATE INDEX industry_codes_isic_idx ON industry_codes (isic_code) WHERE isic_code IS NOT NULL;

-- ISO 20275 entity legal forms: one row per ELF code and language.
CREATE TABLE legal_forms (
  elf_code text NOT NULL,
  language_code text NOT NULL DEFAULT '',
  local_name text NOT NULL DEFAULT '',
  country_name text,
  country_code text,
  jurisdiction text,
  subdivision_code text,
  language text,
  transliterated_name text,
  abbreviations_local text[] NOT NULL DEFAULT '{}',
  abbreviations_transliterated text[] NOT NULL DEFAULT '{}',
  created_on date,
  status text NOT NULL CHECK (status IN ('ACTV', 'INAC')),
  modification text,
  modified_on date,
  reason text,
  source text NOT NULL,
  PRIMARY KEY (elf_code, language_code, local_name)
);
CREATE INDEX legal_forms_country_idx ON legal_forms (country_code);

-- ISO 4217: one row per entity and currency, withdrawn currencies included.
CREATE TABLE currencies (
  position integer PRIMARY KEY,
  entity text NOT NULL,
  name text NOT NULL,
  code text,
  numeric_code text,
  minor_unit smallint,
  withdrawal text,
  source text NOT NULL
);
CREATE INDEX currencies_code_idx ON currencies (code);

-- Reference rates: `rate` units of `currency` per one unit of `base` (ECB: EUR; Fed H.10: USD).
CREATE TABLE fx_rates (
  provider text NOT NULL CHECK (provider IN ('ecb', 'fed-h10')),
  currency text NOT NULL,
  rate_date date NOT NULL,
  base text NOT NULL,
  rate double precision NOT NULL,
  series text,
  source text NOT NULL,
  PRIMARY KEY (provider, currency, rate_date)
);

-- World Bank series per economy and year; `country_code` is NULL for aggregates (World, regions).
CREATE TABLE macro_indicators (
  indicator text NOT NULL CHECK (indicator IN ('gdp_usd', 'population')),
  entity_code text NOT NULL,
  entity_name text NOT NULL,
  country_code text,
  year smallint NOT NULL,
  value double precision NOT NULL,
  source text NOT NULL,
  PRIMARY KEY (indicator, entity_code, year)
);
CREATE INDEX macro_indicators_country_idx ON macro_indicators (country_code, indicator, year);
