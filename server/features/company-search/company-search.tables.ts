import type { ColumnType, Generated } from "kysely";
import type { ErrorType } from "../../../contract/company-search-actions.ts";

export type CompanyErrorReportsTable = {
  id: Generated<string>;
  user_id: ColumnType<string, string | number, never>;
  error_type: ErrorType;
  description: string;
  company_ids: ColumnType<string[], string[] | undefined, string[]>;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  file_data: Buffer | null;
  status: ColumnType<"received" | "verified" | "resolved" | "rejected", string | undefined, string>;
  created_at: ColumnType<Date, Date | string, never>;
};

/** Every word of the names' search forms, kept by triggers (migration 0014): the typo rule's vocabulary. */
export type CompanyNameWordsTable = { word: string };

/** Tables of the company search feature (migrations 0008, 0014). */
export type CompanySearchTables = {
  company_error_reports: CompanyErrorReportsTable;
  company_name_words: CompanyNameWordsTable;
};
