-- Trade: country-level flows (reporter x partner x HS code x period) and company-level shipment
-- records (bills of lading, and monthly company import reports).
-- Country and HS codes are plain text (ISO 3166-1 alpha-2; HS 2022 at 2, 4 or 6 digits).

CREATE TABLE trade_flows (
  reporter_code text NOT NULL,
  partner_code text NOT NULL,
  flow text NOT NULL CHECK (flow IN ('import', 'export')),
  hs_code text NOT NULL CHECK (hs_code ~ '^[0-9]{2}([0-9]{2}){0,2}$'),
  -- '2024' for a year, '2024-03' for a month.
  period text NOT NULL CHECK (period ~ '^[0-9]{4}(-[0-9]{2})?$'),
  year smallint NOT NULL,
  -- A port of the reporter when the source reports by port ('' = the whole country); see trade_ports.
  port_code text NOT NULL DEFAULT '',
  value_usd numeric(20, 2) NOT NULL,
  quantity numeric(20, 3),
  quantity_unit text,
  weight_kg numeric(20, 3),
  -- The part that went by air, where the source splits by mode (US Census reports air and
  -- containerised vessel: the vessel part is value_usd - air_value_usd).
  air_value_usd numeric(20, 2),
  air_weight_kg numeric(20, 3),
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false
);
-- A fact table without a primary key: the loaders keep (reporter, source, period, flow, partner,
-- HS code, port) unique, and a 7-column key would double the cost of the first-start load.
-- Distribution column (Citus): reporter_code.
CREATE INDEX trade_flows_reporter_idx ON trade_flows (reporter_code, year, flow);
CREATE INDEX trade_flows_partner_idx ON trade_flows (partner_code, year);
CREATE INDEX trade_flows_hs_idx ON trade_flows (hs_code, year);

-- Ports named in trade_flows (the reporter's customs districts and ports).
CREATE TABLE trade_ports (
  country_code text NOT NULL,
  port_code text NOT NULL,
  name text NOT NULL,
  source text NOT NULL,
  PRIMARY KEY (country_code, port_code)
);

-- One shipment (a bill of lading), or one month of a company's reported imports of one product
-- through one port (record_kind 'monthly-import', e.g. EIA-814). company_id is the importer's
-- company (the exporter's when the importer is unknown): the distribution column.
CREATE TABLE shipments (
  company_id bigint NOT NULL,
  id bigint NOT NULL,
  record_kind text NOT NULL CHECK (record_kind IN ('bill-of-lading', 'monthly-import')),
  master_bol text,
  bill_no text,
  arrival_date date NOT NULL,
  importer_company_id bigint,
  importer_name text,
  importer_address text,
  importer_country text,
  exporter_company_id bigint,
  exporter_name text,
  exporter_address text,
  exporter_country text,
  cargo_description text,
  hs_code text,
  product_code text,
  origin_country text,
  destination_country text,
  port_of_lading text,
  port_of_unlading text,
  carrier text,
  vessel text,
  container_count smallint,
  container_type text,
  weight_kg numeric(16, 3),
  quantity numeric(16, 3),
  quantity_unit text,
  value_usd numeric(16, 2),
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, id)
);
CREATE INDEX shipments_exporter_idx ON shipments (exporter_company_id) WHERE exporter_company_id IS NOT NULL;
CREATE INDEX shipments_hs_idx ON shipments (hs_code, arrival_date);
