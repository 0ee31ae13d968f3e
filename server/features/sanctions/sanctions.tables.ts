import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateColumn = ColumnType<Date | null, string | null, string | null>;
/** The key every child row of an entry carries. */
type EntryKey = { list_id: string; source_id: string; position: number; source: string };

export type SanctionListsTable = {
  id: string;
  name: string;
  authority: string;
  format: string;
  version: string | null;
  published_on: DateColumn;
  content_hash: string | null;
  entry_count: ColumnType<number, number | undefined, number>;
  imported_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  source: string | null;
};

export type SanctionProgrammesTable = { list_id: string; code: string; name: string | null; source: string };

export type SanctionEntriesTable = {
  id: Generated<string>;
  list_id: string;
  source_id: string;
  entry_type: "individual" | "entity" | "vessel" | "aircraft";
  primary_name: string;
  remarks: string | null;
  listed_on: DateColumn;
  details: ColumnType<Record<string, unknown>, string, string>;
  content_hash: string;
  source: string;
  updated_at: Timestamp;
};

export type SanctionEntryProgrammesTable = {
  list_id: string;
  source_id: string;
  programme_code: string;
  source: string;
};

export type SanctionNamesTable = EntryKey & {
  name: string;
  name_type: "primary" | "aka" | "fka" | "nka";
  quality: "strong" | "weak" | null;
  script: "latin" | "original";
  language: string | null;
};

export type SanctionAddressesTable = EntryKey & {
  street: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  country_code: string | null;
  remarks: string | null;
};

export type SanctionIdentifiersTable = EntryKey & {
  id_type: string;
  label: string;
  value: string;
  country: string | null;
  country_code: string | null;
  notes: string | null;
};

export type SanctionBirthDatesTable = EntryKey & {
  text: string;
  year: number | null;
  month: number | null;
  day: number | null;
  year_to: number | null;
  is_approximate: boolean;
};

export type SanctionBirthPlacesTable = EntryKey & { place: string; country_code: string | null };

export type SanctionNationalitiesTable = EntryKey & {
  country: string;
  country_code: string | null;
  kind: "nationality" | "citizenship";
};

export type SanctionedProductsTable = {
  list_id: string;
  programme_code: string;
  hs_code: string;
  description: string | null;
  source: string;
};

export type SanctionImportRunsTable = {
  id: Generated<string>;
  list_id: string;
  content_hash: string;
  version: string | null;
  status: "running" | "done" | "failed";
  chunk_size: number;
  chunks_total: number;
  chunks_done: ColumnType<number, number | undefined, number>;
  inserted: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  unchanged: ColumnType<number, number | undefined, number>;
  removed: ColumnType<number, number | undefined, number>;
  rejected: ColumnType<number, number | undefined, number>;
  report_path: string | null;
  error: string | null;
  started_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type SanctionsTables = {
  sanction_lists: SanctionListsTable;
  sanction_programmes: SanctionProgrammesTable;
  sanction_entries: SanctionEntriesTable;
  sanction_entry_programmes: SanctionEntryProgrammesTable;
  sanction_names: SanctionNamesTable;
  sanction_addresses: SanctionAddressesTable;
  sanction_identifiers: SanctionIdentifiersTable;
  sanction_birth_dates: SanctionBirthDatesTable;
  sanction_birth_places: SanctionBirthPlacesTable;
  sanction_nationalities: SanctionNationalitiesTable;
  sanctioned_products: SanctionedProductsTable;
  sanction_import_runs: SanctionImportRunsTable;
};
