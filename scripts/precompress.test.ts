import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDir } from "./precompress.ts";

const SCRIPT = "export const line = 'the same line again';\n".repeat(200);
const STYLE = ".a { color: red }\n".repeat(100);

function buildOutput(): string {
  const dir = mkdtempSync(join(tmpdir(), "csi-precompress-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), `<!doctype html>${"<p>text</p>".repeat(50)}`);
  writeFileSync(join(dir, "assets", "index-abc.js"), SCRIPT);
  writeFileSync(join(dir, "assets", "index-abc.css"), STYLE);
  writeFileSync(join(dir, "assets", "tiny-abc.js"), "1");
  writeFileSync(join(dir, "icon.png"), Buffer.from(SCRIPT));
  return dir;
}

describe("precompressDir", () => {
  it("writes a brotli and a gzip copy beside each text file, in sub-folders too", async () => {
    const dir = buildOutput();
    const result = await precompressDir(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, "assets", "index-abc.js.br"))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dir, "assets", "index-abc.js.gz"))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dir, "assets", "index-abc.css.gz"))).toString()).toBe(STYLE);
    expect(existsSync(join(dir, "index.html.br"))).toBe(true);
    expect(result.files).toBe(3);
    expect(result.brotliBytes).toBeLessThan(result.bytes / 10);
  });

  it("leaves images and files that do not get smaller alone", async () => {
    const dir = buildOutput();
    await precompressDir(dir);
    expect(existsSync(join(dir, "icon.png.br"))).toBe(false);
    expect(existsSync(join(dir, "assets", "tiny-abc.js.br"))).toBe(false);
    expect(existsSync(join(dir, "assets", "tiny-abc.js.gz"))).toBe(false);
  });

  it("never compresses its own copies when run again", async () => {
    const dir = buildOutput();
    await precompressDir(dir);
    await precompressDir(dir);
    expect(readdirSync(join(dir, "assets")).filter((name) => /\.(br|gz)\./.test(name))).toEqual([]);
  });
});
