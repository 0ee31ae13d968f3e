import { saveBlob } from "./save-file.ts";

/**
 * A cell of an exported table: text, a number (written as a number), a date (written as a date), a
 * fraction shown as a percentage (`{ percent: 0.123 }`: a number formatted 12.3 % in XLSX, "12.3%" in CSV), or empty.
 */
export type ExportCell = string | number | Date | { percent: number } | null;

/**
 * A table as the user sees it: localised headers and the shown rows in the shown order.
 * `total`: how many rows the list has when only the first were written (a list paged on the server);
 * `note` says so (or anything else the rows do not) and follows the rows, after an empty line.
 */
export type ExportTable = {
  headers: readonly string[];
  rows: readonly (readonly ExportCell[])[];
  total?: number;
  note?: string;
};

/** The most rows an export of a list paged on the server collects (100 a request, the API's page limit). */
export const TABLE_EXPORT_MAX_ROWS = 1000;
const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of a list the server pages, through the same call the table uses (same filters, same
 * order), a page of `pageSize` (default 100; a call with a lower page limit passes it) at a time, up to
 * `max` rows; `total` is the list's full length.
 */
export async function collectPages<T>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<{ rows: readonly T[]; total: number }>,
  max = TABLE_EXPORT_MAX_ROWS,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = 0;
  for (let pageNum = 1; rows.length < max; pageNum += 1) {
    const page = await fetchPage(pageNum, pageSize);
    total = page.total;
    rows.push(...page.rows.slice(0, max - rows.length));
    if (page.rows.length < pageSize || rows.length >= total) break;
  }
  return { rows, total: Math.max(total, rows.length) };
}

/** A fraction (0.123) as a percentage cell; empty when unknown. */
export const asPercent = (fraction: number | null): ExportCell => (fraction === null ? null : { percent: fraction });

/** A day (YYYY-MM-DD, as the API sends them) as a date cell; empty when unknown. */
export const asDay = (day: string | null): ExportCell =>
  day === null ? null : new Date(`${day.slice(0, 10)}T00:00:00Z`);

export type ExportFormat = "csv" | "xlsx";

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading quote (CWE-1236). */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A date as yyyy-mm-dd (in UTC, as the API's dates are days), or with the time when it has one. */
function isoDay(value: Date): string {
  const text = value.toISOString();
  return text.endsWith("T00:00:00.000Z") ? text.slice(0, 10) : text.slice(0, 19).replace("T", " ");
}

/** A fraction as a percentage without float noise: 0.1234 -> "12.34%". */
function percentText(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(12))}%`;
}

function csvField(value: ExportCell): string {
  if (value === null) return "";
  const text =
    value instanceof Date
      ? isoDay(value)
      : typeof value === "number"
        ? String(value)
        : typeof value === "string"
          ? neutraliseFormula(value)
          : percentText(value.percent);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV, with a byte-order mark so spreadsheet programs read UTF-8, CRLF lines. */
export function tableToCsv(table: ExportTable): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(","));
  if (table.note) lines.push("", csvField(table.note));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * One worksheet: a bold, frozen header row with a filter, numbers as numbers, dates as dates, columns
 * sized to their content. exceljs is loaded only here, on the first XLSX export (a chunk of its own).
 */
export async function tableToXlsx(table: ExportTable, sheetName: string): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "CSI Business Information";
  // A sheet name has at most 31 characters and none of : \ / ? * [ ].
  const name = sheetName.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow([...table.headers]);
  for (const row of table.rows) {
    const added = sheet.addRow(
      row.map((value) =>
        typeof value === "string" ? neutraliseFormula(value) : isPercent(value) ? value.percent : value,
      ),
    );
    row.forEach((value, index) => {
      if (isPercent(value)) added.getCell(index + 1).numFmt = "0.0%";
    });
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  if (table.headers.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
  }
  table.headers.forEach((title, index) => {
    const column = sheet.getColumn(index + 1);
    const hasDate = table.rows.some((row) => row[index] instanceof Date);
    if (hasDate) column.numFmt = "yyyy-mm-dd";
    const width = (value: ExportCell) =>
      typeof value === "string" ? value.length : typeof value === "number" ? String(value).length : 10;
    const longest = table.rows.reduce((max, row) => Math.max(max, width(row[index] ?? null)), title.length);
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  if (table.note) {
    sheet.addRow([]);
    sheet.addRow([neutraliseFormula(table.note)]).font = { italic: true };
  }
  return workbook.xlsx.writeBuffer();
}

function isPercent(value: ExportCell): value is { percent: number } {
  return value !== null && typeof value === "object" && !(value instanceof Date);
}

const MIME: Record<ExportFormat, string> = {
  csv: "text/csv;charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** A file name from words: lower case, letters, digits and dashes only. */
export function exportFileName(base: string, format: ExportFormat): string {
  const slug = base
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return `${slug || "table"}.${format}`;
}

/** Writes the table as CSV or XLSX and saves it through the browser's download. */
export async function downloadTable(table: ExportTable, format: ExportFormat, fileBase: string, sheetName: string) {
  const body = format === "csv" ? tableToCsv(table) : await tableToXlsx(table, sheetName);
  saveBlob(new Blob([body], { type: MIME[format] }), exportFileName(fileBase, format));
}
