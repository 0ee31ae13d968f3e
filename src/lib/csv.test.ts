import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("writes rows with CRLF and a byte-order mark, numbers as they are and empty cells for null", () => {
    expect(
      toCsv([
        ["Figure", "2023-12-31"],
        ["Revenue", 1000.5],
        ["Equity", null],
      ]),
    ).toBe("\uFEFFFigure,2023-12-31\r\nRevenue,1000.5\r\nEquity,\r\n");
  });
  it("quotes commas, quotes and line breaks, and defuses text that a spreadsheet would run as a formula", () => {
    expect(toCsv([['Apple, "Inc"', "a\nb", "=SUM(A1)", -5]])).toBe('\uFEFF"Apple, ""Inc""","a\nb",\'=SUM(A1),-5\r\n');
  });
});
