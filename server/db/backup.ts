import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS, openDatabase } from "./database.ts";

/** The embedded database's folder inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, "pglite");

function hasDatabase(dir: string): boolean {
  return existsSync(join(dir, "PG_VERSION"));
}

/** `csi-backup-2026-11-26T12-30-05.tar.gz`: sorts by time, safe in every file system. */
export function backupFileName(now: Date): string {
  return `csi-backup-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.tar.gz`;
}

/**
 * Writes the embedded database of DATA_DIR to `file` (a gzipped tar of its folder, PGlite's
 * dumpDataDir). Consistent because this process holds the database: the server must be stopped
 * (PGlite allows one process per folder). Written beside the target and renamed, so a crash
 * never leaves a half backup under the final name.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!hasDatabase(pgliteDir(dataDir))) throw new Error(`no embedded database in ${dataDir} (no pglite/PG_VERSION)`);
  const database = await openDatabase({ dataDir });
  try {
    if (!database.dumpDataDir) throw new Error("not an embedded database");
    const bytes = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
    writeFileSync(`${file}.partial`, bytes);
    renameSync(`${file}.partial`, file);
    return { bytes: bytes.length };
  } finally {
    await database.close();
  }
}

/**
 * Unpacks a backup into DATA_DIR's embedded database folder, and checks that it opens and answers.
 * An existing database is refused, or with `replace` kept aside as `pglite.before-restore-<time>`
 * (never deleted).
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  options: { replace?: boolean; now?: Date } = {},
): Promise<{ migrations: number; keptAside: string | null }> {
  const target = pgliteDir(dataDir);
  let keptAside: string | null = null;
  if (existsSync(target) && readdirSync(target).length > 0) {
    if (!options.replace)
      throw new Error(`${target} already holds a database; add --replace to keep it aside and restore`);
    keptAside = `${target}.before-restore-${(options.now ?? new Date()).toISOString().slice(0, 19).replace(/:/g, "-")}`;
    renameSync(target, keptAside);
  }
  mkdirSync(dataDir, { recursive: true });
  const archive = new Blob([readFileSync(file)], { type: "application/x-gzip" });
  const pglite = await PGlite.create({ dataDir: target, loadDataDir: archive, extensions: PGLITE_EXTENSIONS });
  try {
    const { rows } = await pglite.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
    return { migrations: rows[0]?.n ?? 0, keptAside };
  } finally {
    await pglite.close();
  }
}
