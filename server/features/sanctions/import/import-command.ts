import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Database } from "../../../db/database.ts";
import { ListFileError } from "../sanction-entry.ts";
import { importList, type ImportSummary } from "./list-import.ts";
import { FORMATS, isListFormat, readList } from "./list-reader.ts";
import { IMPORT_OPTIONS } from "../../../import/cli-options.ts";
import { progressBar } from "../../../import/progress-bar.ts";
import { writeRejectReport } from "../../../import/reject-report.ts";

export const USAGE = `usage: npm run import -- --format <${Object.keys(FORMATS).join("|")}> (--dir <folder> | --file <file>)
  [--version <list date or version>] [--report <file>] [--chunk-size <n>] [--force] [--remove-missing]

  ofac-sdn   folder with sdn.csv, add.csv, alt.csv, sdn_comments.csv (each may be .gz)
  ofac-cons  folder with cons_prim.csv, cons_add.csv, cons_alt.csv, cons_comments.csv
  bis-dpl    BIS Denied Persons List dpl.txt
  un         UN Security Council consolidated.xml
  eu         EU financial sanctions file, CSV 1.0
  uk         UK OFSI consolidated list, CSV (legacy layout)

Exit status: 0 imported (or already up to date), 2 imported with rejected rows, 1 failed.`;

type Output = { write: (s: string) => boolean; isTTY?: boolean };
export type CommandContext = { database: Database; dataDir: string; stderr: Output; failAfterChunks?: number };

function summaryLines(s: ImportSummary, reportPath: string | null, ms: number): string[] {
  const lines = [
    `${s.listId} ${s.version}: ${s.status === "unchanged" ? "already imported, nothing changed" : "imported"} in ${(ms / 1000).toFixed(1)} s`,
    `  entries in file ${s.entriesInFile.toLocaleString("en")}: ${s.inserted} new, ${s.updated} changed, ${s.unchanged} unchanged; ${s.removed} removed; list now ${s.entriesInList.toLocaleString("en")}`,
  ];
  if (s.resumedFromChunk > 0) lines.push(`  resumed after chunk ${s.resumedFromChunk} of ${s.chunks}`);
  if (s.keptMissing > 0) {
    lines.push(
      `  ${s.keptMissing} entries not in this file were kept, because the file was incomplete, had damaged rows or would remove more than half the list (--remove-missing to remove them)`,
    );
  }
  if (s.rejected > 0) lines.push(`  ${s.rejected} rows rejected; report: ${reportPath}`);
  return lines;
}

/** The sanctions lists of the `import` command (server/import/import-command.ts dispatches them here); returns the exit status. */
export async function runImportCommand(argv: readonly string[], context: CommandContext): Promise<number> {
  const say = (line: string) => context.stderr.write(`${line}\n`);
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      options: { ...IMPORT_OPTIONS, "remove-missing": { type: "boolean", default: false } },
    }).values;
  } catch (error) {
    say(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  if (args.help) {
    say(USAGE);
    return 0;
  }
  const format = args.format ?? "";
  const chunkSize = Number(args["chunk-size"] ?? 500);
  if (!isListFormat(format) || !(args.dir || args.file) || !Number.isInteger(chunkSize) || chunkSize < 1) {
    say(USAGE);
    return 1;
  }
  const started = Date.now();
  try {
    const list = readList({
      format,
      dir: args.dir && resolve(args.dir),
      file: args.file && resolve(args.file),
      version: args.version,
    });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const reportPath = resolve(args.report ?? join(context.dataDir, "import-reports", `${list.listId}-${stamp}.txt`));
    const written = writeRejectReport(reportPath, {
      title: `${list.listId} ${list.version} from ${args.dir ?? args.file ?? ""}`,
      counts: `${list.recordsRead} records read, ${list.entries.length} entries accepted, ${list.rejects.length} rows rejected`,
      warnings: list.warnings,
      rejects: list.rejects,
    });
    for (const warning of list.warnings) say(`warning: ${warning}`);
    for (const r of list.rejects.slice(0, 5)) say(`rejected ${r.file}:${r.line}: ${r.reason}`);
    if (list.rejects.length > 5) say(`… and ${list.rejects.length - 5} more rejected rows (see the report)`);
    const bar = progressBar(list.listId, context.stderr);
    const { db } = context.database;
    const summary = await importList(db, list, {
      transact: (work) => db.transaction().execute(work),
      chunkSize,
      force: args.force,
      ...(args["remove-missing"] ? { removeMissing: true } : {}),
      reportPath: written,
      onProgress: (done, total) => bar.update(done, total),
      ...(context.failAfterChunks !== undefined ? { failAfterChunks: context.failAfterChunks } : {}),
    });
    bar.done();
    for (const line of summaryLines(summary, written, Date.now() - started)) say(line);
    return summary.rejected > 0 ? 2 : 0;
  } catch (error) {
    if (error instanceof ListFileError) {
      say(`import failed: ${error.message}`);
      say("nothing was changed in the database");
      return 1;
    }
    say(`import failed: ${error instanceof Error ? error.message : String(error)}`);
    say("chunks committed before the failure are kept; run the same command again to resume");
    return 1;
  }
}
