import { columns } from "../../db/table-columns.ts";

export const TRADE_TABLE_COLUMNS = {
  trade_flows: columns(`reporter_code partner_code flow hs_code period year:int port_code= value_usd:numeric
    quantity:numeric quantity_unit weight_kg:numeric air_value_usd:numeric air_weight_kg:numeric
    source is_demo:bool=false`),
  trade_ports: columns("country_code port_code name source"),
  shipments: columns(`company_id:bigint id:bigint record_kind master_bol bill_no arrival_date:date
    importer_company_id:bigint importer_name importer_address importer_country exporter_company_id:bigint
    exporter_name exporter_address exporter_country cargo_description hs_code product_code origin_country
    destination_country port_of_lading port_of_unlading carrier vessel container_count:int container_type
    weight_kg:numeric quantity:numeric quantity_unit value_usd:numeric source is_demo:bool=false`),
} as const;
