/** Raised when a file is not text in an encoding the importers read (UTF-16, binary, compressed). */
export class EncodingError extends Error {}

export type DecodedText = { text: string; encoding: "utf-8" | "windows-1252"; endMarker: boolean };

const utf8 = new TextDecoder("utf-8", { fatal: true });
const cp1252 = new TextDecoder("windows-1252");

/**
 * Decodes a data file: UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise
 * Windows-1252, the superset of Latin-1 that OFAC, the EU and OFSI files use. UTF-16 and binary
 * input are refused with a clear message instead of being read as garbage. A trailing Ctrl-Z
 * (OFAC's end-of-file marker) is removed and reported as `endMarker`.
 */
export function decodeText(bytes: Uint8Array, fileName: string): DecodedText {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    throw new EncodingError(`${fileName}: the file is UTF-16; save it as UTF-8 or Latin-1 and import it again`);
  }
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
    throw new EncodingError(`${fileName}: the file is gzip-compressed; name it *.gz or unpack it first`);
  }
  const sample = bytes.subarray(0, 4096);
  let zeros = 0;
  for (const b of sample) if (b === 0) zeros++;
  if (zeros > 0) {
    throw new EncodingError(
      `${fileName}: the file holds NUL bytes (${zeros} in the first ${sample.length}); it is binary or UTF-16, not a text export`,
    );
  }
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d || bytes[end - 1] === 0x20)) end--;
  const endMarker = end > 0 && bytes[end - 1] === 0x1a;
  let body = bytes;
  if (endMarker) body = bytes.subarray(0, end - 1);
  const hasBom = body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
  if (hasBom) body = body.subarray(3);
  try {
    return { text: utf8.decode(body), encoding: "utf-8", endMarker };
  } catch {
    return { text: cp1252.decode(body), encoding: "windows-1252", endMarker };
  }
}
