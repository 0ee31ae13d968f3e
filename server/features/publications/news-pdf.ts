/**
 * One news item as a one-page PDF, written by hand (PDF 1.4, the standard Helvetica fonts in
 * WinAnsiEncoding): no library, no font file, no network. Characters WinAnsi lacks lose their accents
 * or become "?" (the standard fonts carry no CJK glyphs), so the document is in English.
 */

export type PdfLine = { text: string; bold?: boolean; size?: number; gap?: number };

/** WinAnsi codes of the characters outside Latin-1 that news text uses. */
const WIN_ANSI: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  Š: 0x8a,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "™": 0x99,
  š: 0x9a,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
/** Letters without a Unicode decomposition, spelled in ASCII. */
const ASCII: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i", Ħ: "H", ħ: "h" };

/** The text in WinAnsi bytes (as a Latin-1 string), with the PDF string escapes. */
export function winAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 63;
    const isLatin = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    let byte = WIN_ANSI[char] ?? (isLatin ? code : undefined);
    if (byte === undefined) {
      const base = ASCII[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
      const b = base.length === 1 ? base.charCodeAt(0) : 0;
      byte = b >= 0x20 && b <= 0x7e ? b : 63;
    }
    const c = String.fromCharCode(byte);
    out += c === "(" || c === ")" || c === "\\" ? `\\${c}` : c;
  }
  return out;
}

/** Lines of at most `width` characters, broken at spaces (a longer word is cut). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; rest = rest.slice(width)) {
      const piece = rest.slice(0, width);
      if (line && line.length + 1 + piece.length > width) {
        lines.push(line);
        line = piece;
      } else line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;

/** The page's content stream: each line wrapped to the page width for its font size. */
function contentStream(lines: readonly PdfLine[]): string {
  let y = PAGE.height - PAGE.margin;
  const ops: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    // Helvetica averages about half an em per character.
    const width = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.52));
    y -= line.gap ?? 0;
    for (const piece of wrap(line.text, width)) {
      y -= size * 1.35;
      if (y < PAGE.margin) return ops.join("\n");
      ops.push(`BT /${line.bold ? "F2" : "F1"} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td (${winAnsi(piece)}) Tj ET`);
    }
  }
  return ops.join("\n");
}

/** The PDF file of the lines, with its document title. */
export function pdfDocument(title: string, lines: readonly PdfLine[]): Uint8Array {
  const stream = contentStream(lines);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${winAnsi(title)}) /Producer (CSI Business Information) >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(body, "latin1"));
}
