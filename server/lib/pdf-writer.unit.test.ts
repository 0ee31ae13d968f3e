import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { glyphOutlines, readPdf } from "../test/pdf-text.ts";
import { createPdf, printable, wrap } from "./pdf-writer.ts";

const createdAt = new Date("2026-01-01T00:00:00Z");
/** A font's PostScript name without the suffix pdf-lib adds to an embedded subset. */
const family = (name: string) => name.replace(/-\d+$/, "");

describe("the PDF writer", () => {
  it("draws text as NFC without control characters", () => {
    expect(printable("Cafe\u0301\tA\r\nB\u0007")).toBe("Café A\nB");
  });

  it("wraps at spaces, between CJK characters and inside a word longer than the line", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const width = font.widthOfTextAtSize("aaaa bbbb", 10);
    expect(wrap("aaaa bbbb cccc", font, 10, width)).toEqual(["aaaa bbbb", "cccc"]);
    expect(wrap("aaaaaaaaaaaaaaaaaaaa", font, 10, width).join("")).toBe("aaaaaaaaaaaaaaaaaaaa");
    expect(wrap("aaaaaaaaaaaaaaaaaaaa", font, 10, width).length).toBeGreaterThan(1);
  });

  it("breaks pages when full and numbers every page in the footer", async () => {
    const pdf = await createPdf({ title: "Test", footer: "Footer", createdAt });
    pdf.title("A title");
    pdf.row("Label", "A value long enough to wrap onto a second line in the value column of the row, surely");
    pdf.table(
      ["One", "Two"],
      Array.from({ length: 120 }, (_, n) => [`cell ${n}`, "x"]),
    );
    const read = await readPdf(await pdf.save());
    expect(read.pages).toBeGreaterThanOrEqual(3);
    expect(read.title).toBe("Test");
    expect(read.text[0]).toContain("A title");
    expect(read.text.join("\n")).toContain("cell 119");
    read.text.forEach((page, index) => expect(page).toContain(`Footer - ${index + 1} / ${read.pages}`));
  });

  it("embeds Noto Sans subsets: JP for Japanese with SC for simplified Chinese, SC for the other languages", async () => {
    const ja = await createPdf({ title: "会社報告書", footer: "フッター", createdAt, locale: "ja" });
    ja.title("トヨタ自動車株式会社");
    ja.row("所在地", "愛知県豊田市トヨタ町1番地");
    ja.paragraph("中国工商银行股份有限公司");
    ja.paragraph("Société Générale – Москва");
    const bytes = await ja.save();
    const read = await readPdf(bytes);
    expect(read.title).toBe("会社報告書");
    const text = read.text.join("\n");
    for (const expected of ["トヨタ自動車株式会社", "所在地", "愛知県豊田市トヨタ町1番地", "中国工商银行股份有限公司"])
      expect(text).toContain(expected);
    expect(text).toContain("Société Générale – Москва");
    expect(text).toContain("フッター - 1 / 1");
    expect(read.fonts.map(family)).toEqual(
      expect.arrayContaining(["NotoSansJP-Bold", "NotoSansJP-Regular", "NotoSansSC-Regular"]),
    );

    // Every glyph of every subset has its outline (the fork @pdf-lib/fontkit wrote blank ones).
    const outlines = await glyphOutlines(bytes);
    expect([...outlines.keys()].map(family).sort()).toEqual([
      "NotoSansJP-Bold",
      "NotoSansJP-Regular",
      "NotoSansSC-Regular",
    ]);
    const regular = [...outlines].find(([name]) => family(name) === "NotoSansJP-Regular")?.[1];
    expect(regular?.size).toBeGreaterThan(20);
    for (const glyphs of outlines.values()) expect([...glyphs].filter(([, drawn]) => !drawn)).toEqual([]);

    const zh = await createPdf({ title: "报告", footer: "页脚", createdAt, locale: "zh" });
    zh.title("公司报告");
    zh.paragraph("中国工商银行股份有限公司");
    const zhRead = await readPdf(await zh.save());
    expect(zhRead.text.join("\n")).toContain("中国工商银行股份有限公司");
    expect(zhRead.fonts.map(family)).toEqual(["NotoSansSC-Bold", "NotoSansSC-Regular"]);
  });

  it("wraps a CJK paragraph without spaces within the page", async () => {
    const pdf = await createPdf({ title: "T", footer: "F", createdAt, locale: "ja" });
    const long = "日本語の文章は空白で区切られないので文字と文字の間で改行します。".repeat(6);
    pdf.paragraph(long);
    const lines = (await readPdf(await pdf.save())).text[0]?.split("\n") ?? [];
    const drawn = lines.filter((line) => line.startsWith("日本語") || (line.length > 10 && !line.startsWith("F")));
    expect(drawn.length).toBeGreaterThan(2);
    expect(drawn.join("")).toBe(long);
  });
});
