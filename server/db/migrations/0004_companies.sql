-- Companies and everything about them that is keyed by the company: names, addresses, listings,
-- people and their roles, ownership interests, related companies and branches, products.
--
-- Scale: every large table leads with company_id, the distribution column for Citus
-- (SELECT create_distributed_table('company_names', 'company_id', colocate_with => 'companies')).
-- Codes of other features (countries, legal forms, industry codes, HS codes) are plain text,
-- without foreign keys, so reference data can be reloaded on its own.
-- Every row carries `source` (data set and version, or 'demo') and `is_demo`.

CREATE TABLE companies (
  id bigint PRIMARY KEY,
  -- The id shown to users: 'A' + id in base 36 (reversible, so it needs no index of its own).
  aaa_id text NOT NULL,
  name text NOT NULL,
  name_native text,
  -- ISO 3166-1 alpha-2, upper case; NULL when the source does not say.
  country_code text CHECK (country_code ~ '^[A-Z]{2}$'),
  -- ISO 3166-2 code of the jurisdiction of formation when it is a subdivision (US-DE), else the country.
  jurisdiction text,
  legal_form_elf text,
  legal_form text,
  status text NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'inactive', 'dissolved', 'in_liquidation', 'unknown')),
  founded_on date,
  dissolved_on date,
  lei text CHECK (lei ~ '^[A-Z0-9]{18}[0-9]{2}$'),
  registry_number text,
  cik text,
  tax_id text,
  vat_number text,
  stock_code text,
  stock_exchange text,
  is_listed boolean NOT NULL DEFAULT false,
  entity_type text,
  fiscal_year_end text,
  website text,
  email text,
  phone text,
  description text,
  -- Industry codes: SIC as filed; ISIC Rev.4, NACE Rev.2, NAICS where known; our own code.
  sic text,
  sic_description text,
  isic text,
  nace text,
  naics text,
  own_industry text,
  employees integer CHECK (employees >= 0),
  registered_capital numeric(20, 2),
  paid_in_capital numeric(20, 2),
  capital_currency text,
  data_quality smallint NOT NULL DEFAULT 50 CHECK (data_quality BETWEEN 1 AND 100),
  last_update date,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false
);
CREATE INDEX companies_country_idx ON companies (country_code);
CREATE INDEX companies_cik_idx ON companies (cik) WHERE cik IS NOT NULL;
CREATE INDEX companies_lei_idx ON companies (lei) WHERE lei IS NOT NULL;
CREATE INDEX companies_stock_idx ON companies (stock_code) WHERE stock_code IS NOT NULL;
CREATE INDEX companies_source_idx ON companies (source);

-- Every name a company is known by. `normalised` is the search form: lower case, unaccented,
-- legal-form words removed, in Latin script (native names are normalised from `latin`).
CREATE TABLE company_names (
  company_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('primary', 'native', 'former', 'alias', 'trading')),
  name text NOT NULL,
  latin text,
  normalised text NOT NULL,
  script text,
  valid_from date,
  valid_to date,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, kind, name)
);
-- First-word and autocomplete search: left-anchored LIKE 'prefix%'.
CREATE INDEX company_names_prefix_idx ON company_names (normalised text_pattern_ops);
-- Typo-tolerant search: similarity() and LIKE '%part%'.
CREATE INDEX company_names_trgm_idx ON company_names USING gin (normalised gin_trgm_ops);

CREATE TABLE company_addresses (
  company_id bigint NOT NULL,
  seq smallint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('registered', 'operation', 'subsidiary', 'mailing')),
  line1 text,
  line2 text,
  city text,
  region text,
  postcode text,
  country_code text,
  lat double precision,
  lon double precision,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, seq)
);

-- Listed securities (a company can have several tickers).
CREATE TABLE company_securities (
  company_id bigint NOT NULL,
  ticker text NOT NULL,
  exchange text,
  is_primary boolean NOT NULL DEFAULT false,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, ticker)
);
CREATE INDEX company_securities_ticker_idx ON company_securities (ticker);

