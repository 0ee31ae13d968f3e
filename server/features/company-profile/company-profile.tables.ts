import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The view log: one row per company profile a signed-in user opened (POST /myDatabase/companyView). */
export type CompanyViewsTable = {
  id: Generated<string>;
  user_id: ColumnType<string, string | number, string | number>;
  company_id: ColumnType<string | null, string | number | null, string | number | null>;
  aaa_id: string;
  page_name: string;
  company_name: string;
  started_at: Timestamp;
  ended_at: Timestamp;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type CompanyProfileTables = { company_views: CompanyViewsTable };
