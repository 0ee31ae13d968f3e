import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Database } from "../db/database.ts";
import {
  USAGE as SANCTIONS_USAGE,
  runImportCommand as runSanctionsImport,
} from "../features/sanctions/import/import-command.ts";
import { isListFormat } from "../features/sanctions/import/list-reader.ts";
import { IMPORT_OPTIONS } from "./cli-options.ts";
import { RECORD_FORMATS } from "./formats.ts";
import { progressBar } from "./progress-bar.ts";
import { ImportFileError } from "./record-format.ts";
import { runImport, type ImportSummary } from "./run-import.ts";

/** The sanctions formats' help lines, as the sanctions command describes them. */
const sanctionsLines = SANCTIONS_USAGE.split("\n").filter(
  (line) => /^ {2}[a-z]/.test(line) && isListFormat(line.trim().split(/\s+/)[0] ?? ""),
);

export const USAGE = `usage: npm run import -- --format <format> (--file <file> | --dir <folder>)
  [--version <data version>] [--report <file>] [--chunk-size <n>] [--force]

formats:
${Object.values(RECORD_FORMATS)
  .map((f) => `  ${f.id.padEnd(18)} ${f.input === "dir" ? "--dir " : "--file"} ${f.usage}`)
  .join("\n")}
sanctions lists (also take --remove-missing; see docs/DATA.md):
${sanctionsLines.map((line) => `  ${line.trim().replace(/^(\S+)\s+/, (_, id: string) => `${id.padEnd(18)} `)}`).join("\n")}

A re-run of the same input changes nothing; a killed import resumes when run again with the same
input and chunk size; --force imports an input that was imported already.
Exit status: 0 imported (or already up to date), 2 imported with rejected rows, 1 failed.`;

type Output = { write: (s: string) => boolean; isTTY?: boolean };
export type CommandContext = { database: Database; dataDir: string; stderr: Output; failAfterChunks?: number };

const megabytes = (bytes: number) => Math.round(bytes / 1e5) / 10;

function summaryLines(s: ImportSummary, ms: number): string[] {
  const lines = [
    `${s.format} ${s.version}: ${s.status === "unchanged" ? "already imported, nothing changed" : "imported"} in ${(ms / 1000).toFixed(1)} s`,
    `  ${s.records.toLocaleString("en")} records: ${s.inserted.toLocaleString("en")} new, ${s.updated.toLocaleString("en")} changed, ${s.unchanged.toLocaleString("en")} unchanged`,
  ];
  if (s.resumedFromChunk > 0) lines.push(`  resumed after chunk ${s.resumedFromChunk} of ${s.chunks}`);
  if (s.truncated) lines.push("  the input ends early (truncated): what it had was imported, nothing else was changed");
  if (s.rejected > 0) lines.push(`  ${s.rejected.toLocaleString("en")} rows rejected; report: ${s.reportPath}`);
  return lines;
}

/** The `import` command (all formats, sanctions lists included); returns the exit status. */
export async function runImportCommand(argv: readonly string[], context: CommandContext): Promise<number> {
  const say = (line: string) => context.stderr.write(`${line}\n`);
  const at = argv.indexOf("--format");
  const formatArg = argv.find((a) => a.startsWith("--format="))?.slice(9) ?? (at >= 0 ? argv[at + 1] : undefined);
  if (formatArg && isListFormat(formatArg)) return runSanctionsImport(argv, context);
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      options: IMPORT_OPTIONS,
    }).values;
  } catch (error) {
    say(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  if (args.help) {
    say(USAGE);
    return 0;
  }
  const format = Object.values(RECORD_FORMATS).find((f) => f.id === args.format);
  const chunkSize = Number(args["chunk-size"] ?? 1000);
  const input = format?.input === "dir" ? args.dir : args.file;
  if (!format || !input || !Number.isInteger(chunkSize) || chunkSize < 1) {
    say(format && !input ? `format ${format.id} takes --${format.input}\n${USAGE}` : USAGE);
    return 1;
  }
  const started = Date.now();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const reportPath = resolve(args.report ?? join(context.dataDir, "import-reports", `${format.id}-${stamp}.txt`));
  const bar = progressBar(format.id, context.stderr);
  try {
    const summary = await runImport(format, input, {
      db: context.database.db,
      reportPath,
      chunkSize,
      force: args.force,
      ...(args.version ? { version: args.version } : {}),
      onProgress: (p) =>
        bar.update(megabytes(p.bytesRead), megabytes(p.bytesTotal), `MB, ${p.records.toLocaleString("en")} records`),
      ...(context.failAfterChunks !== undefined ? { failAfterChunks: context.failAfterChunks } : {}),
    });
    bar.done();
    for (const line of summaryLines(summary, Date.now() - started)) say(line);
    return summary.rejected > 0 ? 2 : 0;
  } catch (error) {
    bar.done();
    const message = error instanceof Error ? error.message : String(error);
    say(`import failed: ${message}`);
    say(
      error instanceof ImportFileError
        ? "nothing was changed in the database"
        : `chunks committed before the failure are kept; run the same command again to resume (rejected rows so far: ${reportPath})`,
    );
    return 1;
  }
}
