import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import * as fontkit from "fontkit";
import type { PDFDocument } from "pdf-lib";

/**
 * The fonts every PDF is written in (docs/decisions/0044-invoices-and-reports.md): Noto Sans JP for
 * Japanese documents, Noto Sans SC for the others (it carries Latin, Cyrillic, Greek, kana and the
 * Chinese ideographs), each in Regular and Bold, from the npm packages `@expo-google-fonts/noto-sans-jp`
 * and `@expo-google-fonts/noto-sans-sc` (SIL Open Font License 1.1). The files are read and parsed once
 * per process; a document embeds only the glyphs it draws (subset). The packages are found by
 * `require.resolve` at run time, which knip does not follow: knip.json lists them in ignoreDependencies.
 *
 * The fonts are parsed and subset with `fontkit` 2, not `@pdf-lib/fontkit` (a fork of fontkit 1.7): the
 * fork writes a TrueType subset's `loca` table in the short format without padding the glyph records,
 * so with these fonts most glyphs of a subset came out blank in every viewer (fixed in fontkit 1.8).
 */
export type FontFamily = "jp" | "sc";
type FontWeight = "regular" | "bold";

const FILES: Record<FontFamily, { package: string; regular: string; bold: string }> = {
  jp: {
    package: "@expo-google-fonts/noto-sans-jp",
    regular: "400Regular/NotoSansJP_400Regular.ttf",
    bold: "700Bold/NotoSansJP_700Bold.ttf",
  },
  sc: {
    package: "@expo-google-fonts/noto-sans-sc",
    regular: "400Regular/NotoSansSC_400Regular.ttf",
    bold: "700Bold/NotoSansSC_700Bold.ttf",
  },
};

const require = createRequire(import.meta.url);
/** The fontkit interface pdf-lib 1.17 takes (the `@pdf-lib/fontkit` fork's). */
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
const parsed = new Map<string, { bytes: Uint8Array; font: fontkit.Font }>();

/** A fontkit 2 font with the subset stream pdf-lib 1.17 reads (fontkit 2 encodes a subset in one call). */
function parse(bytes: Uint8Array): fontkit.Font {
  const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!("createSubset" in font)) throw new Error("A font collection was given where one font was expected");
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
  };
  return font;
}

function load(family: FontFamily, weight: FontWeight) {
  const key = `${family}-${weight}`;
  let entry = parsed.get(key);
  if (!entry) {
    const folder = dirname(require.resolve(`${FILES[family].package}/package.json`));
    const bytes = new Uint8Array(readFileSync(join(folder, FILES[family][weight])));
    entry = { bytes, font: parse(bytes) };
    parsed.set(key, entry);
  }
  return entry;
}

/** The font file's bytes, for `PDFDocument.embedFont`. */
export const fontBytes = (family: FontFamily, weight: FontWeight): Uint8Array => load(family, weight).bytes;

/** Whether the family has a glyph for every character of the text (white space aside). */
export function covers(family: FontFamily, text: string): boolean {
  const { font } = load(family, "regular");
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && !font.hasGlyphForCodePoint(code)) return false;
  }
  return true;
}

/** The family a document in this locale is written in. */
export const familyFor = (locale: string): FontFamily => (locale.toLowerCase().startsWith("ja") ? "jp" : "sc");

/**
 * The fontkit pdf-lib registers: it hands back the font parsed once for these files' bytes (pdf-lib
 * only reads it and makes a new subset per document), and parses any other bytes. The cast: pdf-lib
 * types the fork's font, whose members pdf-lib uses fontkit 2 has under the same names.
 */
export const cachedFontkit: Fontkit = {
  create(data: Uint8Array) {
    for (const entry of parsed.values())
      if (entry.bytes === data) return entry.font as unknown as ReturnType<Fontkit["create"]>;
    return parse(data) as unknown as ReturnType<Fontkit["create"]>;
  },
};
