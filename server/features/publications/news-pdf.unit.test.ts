import { describe, expect, it } from "vitest";
import { readPdf } from "../../test/pdf-text.ts";
import { pdfDocument } from "./news-pdf.ts";
import { summariseLawsuits } from "./lawsuit-summary.ts";

describe("pdfDocument", () => {
  it("writes each line with its weight, in any script the embedded font carries", async () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const bytes = await pdfDocument(
      "北京新闻",
      [{ text: "北京 – Москва – Énergie", bold: true }, { text: "World" }],
      now,
    );
    const read = await readPdf(bytes);
    expect(read.title).toBe("北京新闻");
    expect(read.text[0]?.split("\n").slice(0, 2)).toEqual(["北京 – Москва – Énergie", "World"]);
    expect(read.fonts.map((name) => name.replace(/-\d+$/, ""))).toEqual(["NotoSansSC-Bold", "NotoSansSC-Regular"]);
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
