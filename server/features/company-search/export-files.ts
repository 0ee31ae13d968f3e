import ExcelJS from "exceljs";
import type { Cell, ExportTable } from "./export-table.ts";

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading quote
 * (OWASP "CSV injection"); numbers are written as numbers and never touched.
 */
export function neutraliseFormula(value: Cell): Cell {
  if (typeof value !== "string") return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: Cell): string {
  const text = value === null ? "" : String(neutraliseFormula(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV, UTF-8 with a byte-order mark (so spreadsheet programs read the accents), CRLF lines. */
export function toCsv(table: ExportTable): Buffer {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(","));
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

/** One worksheet: a bold, frozen header row with a filter, columns sized to their content. */
export async function toXlsx(table: ExportTable, sheetName: string, generatedAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "CSI Business Information";
  workbook.created = generatedAt;
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(table.headers);
  for (const row of table.rows) sheet.addRow(row.map((value) => (value === null ? null : value)));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: "FFFFFFFF" } };
  header.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF0B3B66" } };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
  table.headers.forEach((title, index) => {
    const longest = table.rows.reduce((max, row) => Math.max(max, String(row[index] ?? "").length), title.length);
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(10, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
