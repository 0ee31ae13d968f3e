import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from "pdf-lib";

const bytesOf = (stream: PDFRawStream): Buffer => {
  const raw = stream.getContents();
  return stream.dict.get(PDFName.of("Filter"))?.toString() === "/FlateDecode" ? inflateSync(raw) : Buffer.from(raw);
};

/** The dictionary's stream under the key, when there is one. */
function rawStream(dict: PDFDict, key: string): PDFRawStream | undefined {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFRawStream ? value : undefined;
}

/** A ToUnicode CMap's code -> text map (the `bfchar` entries pdf-lib writes). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(
        parseInt(code ?? "0", 16),
        Buffer.from(text ?? "", "hex")
          .swap16()
          .toString("utf16le"),
      );
  return map;
}

/** How each font of the page turns a `Tj` hex string into text: two-byte codes through its ToUnicode, else WinAnsi bytes. */
function decoders(doc: PDFDocument, page: PDFPage): Map<string, (hex: string) => string> {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  const out = new Map<string, (hex: string) => string>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const cmap = rawStream(font, "ToUnicode");
    if (!cmap) {
      out.set(name.toString().slice(1), (hex) => Buffer.from(hex, "hex").toString("latin1"));
      continue;
    }
    const map = toUnicode(bytesOf(cmap).toString("latin1"));
    out.set(name.toString().slice(1), (hex) =>
      (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? "\uFFFD").join(""),
    );
  }
  return out;
}

/** The names of the fonts the page's resources hold (BaseFont, e.g. "ABCDEF+NotoSansJP-Regular"). */
function fontNames(doc: PDFDocument): string[] {
  const names = new Set<string>();
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    for (const [, ref] of fonts?.entries() ?? [])
      names.add(doc.context.lookup(ref, PDFDict).get(PDFName.of("BaseFont"))?.toString().slice(1) ?? "");
  }
  return [...names].sort();
}

/**
 * Reads a PDF the way a test needs it: its page count, the text its pages draw (the `Tj` hex strings
 * pdf-lib writes, decoded through each font's ToUnicode map), one string per page, and the fonts used.
 */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string[]; title: string | undefined; fonts: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const text = doc.getPages().map((page) => {
    const decode = decoders(doc, page);
    const contents = page.node.Contents();
    const refs = contents ? ("asArray" in contents ? contents.asArray() : [contents]) : [];
    return refs
      .map((ref) => {
        const stream = doc.context.lookup(ref);
        if (!(stream instanceof PDFRawStream)) return "";
        let font: ((hex: string) => string) | undefined;
        const out: string[] = [];
        for (const match of bytesOf(stream)
          .toString("latin1")
          .matchAll(/\/([^\s/[\]()<>]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
          if (match[1]) font = decode.get(match[1]);
          else out.push(font ? font(match[2] ?? "") : Buffer.from(match[2] ?? "", "hex").toString("latin1"));
        }
        return out.join("\n");
      })
      .join("\n");
  });
  return { pages: doc.getPageCount(), text, title: doc.getTitle(), fonts: fontNames(doc) };
}

/** Whether the glyph has an outline; a glyph whose data cannot be read has none. */
function hasOutline(font: fontkit.Font, glyphId: number): boolean {
  try {
    return font.getGlyph(glyphId).path.commands.length > 0;
  } catch {
    return false;
  }
}

/**
 * Each embedded TrueType font's characters and whether the glyph drawn for each has an outline, read
 * from the font file in the PDF (FontFile2) the way a viewer does: a subset whose glyphs come out blank
 * shows here as `false`.
 */
export async function glyphOutlines(bytes: Uint8Array): Promise<Map<string, Map<string, boolean>>> {
  const doc = await PDFDocument.load(bytes);
  const out = new Map<string, Map<string, boolean>>();
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    for (const [, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const name = font.get(PDFName.of("BaseFont"))?.toString().slice(1) ?? "";
      const cmap = rawStream(font, "ToUnicode");
      const descendant = font.lookupMaybe(PDFName.of("DescendantFonts"), PDFArray)?.lookup(0, PDFDict);
      const descriptor = descendant?.lookupMaybe(PDFName.of("FontDescriptor"), PDFDict);
      const file = descriptor && rawStream(descriptor, "FontFile2");
      if (!cmap || !file || out.has(name)) continue;
      const embedded = fontkit.create(bytesOf(file));
      if (!("getGlyph" in embedded)) continue;
      const glyphs = new Map<string, boolean>();
      for (const [code, text] of toUnicode(bytesOf(cmap).toString("latin1")))
        if (text.trim()) glyphs.set(text, hasOutline(embedded, code));
      out.set(name, glyphs);
    }
  }
  return out;
}
