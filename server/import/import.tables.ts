import type { ColumnType, Generated } from "kysely";

type Counter = ColumnType<number, number | undefined, number>;
type DateOrNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ImportRunsTable = {
  id: Generated<string>;
  format: string;
  dataset: string;
  content_hash: string;
  version: string;
  input: string;
  status: "running" | "done" | "failed";
  chunk_size: number;
  chunks_done: Counter;
  records: Counter;
  inserted: Counter;
  updated: Counter;
  unchanged: Counter;
  rejected: Counter;
  truncated: ColumnType<boolean, boolean | undefined, boolean>;
  report_path: string | null;
  error: string | null;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: DateOrNull;
};

export type LeiRecordsTable = {
  lei: string;
  company_id: string;
  legal_name: string;
  entity_status: string | null;
  entity_category: string | null;
  entity_sub_category: string | null;
  legal_form_elf: string | null;
  other_legal_form: string | null;
  registration_authority_id: string | null;
  registration_authority_entity_id: string | null;
  legal_jurisdiction: string | null;
  initial_registration_date: DateOrNull;
  last_update_date: DateOrNull;
  registration_status: string | null;
  next_renewal_date: DateOrNull;
  managing_lou: string | null;
  validation_sources: string | null;
  record_hash: string;
  source: string;
};

export type ImportTables = { import_runs: ImportRunsTable; lei_records: LeiRecordsTable };
