import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createTarGzip, parseTarGzip } from "nanotar";
import { PGLITE_EXTENSIONS, openDatabase } from "./database.ts";

/** The embedded database's folder inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, "pglite");

/** The uploaded files' folder inside DATA_DIR (the upload service's local store, server/features/files). */
const filesDir = (dataDir: string) => join(dataDir, "files");

/** A backup is a gzipped tar of the database's dump under this name and the uploaded files under `files/`. */
const DATABASE_ENTRY = "database.tar.gz";
const FILES_PREFIX = "files/";

function hasDatabase(dir: string): boolean {
  return existsSync(join(dir, "PG_VERSION"));
}

function hasEntries(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** Every uploaded file, by its path under DATA_DIR/files (with `/`). */
function uploadedFiles(dataDir: string): { name: string; data: Uint8Array }[] {
  const root = filesDir(dataDir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: relative(root, path).split(sep).join("/"), data: readFileSync(path) };
    });
}

/** `name` (from a backup) inside DATA_DIR/files, or an error for a path that would leave it. */
function restoredPath(root: string, name: string): string {
  const path = normalize(join(root, name));
  if (!path.startsWith(root + sep)) throw new Error(`the backup holds a file outside files/: ${name}`);
  return path;
}

/** Sets `dir` aside as `<dir>.before-restore-<time>` (never deleted). */
function keepAside(dir: string, now: Date): string {
  const aside = `${dir}.before-restore-${now.toISOString().slice(0, 19).replace(/:/g, "-")}`;
  renameSync(dir, aside);
  return aside;
}

/** `csi-backup-2026-11-26T12-30-05.tar.gz`: sorts by time, safe in every file system. */
export function backupFileName(now: Date): string {
  return `csi-backup-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.tar.gz`;
}

/**
 * Writes the embedded database of DATA_DIR (PGlite's dumpDataDir) and the uploaded files under
 * DATA_DIR/files to `file`, one gzipped tar. Consistent because this process holds the database:
 * the server must be stopped (PGlite allows one process per folder), and no upload happens
 * meanwhile. Written beside the target and renamed, so a crash never leaves a half backup under
 * the final name. The files are read into memory (uploads are at most a few MB each).
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number; files: number }> {
  if (!hasDatabase(pgliteDir(dataDir))) throw new Error(`no embedded database in ${dataDir} (no pglite/PG_VERSION)`);
  const database = await openDatabase({ dataDir });
  try {
    if (!database.dumpDataDir) throw new Error("not an embedded database");
    const dump = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
    const files = uploadedFiles(dataDir);
    const entries = [
      { name: DATABASE_ENTRY, data: dump },
      ...files.map(({ name, data }) => ({ name: FILES_PREFIX + name, data })),
    ];
    const bytes = await createTarGzip(entries);
    writeFileSync(`${file}.partial`, bytes);
    renameSync(`${file}.partial`, file);
    return { bytes: bytes.length, files: files.length };
  } finally {
    await database.close();
  }
}

/**
 * Unpacks a backup into DATA_DIR's embedded database folder and its files folder, and checks that
 * the database opens and answers. A backup from before the files were included (the database's
 * dump alone) restores the database only. An existing database or files folder is refused, or with
 * `replace` kept aside as `<folder>.before-restore-<time>` (never deleted).
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  options: { replace?: boolean; now?: Date } = {},
): Promise<{ migrations: number; files: number; keptAside: string[] }> {
  const archive = new Uint8Array(readFileSync(file));
  const entries = await parseTarGzip(archive);
  const database = entries.find((entry) => entry.name === DATABASE_ENTRY);
  const files = entries.filter((entry) => entry.name.startsWith(FILES_PREFIX) && entry.type === "file");
  const targets = [pgliteDir(dataDir), ...(files.length > 0 ? [filesDir(dataDir)] : [])];
  const occupied = targets.filter(hasEntries);
  if (occupied.length > 0 && !options.replace)
    throw new Error(`${occupied.join(" and ")} already holds data; add --replace to keep it aside and restore`);
  const now = options.now ?? new Date();
  const keptAside = occupied.map((dir) => keepAside(dir, now));
  mkdirSync(dataDir, { recursive: true });
  const root = filesDir(dataDir);
  for (const entry of files) {
    const path = restoredPath(root, entry.name.slice(FILES_PREFIX.length));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, entry.data ?? new Uint8Array());
  }
  const dump = new Blob([new Uint8Array(database?.data ?? archive)], { type: "application/x-gzip" });
  const pglite = await PGlite.create({ dataDir: pgliteDir(dataDir), loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  try {
    const { rows } = await pglite.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
    return { migrations: rows[0]?.n ?? 0, files: files.length, keptAside };
  } finally {
    await pglite.close();
  }
}
