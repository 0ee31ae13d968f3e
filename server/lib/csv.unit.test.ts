import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv.ts";
import { decodeText, EncodingError } from "./text-decode.ts";

describe("parseCsv", () => {
  it("reads quoted separators, doubled quotes, line breaks in fields and CR LF, with start lines", () => {
    const { records, damaged } = parseCsv('a,"b, c","say ""hi"""\r\n1,"two\nlines",3\r\n');
    expect(damaged).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ["a", "b, c", 'say "hi"'] },
      { line: 2, fields: ["1", "two\nlines", "3"] },
    ]);
  });

  it("keeps OFAC's `-0- ` cells and characters after a closing quote", () => {
    const { records } = parseCsv('36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA" \n');
    expect(records[0]?.fields).toEqual(["36", "AEROCARIBBEAN AIRLINES", "-0- ", "CUBA "]);
  });

  it("reports a quote left open at the end instead of swallowing the rest", () => {
    const { records, damaged } = parseCsv('1,"ok"\n2,"cut off here\nand more');
    expect(records).toEqual([{ line: 1, fields: ["1", "ok"] }]);
    expect(damaged).toEqual([
      expect.objectContaining({ line: 2, reason: expect.stringContaining("unclosed quoted field") }),
    ]);
  });

  it("splits on another delimiter and skips blank lines", () => {
    expect(parseCsv("a;b\n\n c ;d\n", { delimiter: ";" }).records.map((r) => r.fields)).toEqual([
      ["a", "b"],
      [" c ", "d"],
    ]);
  });
});

describe("decodeText", () => {
  it("reads UTF-8, falls back to Windows-1252 and drops OFAC's Ctrl-Z", () => {
    expect(decodeText(Buffer.from("Zürich\r\n", "utf8"), "f")).toMatchObject({ text: "Zürich\r\n", encoding: "utf-8" });
    const latin = decodeText(Buffer.from([0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68, 0x0d, 0x0a, 0x1a]), "f");
    expect(latin).toEqual({ text: "Zürich\r\n", encoding: "windows-1252", endMarker: true });
  });

  it("refuses UTF-16 and binary input with a clear message", () => {
    expect(() => decodeText(Buffer.from("\ufeffname", "utf16le"), "sdn.csv")).toThrow(EncodingError);
    expect(() => decodeText(Buffer.from("\ufeffname", "utf16le"), "sdn.csv")).toThrow(/sdn\.csv: the file is UTF-16/);
    expect(() => decodeText(Buffer.from([0x41, 0, 0x42, 0]), "x.csv")).toThrow(/NUL bytes/);
  });
});
