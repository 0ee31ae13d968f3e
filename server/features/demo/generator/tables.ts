import { COMPANY_TABLE_COLUMNS } from "../../companies/index.ts";
import { TRADE_TABLE_COLUMNS } from "../../trade/index.ts";
import type { TableColumn } from "../../../db/table-columns.ts";
import { DEMO_TABLES, type DemoTable } from "./rows/emit.ts";

/** The column list of every table the generator writes (the header of its file). */
export const DEMO_COLUMNS: Record<DemoTable, readonly TableColumn[]> = {
  ...Object.fromEntries(
    DEMO_TABLES.filter((t) => t in COMPANY_TABLE_COLUMNS).map((t) => [
      t,
      COMPANY_TABLE_COLUMNS[t as keyof typeof COMPANY_TABLE_COLUMNS],
    ]),
  ),
  trade_flows: TRADE_TABLE_COLUMNS.trade_flows,
  shipments: TRADE_TABLE_COLUMNS.shipments,
} as unknown as Record<DemoTable, readonly TableColumn[]>;

export { DEMO_TABLES, type DemoTable };
