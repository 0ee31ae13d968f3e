import { saveBlob } from "./save-file.ts";

/** One CSV cell: quoted when it holds a comma, a quote or a line break; formulas defused (CWE-1236). */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text (RFC 4180, CRLF), with a byte-order mark so spreadsheet programs read UTF-8. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** Saves the rows as a CSV file through the browser's download. */
export function downloadCsv(fileName: string, rows: readonly (readonly (string | number | null)[])[]): void {
  saveBlob(new Blob([toCsv(rows)], { type: "text/csv;charset=utf-8" }), fileName);
}