CREATE TABLE people (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  name_native text,
  normalised text NOT NULL,
  gender text CHECK (gender IN ('f', 'm')),
  birth_year smallint,
  nationality text,
  education text,
  email text,
  phone text,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false
);
CREATE INDEX people_normalised_idx ON people (normalised text_pattern_ops);

-- Management and board roles of people in companies.
CREATE TABLE company_officers (
  company_id bigint NOT NULL,
  person_id bigint NOT NULL,
  position text NOT NULL,
  department text,
  is_shareholder boolean NOT NULL DEFAULT false,
  is_verified boolean NOT NULL DEFAULT false,
  start_date date,
  end_date date,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, person_id, position)
);
CREATE INDEX company_officers_person_idx ON company_officers (person_id);

-- Ownership and control interests, after the Beneficial Ownership Data Standard: the subject is
-- the company; the interested party is a company, a person, or another kind of entity.
CREATE TABLE company_interests (
  company_id bigint NOT NULL,
  seq smallint NOT NULL,
  party_type text NOT NULL CHECK (party_type IN ('company', 'person', 'ngo', 'state', 'other', 'unknown')),
  party_company_id bigint,
  party_person_id bigint,
  party_name text NOT NULL,
  party_country text,
  interest_type text NOT NULL CHECK (interest_type IN (
    'shareholding', 'voting-rights', 'appointment-of-board', 'other-influence-or-control',
    'direct-parent', 'ultimate-parent')),
  share_exact numeric(7, 4) CHECK (share_exact BETWEEN 0 AND 100),
  share_min numeric(7, 4) CHECK (share_min BETWEEN 0 AND 100),
  share_max numeric(7, 4) CHECK (share_max BETWEEN 0 AND 100),
  is_direct boolean NOT NULL DEFAULT true,
  is_beneficial boolean NOT NULL DEFAULT false,
  start_date date,
  end_date date,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, seq)
);
-- Investments of a company (the reverse direction of an interest).
CREATE INDEX company_interests_party_company_idx ON company_interests (party_company_id) WHERE party_company_id IS NOT NULL;
CREATE INDEX company_interests_party_person_idx ON company_interests (party_person_id) WHERE party_person_id IS NOT NULL;

-- Related companies and branches. A branch has no company record of its own: name and place only.
CREATE TABLE company_relations (
  company_id bigint NOT NULL,
  seq smallint NOT NULL,
  relation text NOT NULL CHECK (relation IN ('branch', 'subsidiary', 'affiliate', 'joint-venture', 'parent', 'sister')),
  related_company_id bigint,
  name text NOT NULL,
  country_code text,
  city text,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, seq)
);

-- Operations: what a company sells.
CREATE TABLE company_products (
  company_id bigint NOT NULL,
  seq smallint NOT NULL,
  name text NOT NULL,
  description text,
  hs_code text,
  image_url text,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, seq)
);

-- GLEIF: relationship records (RR-CDF: direct and ultimate accounting consolidation parents) and
-- the LEI-to-BIC mapping. Keyed by LEI, joined to companies through companies.lei.
CREATE TABLE lei_relationships (
  child_lei text NOT NULL,
  parent_lei text NOT NULL,
  relationship_type text NOT NULL,
  relationship_status text NOT NULL,
  period_start date,
  period_end date,
  accounting_standard text,
  -- Share of consolidation when the record quantifies it (QuantifierUnits = PERCENTAGE).
  percentage numeric(7, 4),
  registration_status text,
  last_update date,
  source text NOT NULL,
  PRIMARY KEY (child_lei, relationship_type, parent_lei)
);
CREATE INDEX lei_relationships_parent_idx ON lei_relationships (parent_lei);

CREATE TABLE lei_bic (
  lei text NOT NULL,
  bic text NOT NULL,
  source text NOT NULL,
  PRIMARY KEY (lei, bic)
);
CREATE INDEX lei_bic_bic_idx ON lei_bic (bic);
