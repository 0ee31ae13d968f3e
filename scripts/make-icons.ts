/**
 * Writes the installed app's icons (public/icons/) from the Logo component's mark:
 * `node --import tsx scripts/make-icons.ts`. Run again when the logo changes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { drawIcon, encodePng } from "./logo-icon.ts";

mkdirSync("public/icons", { recursive: true });
for (const [file, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
] as const) {
  writeFileSync(`public/icons/${file}`, encodePng(size, drawIcon(size, maskable)));
}
