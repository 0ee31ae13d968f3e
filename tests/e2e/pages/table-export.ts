import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";

export type TableFile = { name: string; body: Buffer };

/**
 * Opens a table's Export menu (`<table test id>-export`), picks the format and answers the
 * downloaded file; with `onMenu` the open menu is looked at first (an axe scan, a screenshot).
 */
export async function exportTable(
  page: Page,
  menuTestId: string,
  format: "csv" | "xlsx",
  onMenu?: () => Promise<void>,
): Promise<TableFile> {
  await page.getByTestId(menuTestId).click();
  const item = page.getByTestId(`${menuTestId}-${format}`);
  await item.waitFor();
  if (onMenu) await onMenu();
  const [download] = await Promise.all([page.waitForEvent("download"), item.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), body: Buffer.concat(chunks) };
}

/** A CSV file's lines (byte-order mark and CRLF checked, the last empty line dropped). */
export function csvLines(file: TableFile): string[] {
  const text = file.body.toString("utf8");
  if (!text.startsWith("\uFEFF")) throw new Error("the CSV file has no byte-order mark");
  return text.slice(1).split("\r\n").slice(0, -1);
}

/** The one worksheet of an XLSX file. */
export async function xlsxSheet(file: TableFile): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.body as unknown as ArrayBuffer);
  if (book.worksheets.length !== 1) throw new Error(`expected one worksheet, found ${book.worksheets.length}`);
  return book.worksheets[0]!;
}
