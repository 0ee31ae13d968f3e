import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOGO_MARK } from "../src/components/ui/logo-mark.ts";
import { drawIcon, encodePng, themeColour } from "./logo-icon.ts";

const SIZE = 64;
/** The pixel of an icon under a point of the logo (in its 32 units), for an icon drawn at `scale`. */
function pixelAt(pixels: Buffer, [x, y]: [number, number], scale = 1): number[] {
  const toPixel = (v: number) => Math.floor(((v - 16) * scale + 16) * (SIZE / LOGO_MARK.size));
  const at = (toPixel(y) * SIZE + toPixel(x)) * 4;
  return [...pixels.subarray(at, at + 4)];
}

describe("the app icon is the logo's mark", () => {
  const brand = themeColour("brand-700");
  const gold = themeColour("gold-400");
  const white = [255, 255, 255, 255];

  it("draws the logo's dot, ring, equator and background in the theme's colours", () => {
    const icon = drawIcon(SIZE, false);
    expect(pixelAt(icon, [LOGO_MARK.dot.cx, LOGO_MARK.dot.cy])).toEqual(gold);
    expect(pixelAt(icon, [LOGO_MARK.ring.cx - LOGO_MARK.ring.r, 16])).toEqual(white);
    expect(pixelAt(icon, [12, 16])).toEqual(white);
    expect(pixelAt(icon, [12, 12])).toEqual(brand);
    expect(pixelAt(icon, [0.2, 0.2])[3]).toBe(0);
  });

  it("keeps the maskable icon's mark inside the safe zone on a full-bleed background", () => {
    const icon = drawIcon(SIZE, true);
    expect(pixelAt(icon, [0.2, 0.2], 0.8)).toEqual(brand);
    expect(pixelAt(icon, [LOGO_MARK.dot.cx, LOGO_MARK.dot.cy], 0.8)).toEqual(gold);
    for (let i = 0; i < SIZE * SIZE; i++) {
      const isMark = [...icon.subarray(i * 4, i * 4 + 4)].some((value, c) => value !== brand[c]);
      const distance = Math.hypot((i % SIZE) + 0.5 - SIZE / 2, Math.floor(i / SIZE) + 0.5 - SIZE / 2);
      if (isMark) expect(distance).toBeLessThanOrEqual(0.4 * SIZE);
    }
  });

  // Draws a 192-pixel icon in plain JS: CPU-bound, so it gets more than the default 5 s on a busy machine.
  it("is the icon in public/icons (regenerate them with scripts/make-icons.ts)", { timeout: 30_000 }, () => {
    expect(readFileSync("public/icons/icon-192.png").equals(encodePng(192, drawIcon(192, false)))).toBe(true);
  });
});
