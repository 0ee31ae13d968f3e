import { describe, expect, it } from "vitest";
import { pdfDocument, winAnsi, wrap } from "./news-pdf.ts";
import { summariseLawsuits } from "./lawsuit-summary.ts";

describe("winAnsi", () => {
  it("keeps Latin-1, maps typographic marks, strips other accents and escapes the string delimiters", () => {
    expect(winAnsi("Énergie (SA) \\ ok")).toBe("\xc9nergie \\(SA\\) \\\\ ok");
    expect(winAnsi("“Q3” – €5")).toBe("\x93Q3\x94 \x96 \x805");
    expect(winAnsi("Łódź Straße Škoda")).toBe("L\xf3dz Stra\xdfe \x8akoda");
    expect(winAnsi("北京")).toBe("??");
  });
});

describe("wrap", () => {
  it("breaks at spaces within the width and cuts a word longer than the line", () => {
    expect(wrap("one two three four", 9)).toEqual(["one two", "three", "four"]);
    expect(wrap("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrap("  ", 4)).toEqual([]);
  });
});

describe("pdfDocument", () => {
  it("writes a PDF whose cross-reference table points at each object", () => {
    const text = Buffer.from(pdfDocument("T", [{ text: "Hello", bold: true }, { text: "World" }])).toString("latin1");
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toMatch(/\/F2 11 Tf 56 771\.\d Td \(Hello\) Tj ET\nBT \/F1 11 Tf 56 756\.\d Td \(World\) Tj/);
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const stream = text.slice(text.indexOf("stream\n") + 7, text.indexOf("\nendstream"));
    expect(stream.length).toBe(length);
  });
});

describe("summariseLawsuits", () => {
  const fact = (status: string, amount: string | null, currency = "USD", filed = "2024-01-01") => ({
    filed_on: filed,
    role: "defendant",
    case_type: "Tax",
    status,
    amount,
    currency,
    is_demo: false,
  });
  it("adds the pending amounts per currency and dates the first and last filing", () => {
    const summary = summariseLawsuits([
      fact("pending", "10.25", "EUR", "2022-05-01"),
      fact("pending", "5", "USD"),
      fact("pending", "2.5", "EUR", "2025-01-01"),
      fact("won", "99"),
      fact("pending", null),
    ]);
    expect(summary.pendingAmounts).toEqual([
      { currency: "EUR", amount: 12.75 },
      { currency: "USD", amount: 5 },
    ]);
    expect([summary.firstFiled, summary.lastFiled]).toEqual(["2022-05-01", "2025-01-01"]);
    expect(summary.byStatus).toEqual([
      { value: "pending", count: 4 },
      { value: "won", count: 1 },
    ]);
  });
});
