import type { ColumnType } from "kysely";

type Numeric = ColumnType<string, number | string, number | string>;
type NumericOrNull = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type TradeFlow = "import" | "export";
export type ShipmentRecordKind = "bill-of-lading" | "monthly-import";

export type TradeFlowsTable = {
  reporter_code: string;
  partner_code: string;
  flow: TradeFlow;
  hs_code: string;
  period: string;
  year: number;
  port_code: WithDefault<string>;
  value_usd: Numeric;
  quantity: NumericOrNull;
  quantity_unit: string | null;
  weight_kg: NumericOrNull;
  air_value_usd: NumericOrNull;
  air_weight_kg: NumericOrNull;
  source: string;
  is_demo: WithDefault<boolean>;
};

export type ShipmentsTable = {
  company_id: string;
  id: string;
  record_kind: ShipmentRecordKind;
  master_bol: string | null;
  bill_no: string | null;
  arrival_date: ColumnType<Date, Date | string, Date | string>;
  importer_company_id: string | null;
  importer_name: string | null;
  importer_address: string | null;
  importer_country: string | null;
  exporter_company_id: string | null;
  exporter_name: string | null;
  exporter_address: string | null;
  exporter_country: string | null;
  cargo_description: string | null;
  hs_code: string | null;
  product_code: string | null;
  origin_country: string | null;
  destination_country: string | null;
  port_of_lading: string | null;
  port_of_unlading: string | null;
  carrier: string | null;
  vessel: string | null;
  container_count: number | null;
  container_type: string | null;
  weight_kg: NumericOrNull;
  quantity: NumericOrNull;
  quantity_unit: string | null;
  value_usd: NumericOrNull;
  source: string;
  is_demo: WithDefault<boolean>;
};

export type TradePortsTable = { country_code: string; port_code: string; name: string; source: string };

export type TradeTables = { trade_flows: TradeFlowsTable; trade_ports: TradePortsTable; shipments: ShipmentsTable };
