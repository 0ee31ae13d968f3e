/**
 * Draws the app icons (a globe ring with a magnifier handle on the brand blue) as PNGs without
 * any image tool: `node scripts/make-icons.ts` writes public/icons/. Run again only to change them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const BLUE = [11, 59, 102];
const WHITE = [255, 255, 255];
const ACCENT = [56, 189, 248];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size: number, pixel: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      raw.set([r!, g!, b!, a ?? 255], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** `safe` is the share of the icon the drawing may use (maskable icons keep a 20 % margin). */
function icon(size: number, safe: number, rounded: boolean): Buffer {
  return png(size, (px, py) => {
    const x = (px + 0.5) / size - 0.5;
    const y = (py + 0.5) / size - 0.5;
    const corner = 0.5 - 0.11;
    if (rounded) {
      const dx = Math.max(Math.abs(x) - corner, 0);
      const dy = Math.max(Math.abs(y) - corner, 0);
      if (Math.hypot(dx, dy) > 0.11) return [0, 0, 0, 0];
    }
    const s = safe / 0.8;
    const cx = x / s + 0.06;
    const cy = y / s + 0.06;
    const r = Math.hypot(cx, cy);
    const ring = r > 0.2 && r < 0.26;
    const meridian = Math.abs(cx) < 0.018 && r < 0.2;
    const equator = Math.abs(cy) < 0.018 && r < 0.2;
    const hx = x / s - 0.17;
    const hy = y / s - 0.17;
    const handle = Math.abs(hx - hy) < 0.07 && hx + hy > 0 && hx + hy < 0.28;
    if (handle) return [...ACCENT, 255];
    if (ring || meridian || equator) return [...WHITE, 255];
    return [...BLUE, 255];
  });
}

mkdirSync("public/icons", { recursive: true });
writeFileSync("public/icons/icon-192.png", icon(192, 0.8, true));
writeFileSync("public/icons/icon-512.png", icon(512, 0.8, true));
writeFileSync("public/icons/icon-maskable-512.png", icon(512, 0.6, false));
