import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export type ReportedReject = { file: string; line: number; reason: string; excerpt?: string };

export type RejectReport = {
  /** What was imported from where, e.g. "gleif-lei 2023-06-05 from lei-data.xml". */
  title: string;
  /** One line of counts: records read, accepted, rejected. */
  counts: string;
  warnings: readonly string[];
  rejects: readonly ReportedReject[];
};

/** The report's text: one line per rejected row (`file:line: reason | excerpt`), after a header. */
export function rejectReportText(report: RejectReport): string {
  const lines = [
    `# ${report.title}`,
    `# ${report.counts}`,
    ...report.warnings.map((w) => `# warning: ${w}`),
    ...report.rejects.map((r) => `${r.file}:${r.line}: ${r.reason}${r.excerpt ? ` | ${r.excerpt}` : ""}`),
  ];
  return `${lines.join("\n")}\n`;
}

/** Writes the report when there is something to report; returns its path, or null. */
export function writeRejectReport(path: string, report: RejectReport): string | null {
  if (report.rejects.length === 0 && report.warnings.length === 0) return null;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, rejectReportText(report));
  return path;
}
