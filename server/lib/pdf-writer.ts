import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { cachedFontkit, covers, familyFor, fontBytes, type FontFamily } from "./pdf-fonts.ts";

/**
 * A small document writer over pdf-lib (docs/decisions/0044-invoices-and-reports.md): headings,
 * label/value rows, tables and paragraphs on A4 pages, a new page when one is full, and a footer
 * with the page number on every page. It writes in Noto Sans (server/lib/pdf-fonts.ts), embedded as
 * subsets: Japanese documents in Noto Sans JP with Noto Sans SC for what JP lacks (simplified Chinese),
 * the others in Noto Sans SC (Latin, Cyrillic, Greek, Chinese, kana).
 */
const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const LINE = 1.35;
const GREY = rgb(0.35, 0.38, 0.42);
const RULE = rgb(0.8, 0.82, 0.85);
const INK = rgb(0.1, 0.12, 0.16);

/** The text as drawn: NFC, tabs as spaces, other control characters dropped. */
export function printable(text: string): string {
  const kept = (char: string) => {
    const code = char.charCodeAt(0);
    return code === 10 || (code >= 32 && code !== 127);
  };
  return [...text.normalize("NFC").replace(/\t/g, " ").replace(/\r\n?/g, "\n")].filter(kept).join("");
}

/** Characters a line may break before or after without a space (CJK scripts and their punctuation). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;
/** A paragraph's pieces: a CJK character alone, or a run of other non-space characters; `space` when a space came before. */
function pieces(paragraph: string): { text: string; space: boolean }[] {
  const out: { text: string; space: boolean }[] = [];
  let space = false;
  for (const [match] of paragraph.matchAll(new RegExp(`\\s+|${CJK.source}|(?:(?!${CJK.source})\\S)+`, "gu"))) {
    if (/^\s+$/u.test(match)) space = out.length > 0;
    else {
      out.push({ text: match, space });
      space = false;
    }
  }
  return out;
}

export type PdfWriter = {
  title(text: string): void;
  heading(text: string): void;
  paragraph(text: string, options?: { size?: number; muted?: boolean; bold?: boolean }): void;
  /** Label and value on one line (the value wraps in its column). */
  row(label: string, value: string): void;
  table(head: readonly string[], rows: readonly (readonly string[])[], widths?: readonly number[]): void;
  space(points?: number): void;
  save(): Promise<Uint8Array>;
};

/** Text widths at size 1000 per font, measured once (measuring lays the text out, which is slow in CJK fonts). */
const measured = new WeakMap<PDFFont, Map<string, number>>();
function widthOf(font: PDFFont, text: string, size: number): number {
  let widths = measured.get(font);
  if (!widths) measured.set(font, (widths = new Map<string, number>()));
  let width = widths.get(text);
  if (width === undefined) widths.set(text, (width = font.widthOfTextAtSize(text, 1000)));
  return (width * size) / 1000;
}

