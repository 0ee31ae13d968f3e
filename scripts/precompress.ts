import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts (png, woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;

export type PrecompressResult = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of `dir`, each only when it is smaller than the file. The server sends them as they are
 * (`Content-Encoding`), so a request costs no compression time and gets the best ratio.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const compressNext = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length >= content.length && gz.length >= content.length) continue;
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      result.files += 1;
      result.bytes += content.length;
      result.brotliBytes += Math.min(br.length, content.length);
      result.gzipBytes += Math.min(gz.length, content.length);
    }
  };
  // zlib works on libuv's thread pool (4 threads): a few files at a time use every core.
  await Promise.all(Array.from({ length: 4 }, compressNext));
  return result;
}

/**
 * Vite plugin: precompresses the build output once everything is written, the service worker
 * included (vite-plugin-pwa writes it in its own closeBundle, which runs before this "post" one).
 * The `.br`/`.gz` files do not match the service worker's precache patterns, so it never lists them.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: "csi:precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (!config || config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const { files, bytes, brotliBytes, gzipBytes } = await precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
        config.logger.info(
          `precompressed ${files} files: ${kb(bytes)} -> brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`,
        );
      },
    },
  };
}
