import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { ParsedList } from "../sanction-entry.ts";

/** The report's text: one line per rejected row (`file:line: reason | excerpt`), then warnings. */
export function rejectReportText(list: ParsedList, sourceLabel: string): string {
  const lines = [
    `# ${list.listId} ${list.version} from ${sourceLabel}`,
    `# ${list.recordsRead} records read, ${list.entries.length} entries accepted, ${list.rejects.length} rows rejected`,
    ...list.warnings.map((w) => `# warning: ${w}`),
    ...list.rejects.map((r) => `${r.file}:${r.line}: ${r.reason}${r.excerpt ? ` | ${r.excerpt}` : ""}`),
  ];
  return `${lines.join("\n")}\n`;
}

/** Writes the report when there is something to report; returns its path, or null. */
export function writeRejectReport(path: string, list: ParsedList, sourceLabel: string): string | null {
  if (list.rejects.length === 0 && list.warnings.length === 0) return null;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, rejectReportText(list, sourceLabel));
  return path;
}
