import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * A small document writer over pdf-lib (docs/decisions/0044-invoices-and-reports.md): headings,
 * label/value rows, tables and paragraphs on A4 pages, a new page when one is full, and a footer
 * with the page number on every page. It uses the standard Helvetica fonts (no font files, nothing
 * fetched), which encode WinAnsi only: other characters (CJK, Cyrillic) print as "?".
 */
const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const LINE = 1.35;
const GREY = rgb(0.35, 0.38, 0.42);
const RULE = rgb(0.8, 0.82, 0.85);

/** The text as the standard fonts can print it: WinAnsi characters kept, the others replaced by "?". */
export function winAnsi(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\n\x20-\x7E\xA0-\xFF€]/g, "?");
}

export type PdfWriter = {
  title(text: string): void;
  heading(text: string): void;
  paragraph(text: string, options?: { size?: number; muted?: boolean }): void;
  /** Label and value on one line (the value wraps in its column). */
  row(label: string, value: string): void;
  table(head: readonly string[], rows: readonly (readonly string[])[], widths?: readonly number[]): void;
  space(points?: number): void;
  save(): Promise<Uint8Array>;
};

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of winAnsi(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A new document; `footer` is printed at the bottom of every page with "page n of m". */
export async function createPdf(meta: { title: string; footer: string; createdAt: Date }): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(meta.title));
  doc.setProducer("CSI Business Information");
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const line = (text: string, x: number, size: number, font: PDFFont, muted = false) =>
    page.drawText(text, { x, y: y - size, size, font, color: muted ? GREY : rgb(0.1, 0.12, 0.16) });
  const lines = (text: string, x: number, w: number, size: number, font: PDFFont, muted = false) => {
    for (const part of wrap(text, font, size, w)) {
      ensure(size * LINE);
      line(part, x, size, font, muted);
      y -= size * LINE;
    }
  };

  return {
    title: (text) => lines(text, MARGIN, width, 18, bold),
    heading(text) {
      ensure(40);
      y -= 10;
      lines(text, MARGIN, width, 12, bold);
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: RULE });
      y -= 6;
    },
    paragraph: (text, options) => lines(text, MARGIN, width, options?.size ?? 10, regular, options?.muted),
    row(label, value) {
      const labelWidth = 170;
      const valueLines = wrap(value || "-", regular, 10, width - labelWidth);
      ensure(10 * LINE * valueLines.length);
      for (const [index, part] of wrap(label, bold, 9, labelWidth - 8).entries()) {
        page.drawText(part, { x: MARGIN, y: y - 10 - index * 9 * LINE, size: 9, font: bold, color: GREY });
      }
      for (const part of valueLines) {
        line(part, MARGIN + labelWidth, 10, regular);
        y -= 10 * LINE;
      }
    },
    table(head, rows, widths) {
      const share = widths ?? head.map(() => 1 / head.length);
      const xs = share.map((_, index) => MARGIN + share.slice(0, index).reduce((sum, w) => sum + w * width, 0));
      const printRow = (cells: readonly string[], font: PDFFont) => {
        const wrapped = cells.map((cell, index) => wrap(cell || "-", font, 9, (share[index] ?? 0) * width - 6));
        const height = Math.max(...wrapped.map((w) => w.length)) * 9 * LINE + 4;
        ensure(height);
        wrapped.forEach((cellLines, index) =>
          cellLines.forEach((text, n) =>
            page.drawText(text, { x: xs[index] ?? MARGIN, y: y - 9 - n * 9 * LINE, size: 9, font }),
          ),
        );
        y -= height;
        page.drawLine({
          start: { x: MARGIN, y: y + 2 },
          end: { x: MARGIN + width, y: y + 2 },
          thickness: 0.3,
          color: RULE,
        });
      };
      printRow(head, bold);
      for (const cells of rows) printRow(cells, regular);
    },
    space: (points = 8) => {
      y -= points;
    },
    async save() {
      const pages = doc.getPages();
      pages.forEach((each, index) =>
        each.drawText(winAnsi(`${meta.footer} - ${index + 1} / ${pages.length}`), {
          x: MARGIN,
          y: MARGIN / 2,
          size: 8,
          font: regular,
          color: GREY,
        }),
      );
      return doc.save();
    },
  };
}
