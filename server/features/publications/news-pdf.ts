import { createPdf } from "../../lib/pdf-writer.ts";

/**
 * One news item as a PDF, through the shared writer (server/lib/pdf-writer.ts): Noto Sans embedded as a
 * subset, so titles and names in any script the font carries (Chinese, Japanese, Cyrillic) print as
 * written. The labels are English (the link is opened without the caller's language).
 */
export type PdfLine = { text: string; bold?: boolean; size?: number; gap?: number };

/** The PDF file of the lines, with its document title. */
export async function pdfDocument(title: string, lines: readonly PdfLine[], now: Date): Promise<Uint8Array> {
  const pdf = await createPdf({ title, footer: "CSI Business Information", createdAt: now });
  for (const line of lines) {
    if (line.gap) pdf.space(line.gap);
    pdf.paragraph(line.text, { size: line.size ?? 11, bold: line.bold });
  }
  return pdf.save();
}
