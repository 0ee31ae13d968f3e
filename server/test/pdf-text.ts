import { inflateSync } from "node:zlib";
import { PDFDocument, PDFRawStream, PDFName } from "pdf-lib";

/**
 * Reads a PDF the way a test needs it: its page count and the text its pages draw (the hex strings
 * of the `Tj` operators pdf-lib writes with the standard fonts, WinAnsi), one string per page.
 */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string[]; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  const text = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents ? ("asArray" in contents ? contents.asArray() : [contents]) : [];
    return refs
      .map((ref) => {
        const stream = doc.context.lookup(ref);
        if (!(stream instanceof PDFRawStream)) return "";
        const filter = stream.dict.get(PDFName.of("Filter"));
        const raw = stream.getContents();
        const data = filter?.toString() === "/FlateDecode" ? inflateSync(raw) : Buffer.from(raw);
        return [...data.toString("latin1").matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
          .map((match) => Buffer.from(match[1] ?? "", "hex").toString("latin1"))
          .join("\n");
      })
      .join("\n");
  });
  return { pages: doc.getPageCount(), text, title: doc.getTitle() };
}
