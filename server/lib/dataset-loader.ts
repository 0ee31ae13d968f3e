import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import type { DataStatus } from "./data-status.ts";

/**
 * A bundled data set: loaded at first start, and again only when its version changes.
 * `load` writes inside the given transaction and returns the number of rows it wrote, so a
 * load that fails half-way leaves the previous version in place.
 */
export type DatasetLoader = {
  name: string;
  version: string;
  source: string;
  licence: string;
  isDemo?: boolean;
  load: (trx: Transaction<DB>, progress: (done: number, total: number) => void) => Promise<number>;
};

export type LoadReport = { name: string; version: string; rows: number; skipped: boolean; ms: number };

export async function loadDatasets(
  db: Kysely<DB>,
  loaders: readonly DatasetLoader[],
  status: DataStatus,
  log: (line: string) => void,
): Promise<LoadReport[]> {
  const reports: LoadReport[] = [];
  try {
    const loaded = new Map(
      (await db.selectFrom("datasets").select(["name", "version"]).execute()).map((r) => [r.name, r.version]),
    );
    for (const loader of loaders) {
      const started = Date.now();
      if (loaded.get(loader.name) === loader.version) {
        reports.push({ name: loader.name, version: loader.version, rows: 0, skipped: true, ms: 0 });
        continue;
      }
      status.current = loader.name;
      log(`loading ${loader.name} (${loader.version})…`);
      let lastShown = 0;
      const rows = await db.transaction().execute(async (trx) => {
        const count = await loader.load(trx, (done, total) => {
          const now = Date.now();
          if (now - lastShown < 1000 && done < total) return;
          lastShown = now;
          log(`  ${loader.name}: ${done.toLocaleString("en")} / ${total.toLocaleString("en")}`);
        });
        await trx
          .insertInto("datasets")
          .values({
            name: loader.name,
            version: loader.version,
            source: loader.source,
            licence: loader.licence,
            is_demo: loader.isDemo ?? false,
            row_count: count,
            loaded_at: new Date(),
          })
          .onConflict((oc) =>
            oc.column("name").doUpdateSet({
              version: loader.version,
              source: loader.source,
              licence: loader.licence,
              is_demo: loader.isDemo ?? false,
              row_count: count,
              loaded_at: new Date(),
            }),
          )
          .execute();
        return count;
      });
      const ms = Date.now() - started;
      log(`loaded ${loader.name}: ${rows.toLocaleString("en")} rows in ${(ms / 1000).toFixed(1)} s`);
      reports.push({ name: loader.name, version: loader.version, rows, skipped: false, ms });
    }
    if (reports.some((r) => !r.skipped)) {
      // The company search's copy of each company's rank on its names (migration 0012), in one
      // join after the loads; the copy leaves the old row versions behind, which PGlite would keep.
      const copied = await sql<{ n: string }>`SELECT copy_company_name_ranks() AS n`.execute(db);
      if (Number(copied.rows[0]?.n) > 0) await sql`VACUUM company_names`.execute(db);
      // Fresh tables have no planner statistics (PGlite never runs autovacuum): gather them once,
      // for this schema's tables only (a bare ANALYZE would wait on every other schema's locks).
      const tables = await sql<{ name: string }>`
        SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db);
      if (tables.rows.length) await sql`ANALYZE ${sql.raw(tables.rows.map((t) => t.name).join(", "))}`.execute(db);
    }
    status.state = "ready";
  } catch (error) {
    status.state = "failed";
    status.error = error instanceof Error ? error.message : String(error);
    throw error;
  } finally {
    status.current = null;
  }
  return reports;
}
