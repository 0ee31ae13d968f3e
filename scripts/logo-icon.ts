/**
 * The app icons drawn from the Logo component's mark (src/components/ui/logo-mark.ts) in the theme's
 * colours (src/styles.css), as PNGs, without any image tool. scripts/make-icons.ts writes them.
 */
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { LOGO_MARK } from "../src/components/ui/logo-mark.ts";

type Rgba = [number, number, number, number];
type Point = readonly [number, number];

/** A colour of the theme (`--color-<name>` in src/styles.css). */
export function themeColour(name: string, css = readFileSync("src/styles.css", "utf8")): Rgba {
  const hex = new RegExp(`--color-${name}:\\s*#([0-9a-f]{6})`, "i").exec(css)?.[1];
  if (!hex) throw new Error(`--color-${name} is not in src/styles.css`);
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).concat(255) as Rgba;
}

const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

function cubicPoints([p0, p1, p2, p3]: readonly [Point, Point, Point, Point], steps = 48): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const [a, b, c, d] = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3];
    return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]] as const;
  });
}

/** The meridian as straight pieces, and the box around it (a point outside is farther than a stroke). */
const MERIDIAN: [Point, Point][] = LOGO_MARK.meridian.flatMap((curve) => {
  const points = cubicPoints(curve);
  return points.slice(1).map((point, i): [Point, Point] => [points[i]!, point]);
});
const MERIDIAN_X = LOGO_MARK.meridian.flat().map(([x]) => x);

function isOnLines(x: number, y: number, half: number): boolean {
  if (distanceToSegment([x, y], ...LOGO_MARK.equator) <= half) return true;
  if (x < Math.min(...MERIDIAN_X) - half || x > Math.max(...MERIDIAN_X) + half) return false;
  return MERIDIAN.some(([a, b]) => distanceToSegment([x, y], a, b) <= half);
}

function isInRoundedSquare(x: number, y: number): boolean {
  const { size, cornerRadius: r } = LOGO_MARK;
  if (x < 0 || y < 0 || x > size || y > size) return false;
  const dx = Math.max(r - x, x - (size - r), 0);
  const dy = Math.max(r - y, y - (size - r), 0);
  return Math.hypot(dx, dy) <= r;
}

/** The colour of the mark at a point in logo units; a maskable icon has no rounded corners. */
function markColour(x: number, y: number, maskable: boolean, brand: Rgba, gold: Rgba): Rgba {
  const { ring, dot, strokeWidth } = LOGO_MARK;
  if (!maskable && !isInRoundedSquare(x, y)) return CLEAR;
  if (Math.hypot(x - dot.cx, y - dot.cy) <= dot.r) return gold;
  const half = strokeWidth / 2;
  if (Math.abs(Math.hypot(x - ring.cx, y - ring.cy) - ring.r) <= half) return WHITE;
  if (isOnLines(x, y, half)) return WHITE;
  return brand;
}

/**
 * RGBA pixels of a `size` icon, 4x4 samples a pixel. The "any" icon is the mark itself; the
 * maskable one draws it on a full-bleed background at 80 %, inside the 40 % radius safe zone.
 */
export function drawIcon(size: number, maskable: boolean): Buffer {
  const [brand, gold] = [themeColour("brand-700"), themeColour("gold-400")];
  const scale = maskable ? 0.8 : 1;
  const units = LOGO_MARK.size / (size * scale);
  const offset = (LOGO_MARK.size - LOGO_MARK.size / scale) / 2;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let s = 0; s < 16; s++) {
        const x = offset + (px + ((s % 4) + 0.5) / 4) * units;
        const y = offset + (py + (Math.floor(s / 4) + 0.5) / 4) * units;
        const colour = markColour(x, y, maskable, brand, gold);
        for (let c = 0; c < 3; c++) sum[c]! += colour[c]! * colour[3];
        sum[3]! += colour[3];
      }
      const alpha = sum[3]!;
      const rgb = [0, 1, 2].map((c) => (alpha ? Math.round(sum[c]! / alpha) : 0));
      pixels.set([...rgb, Math.round(alpha / 16)], (py * size + px) * 4);
    }
  }
  return pixels;
}

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

/** An 8-bit RGBA PNG of square `pixels`. */
export function encodePng(size: number, pixels: Buffer): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) pixels.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
