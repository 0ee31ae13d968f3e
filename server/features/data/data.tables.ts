import type { ColumnType } from "kysely";

export type DatasetsTable = {
  name: string;
  version: string;
  source: string;
  licence: string;
  is_demo: ColumnType<boolean, boolean | undefined, boolean>;
  row_count: number;
  loaded_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type DataTables = { datasets: DatasetsTable };
