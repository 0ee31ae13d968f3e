import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { collectPages, exportFileName, tableToCsv, tableToXlsx, type ExportTable } from "./table-export.ts";

const TABLE: ExportTable = {
  headers: ["Pays", "Valeur (USD)", "Part", "Date"],
  rows: [
    ["Allemagne, RFA", 1234567.5, { percent: 0.1234 }, new Date("2024-03-31T00:00:00Z")],
    ['=HYPERLINK("x")', -5, null, null],
    ['Le "Japon"\nnord', 0, { percent: 0.07 }, new Date("2024-04-01T12:30:00Z")],
  ],
};

describe("tableToCsv", () => {
  it("writes headers and rows with CRLF and a byte-order mark: numbers as they are, percentages, dates as days", () => {
    expect(tableToCsv(TABLE)).toBe(
      "\uFEFFPays,Valeur (USD),Part,Date\r\n" +
        '"Allemagne, RFA",1234567.5,12.34%,2024-03-31\r\n' +
        '"\'=HYPERLINK(""x"")",-5,,\r\n' +
        '"Le ""Japon""\nnord",0,7%,2024-04-01 12:30:00\r\n',
    );
  });
  it("defuses every text a spreadsheet would run as a formula, never a negative number", () => {
    const csv = tableToCsv({ headers: ["a"], rows: [["+1"], ["-x"], ["@SUM"], ["\tcmd"], [-3]] });
    expect(csv.split("\r\n").slice(1, 6)).toEqual(["'+1", "'-x", "'@SUM", "'\tcmd", "-3"]);
  });
  it("writes the note after the rows, past an empty line", () => {
    const csv = tableToCsv({ headers: ["a"], rows: [[1]], note: "First 1 of 9 rows" });
    expect(csv).toBe("\uFEFFa\r\n1\r\n\r\nFirst 1 of 9 rows\r\n");
  });
});

describe("tableToXlsx", () => {
  it("writes one sheet read back with the same cells: numbers as numbers, dates as dates, formulas defused", async () => {
    const buffer = await tableToXlsx(TABLE, "Origines / exportateurs: 2024 [HS 8471]");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    expect(book.worksheets).toHaveLength(1);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("Origines   exportateurs  2024  ");
    expect(sheet.getRow(1).values).toEqual([undefined, "Pays", "Valeur (USD)", "Part", "Date"]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell("A2").value).toBe("Allemagne, RFA");
    expect(sheet.getCell("B2").value).toBe(1234567.5);
    expect(sheet.getCell("B2").type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell("C2").value).toBe(0.1234);
    expect(sheet.getCell("C2").numFmt).toBe("0.0%");
    expect(sheet.getCell("D2").type).toBe(ExcelJS.ValueType.Date);
    expect((sheet.getCell("D2").value as Date).toISOString()).toBe("2024-03-31T00:00:00.000Z");
    expect(sheet.getCell("A3").value).toBe('\'=HYPERLINK("x")');
    expect(sheet.getCell("A3").type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell("B3").value).toBe(-5);
    expect(sheet.getCell("C3").value).toBeNull();
    expect(sheet.getCell("A4").value).toBe('Le "Japon"\nnord');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  });
  it("writes the note in italics below the rows", async () => {
    const buffer = await tableToXlsx({ headers: ["a"], rows: [[1]], note: "=capped" }, "t");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell("A4").value).toBe("'=capped");
    expect(sheet.getCell("A4").font?.italic).toBe(true);
  });
});

describe("exportFileName", () => {
  it("keeps letters and digits of any script, drops accents, joins the rest with dashes", () => {
    expect(exportFileName("8471 Partners: 2024 / Import", "csv")).toBe("8471-partners-2024-import.csv");
    expect(exportFileName("Évolution des échanges", "xlsx")).toBe("evolution-des-echanges.xlsx");
    expect(exportFileName("貿易 相手", "csv")).toBe("貿易-相手.csv");
    expect(exportFileName("///", "csv")).toBe("table.csv");
  });
});

describe("collectPages", () => {
  const list = Array.from({ length: 250 }, (_, index) => index);
  const pages = (pageNum: number, pageSize: number) =>
    Promise.resolve({ rows: list.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: list.length });
  it("reads every page of a list shorter than the cap, in order", async () => {
    const asked: number[] = [];
    const all = await collectPages((pageNum, pageSize) => {
      asked.push(pageNum);
      return pages(pageNum, pageSize);
    });
    expect(all).toEqual({ rows: list, total: 250 });
    expect(asked).toEqual([1, 2, 3]);
  });
  it("stops at the cap and answers the full length", async () => {
    const all = await collectPages(pages, 120);
    expect(all.rows).toEqual(list.slice(0, 120));
    expect(all.total).toBe(250);
  });
  it("asks pages of the size given, for a call whose page limit is under 100", async () => {
    const sizes: number[] = [];
    const all = await collectPages(
      (pageNum, pageSize) => {
        sizes.push(pageSize);
        return pages(pageNum, pageSize);
      },
      1000,
      99,
    );
    expect(all).toEqual({ rows: list, total: 250 });
    expect(sizes).toEqual([99, 99, 99]);
  });
  it("answers an empty list after one request", async () => {
    expect(await collectPages(() => Promise.resolve({ rows: [], total: 0 }))).toEqual({ rows: [], total: 0 });
  });
});
