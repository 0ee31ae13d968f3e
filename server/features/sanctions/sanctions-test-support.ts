import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { CHILD_TABLES } from "./import/chunk-writer.ts";

/** The repository root, and the sanctions parser fixtures. */
export const REPO_ROOT = join(import.meta.dirname, "..", "..", "..");
export const FIXTURES = join(REPO_ROOT, "tests", "fixtures", "sanctions");

/** A raw file's text (gunzipped when `.gz`), decoded as Latin-1 so that every byte counts once. */
export function rawText(path: string): string {
  const bytes = readFileSync(path);
  return (path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("latin1");
}

/** Lines of an OFAC CSV file that start a record (`<ent_num>,`). */
export function ofacDataLines(path: string): string[] {
  return rawText(path)
    .split(/\r?\n/)
    .filter((line) => /^\d+,/.test(line));
}

export type ListCounts = Record<"entries" | (typeof CHILD_TABLES)[number], number>;

/** Rows of a list in every sanctions table. */
export async function listCounts(db: Kysely<DB>, listId: string): Promise<ListCounts> {
  const counts = { entries: 0 } as ListCounts;
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM sanction_entries WHERE list_id = ${listId}`.execute(db);
  counts.entries = rows[0]?.n ?? 0;
  for (const table of CHILD_TABLES) {
    const { rows: r } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE list_id = ${listId}`.execute(db);
    counts[table] = r[0]?.n ?? 0;
  }
  return counts;
}

/** A stderr stand-in that keeps what the command printed. */
export function capture(): { write: (s: string) => boolean; text: () => string } {
  let out = "";
  return {
    write: (s: string) => {
      out += s;
      return true;
    },
    text: () => out,
  };
}
