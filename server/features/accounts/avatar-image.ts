import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import decodeWebp, { init as initWebp } from "@jsquash/webp/decode.js";
import jpeg from "jpeg-js";
import { GifReader } from "omggif";
import { PNG } from "pngjs";
import { detectImageType } from "./image-type.ts";

/** Largest picture decoded (width × height): a 2 MB file must not unpack into gigabytes. */
const AVATAR_MAX_PIXELS = 25_000_000;

type Pixels = { width: number; height: number; data: Uint8Array };
type Reencoded = { contentType: "image/jpeg" | "image/png"; bytes: Uint8Array };

const fits = (width: number, height: number) => width > 0 && height > 0 && width * height <= AVATAR_MAX_PIXELS;

/** EXIF orientation (tag 0x0112) from a JPEG's APP1 payload after "Exif\0", or 1. */
function exifOrientation(exif: Uint8Array | undefined): number {
  if (!exif || exif.length < 14) return 1;
  const tiff = exif[0] === 0 ? exif.subarray(1) : exif; // jpeg-js leaves the second NUL of "Exif\0\0"
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return 1;
    if (view.getUint16(at, little) === 0x0112) {
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** The pixels turned upright as EXIF orientation 2 to 8 says (the tag itself is not kept). */
function upright(source: Pixels, orientation: number): Pixels {
  const { width: w, height: h } = source;
  // The source pixel of the upright picture's (x, y), for each orientation.
  const sourceOf: Record<number, (x: number, y: number) => number> = {
    2: (x, y) => y * w + (w - 1 - x),
    3: (x, y) => (h - 1 - y) * w + (w - 1 - x),
    4: (x, y) => (h - 1 - y) * w + x,
    5: (x, y) => x * w + y,
    6: (x, y) => (h - 1 - x) * w + y,
    7: (x, y) => (h - 1 - x) * w + (w - 1 - y),
    8: (x, y) => x * w + (w - 1 - y),
  };
  const from = sourceOf[orientation];
  if (!from) return source;
  const width = orientation >= 5 ? h : w;
  const height = orientation >= 5 ? w : h;
  const data = new Uint8Array(width * height * 4);
  const pixels = new Uint32Array(data.buffer);
  const aligned = source.data.byteOffset % 4 === 0 ? source.data : source.data.slice();
  const sourcePixels = new Uint32Array(aligned.buffer, aligned.byteOffset, w * h);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels[y * width + x] = sourcePixels[from(x, y)] ?? 0;
  }
  return { width, height, data };
}

function decodeJpeg(bytes: Uint8Array): Pixels {
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: AVATAR_MAX_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 512,
  });
  // jpeg-js returns the EXIF payload but does not declare it.
  return upright(image, exifOrientation((image as typeof image & { exifBuffer?: Uint8Array }).exifBuffer));
}

function decodePng(bytes: Uint8Array): Pixels | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 24 || !fits(view.getUint32(16), view.getUint32(20))) return null; // IHDR
  const png = PNG.sync.read(Buffer.from(bytes));
  return { width: png.width, height: png.height, data: png.data };
}

function decodeGif(bytes: Uint8Array): Pixels | null {
  const gif = new GifReader(Buffer.from(bytes));
  if (!fits(gif.width, gif.height) || gif.numFrames() < 1) return null;
  const data = new Uint8Array(gif.width * gif.height * 4);
  gif.decodeAndBlitFrameRGBA(0, data);
  return { width: gif.width, height: gif.height, data };
}

/** The canvas of a WebP file from its first chunk (VP8, VP8L or VP8X), before decoding it. */
function webpSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8 " && bytes.length >= 30)
    return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff];
  if (chunk === "VP8L" && bytes.length >= 25) {
    const bits = view.getUint32(21, true);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === "VP8X" && bytes.length >= 30) {
    const read24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    return [read24(24) + 1, read24(27) + 1];
  }
  return [0, 0];
}

// The server's types have no DOM (ImageData) and declare WebAssembly as types only: the decoder's
// entry points with the types Node gives them.
type Rgba = { width: number; height: number; data: Uint8ClampedArray };
const decodeRgba = decodeWebp as unknown as (buffer: ArrayBuffer) => Promise<Rgba>;
const initWithModule = initWebp as unknown as (module: object) => Promise<void>;
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile: (bytes: Uint8Array) => Promise<object> };
};

let webpReady: Promise<void> | undefined;
async function decodeWebpFile(bytes: Uint8Array): Promise<Pixels | null> {
  if (!fits(...webpSize(bytes))) return null;
  webpReady ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve("@jsquash/webp/codec/dec/webp_dec.wasm");
    await initWithModule(await wasm.compile(readFileSync(wasmPath)));
  })();
  await webpReady;
  const image = await decodeRgba(new Uint8Array(bytes).buffer); // a copy: a Buffer may be a view of a pool
  return { width: image.width, height: image.height, data: new Uint8Array(image.data.buffer) };
}

/**
 * Decodes an uploaded avatar and encodes its pixels again, so that nothing of the file but the
 * picture is kept: no EXIF (GPS position, camera, dates), no text chunks, no trailing bytes. A JPEG
 * stays a JPEG (turned upright first, since its orientation tag goes); PNG, GIF (first frame) and
 * WebP become PNG. Null when the file does not decode or is too large a picture.
 */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Reencoded | null> {
  const type = detectImageType(bytes);
  try {
    if (type === "image/jpeg") {
      const pixels = decodeJpeg(bytes);
      const encoded = jpeg.encode({ width: pixels.width, height: pixels.height, data: pixels.data }, 90);
      return { contentType: "image/jpeg", bytes: new Uint8Array(encoded.data) };
    }
    const pixels =
      type === "image/png"
        ? decodePng(bytes)
        : type === "image/gif"
          ? decodeGif(bytes)
          : type === "image/webp"
            ? await decodeWebpFile(bytes)
            : null;
    if (!pixels) return null;
    const png = new PNG({ width: pixels.width, height: pixels.height });
    png.data = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
    return { contentType: "image/png", bytes: new Uint8Array(PNG.sync.write(png)) };
  } catch {
    return null;
  }
}