/**
 * The text's lines at most `width` wide: broken at spaces, between CJK characters, and inside a word
 * longer than the line. A line's width is the sum of its pieces' widths (kerning between pieces aside).
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = widthOf(font, " ", size);
  const lines: string[] = [];
  for (const paragraph of printable(text).split("\n")) {
    let line = "";
    let used = 0;
    const add = (part: string, partWidth: number, gap: boolean) => {
      const extra = line && gap ? space : 0;
      if (line && used + extra + partWidth > width) {
        lines.push(line);
        line = part;
        used = partWidth;
        return;
      }
      line += extra ? ` ${part}` : part;
      used += extra + partWidth;
    };
    for (const piece of pieces(paragraph)) {
      const pieceWidth = widthOf(font, piece.text, size);
      if (pieceWidth <= width) add(piece.text, pieceWidth, piece.space);
      else [...piece.text].forEach((char, index) => add(char, widthOf(font, char, size), index === 0 && piece.space));
    }
    lines.push(line);
  }
  return lines;
}

/** A new document; `footer` is printed at the bottom of every page with "page n of m". */
export async function createPdf(meta: {
  title: string;
  footer: string;
  createdAt: Date;
  /** The document's language, which picks its font family (Japanese or not); English by default. */
  locale?: string;
}): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachedFontkit);
  doc.setTitle(printable(meta.title));
  doc.setLanguage(meta.locale ?? "en");
  doc.setProducer("CSI Business Information");
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  const embed = async (family: FontFamily) => ({
    family,
    regular: await doc.embedFont(fontBytes(family, "regular"), { subset: true }),
    bold: await doc.embedFont(fontBytes(family, "bold"), { subset: true }),
  });
  const primary = await embed(familyFor(meta.locale ?? "en"));
  const fallback = primary.family === "sc" ? null : await embed("sc");
  /** The font for a text: the document's family, or the fallback when only that one has every glyph. */
  const fontOf = (text: string, weight: "regular" | "bold"): PDFFont =>
    fallback && !covers(primary.family, text) && covers(fallback.family, text) ? fallback[weight] : primary[weight];
  const width = A4.width - 2 * MARGIN;
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  type Weight = "regular" | "bold";
  /** The text's lines at the width, each with its font. */
  const wrapped = (text: string, weight: Weight, size: number, w: number) => {
    const font = fontOf(text, weight);
    return wrap(text, font, size, w).map((part) => ({ part, font }));
  };
  const draw = (text: string, x: number, top: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(text, { x, y: top - size, size, font, color });
  const lines = (text: string, x: number, w: number, size: number, weight: Weight, muted = false) => {
    for (const { part, font } of wrapped(text, weight, size, w)) {
      ensure(size * LINE);
      draw(part, x, y, size, font, muted ? GREY : INK);
      y -= size * LINE;
    }
  };

  return {
    title: (text) => lines(text, MARGIN, width, 18, "bold"),
    heading(text) {
      ensure(40);
      y -= 10;
      lines(text, MARGIN, width, 12, "bold");
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: RULE });
      y -= 6;
    },
    paragraph: (text, options) =>
      lines(text, MARGIN, width, options?.size ?? 10, options?.bold ? "bold" : "regular", options?.muted),
    row(label, value) {
      const labelWidth = 170;
      const valueLines = wrapped(value || "-", "regular", 10, width - labelWidth);
      ensure(10 * LINE * valueLines.length);
      for (const [index, { part, font }] of wrapped(label, "bold", 9, labelWidth - 8).entries())
        draw(part, MARGIN, y - 1 - index * 9 * LINE, 9, font, GREY);
      for (const { part, font } of valueLines) {
        draw(part, MARGIN + labelWidth, y, 10, font);
        y -= 10 * LINE;
      }
    },
    table(head, rows, widths) {
      const share = widths ?? head.map(() => 1 / head.length);
      const xs = share.map((_, index) => MARGIN + share.slice(0, index).reduce((sum, w) => sum + w * width, 0));
      const printRow = (cells: readonly string[], weight: Weight) => {
        const cellLines = cells.map((cell, index) => wrapped(cell || "-", weight, 9, (share[index] ?? 0) * width - 6));
        const height = Math.max(...cellLines.map((each) => each.length)) * 9 * LINE + 4;
        ensure(height);
        cellLines.forEach((each, index) =>
          each.forEach(({ part, font }, n) => draw(part, xs[index] ?? MARGIN, y - n * 9 * LINE, 9, font)),
        );
        y -= height;
        page.drawLine({
          start: { x: MARGIN, y: y + 2 },
          end: { x: MARGIN + width, y: y + 2 },
          thickness: 0.3,
          color: RULE,
        });
      };
      printRow(head, "bold");
      for (const cells of rows) printRow(cells, "regular");
    },
    space: (points = 8) => {
      y -= points;
    },
    async save() {
      const pages = doc.getPages();
      pages.forEach((each, index) => {
        const footer = printable(`${meta.footer} - ${index + 1} / ${pages.length}`);
        each.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: fontOf(footer, "regular"), color: GREY });
      });
      return doc.save();
    },
  };
}
