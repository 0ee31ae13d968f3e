import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "./schema.ts";

type IndexDef = { table: string; index: string; def: string; constraint: string | null; constraintDef: string | null };

/**
 * Runs a bulk load with the tables' indexes (primary keys included) dropped, then builds them
 * again from their own definitions: one sorted build per index instead of an index update per
 * row, which is 2-3x faster for loads into empty or small tables (PGlite and PostgreSQL alike).
 * Everything happens in the caller's transaction, so a failed load restores the indexes too.
 * The tables are locked for the duration (loads run before the data is served).
 */
export async function withDeferredIndexes<T>(
  trx: Kysely<DB> | Transaction<DB>,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<IndexDef>`
    SELECT t.relname AS "table", ix.relname AS "index", pg_get_indexdef(i.indexrelid) AS def,
      c.conname AS "constraint", pg_get_constraintdef(c.oid) AS "constraintDef"
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_class ix ON ix.oid = i.indexrelid
    LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = t.oid AND c.contype IN ('p', 'u')
    WHERE t.relname = ANY(${tables}) AND t.relnamespace = current_schema()::regnamespace
      -- A key that a foreign key refers to stays (it cannot be dropped while referenced).
      AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = i.indexrelid)
    ORDER BY t.relname, ix.relname`.execute(trx);
  for (const r of rows) {
    if (r.constraint) await sql`ALTER TABLE ${sql.table(r.table)} DROP CONSTRAINT ${sql.id(r.constraint)}`.execute(trx);
    else await sql`DROP INDEX ${sql.id(r.index)}`.execute(trx);
  }
  const result = await load();
  for (const r of rows) {
    if (r.constraint && r.constraintDef) {
      await sql`ALTER TABLE ${sql.table(r.table)} ADD CONSTRAINT ${sql.id(r.constraint)} ${sql.raw(r.constraintDef)}`.execute(
        trx,
      );
    } else await sql.raw(r.def).execute(trx);
  }
  return result;
}
