import type { AccountsTables } from "../features/accounts/accounts.tables.ts";
import type { DataTables } from "../features/data/data.tables.ts";
import type { CompaniesTables } from "../features/companies/companies.tables.ts";
import type { TradeTables } from "../features/trade/trade.tables.ts";
import type { ReferenceTables } from "../features/reference/reference.tables.ts";
import type { SanctionsTables } from "../features/sanctions/sanctions.tables.ts";
import type { CompanyProfileTables } from "../features/company-profile/company-profile.tables.ts";
import type { CollectionsTables } from "../features/collections/collections.tables.ts";
import type { CompanySearchTables } from "../features/company-search/company-search.tables.ts";
import type { ImportTables } from "../import/import.tables.ts";

type SchemaMigrationsTable = { name: string; applied_at: Date };

/** The database as Kysely sees it: each feature declares its own tables. */
export type DB = { schema_migrations: SchemaMigrationsTable } & AccountsTables &
  DataTables &
  CompaniesTables &
  TradeTables &
  ReferenceTables &
  SanctionsTables &
  CompanyProfileTables &
  CollectionsTables &
  CompanySearchTables &
  ImportTables;
