import type { AccountsTables } from "../features/accounts/accounts.tables.ts";
import type { DataTables } from "../features/data/data.tables.ts";

type SchemaMigrationsTable = { name: string; applied_at: Date };

/** The database as Kysely sees it: each feature declares its own tables. */
export type DB = { schema_migrations: SchemaMigrationsTable } & AccountsTables & DataTables;
