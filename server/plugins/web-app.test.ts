import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { testConfig } from "../test/test-app.ts";
import { createDataStatus } from "../lib/data-status.ts";
import { openTestDatabase } from "../test/test-app.ts";
import { VERSION } from "../version.ts";
import { precompressDir } from "../../scripts/precompress.ts";

/** Files as a build writes them: big enough that their compressed copies are smaller. */
const SHELL = `<!doctype html><title>shell</title>${"<meta name=x content=y>".repeat(40)}`;
const SCRIPT = `console.log(1);${"export const value = 'a repeated line of code';\n".repeat(40)}`;
const WORKER = `self.addEventListener('fetch', () => {});${"// precache entry\n".repeat(40)}`;

describe("serving the built PWA", () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), "csi-web-"));
    mkdirSync(join(webDir, "assets"));
    writeFileSync(join(webDir, "index.html"), SHELL);
    writeFileSync(join(webDir, "sw.js"), WORKER);
    writeFileSync(join(webDir, "manifest.webmanifest"), "{}");
    writeFileSync(join(webDir, "assets", "index-abc123.js"), SCRIPT);
    // Too small to gain from compression: the build writes no copies of it.
    writeFileSync(join(webDir, "assets", "tiny-abc123.js"), "1");
    await precompressDir(webDir);
    const database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ webDir }),
      database,
      dataStatus: createDataStatus(),
      version: VERSION,
      serveWeb: true,
    });
    await app.ready();
    dispose = async () => {
      await app.close();
      await database.dispose();
    };
  });
  afterAll(() => dispose());

  it.each([
    ["/sw.js", "no-cache"],
    ["/index.html", "no-cache"],
    ["/manifest.webmanifest", "no-cache"],
    ["/assets/index-abc123.js", "public, max-age=31536000, immutable"],
  ])("serves %s with cache-control %s", async (url, cacheControl) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(cacheControl);
  });

  it("answers / with the app shell", async () => {
    const res = await app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>shell</title>");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a client-side route with the app shell", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/index/search/list/acme/company",
      headers: { accept: "text/html" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>shell</title>");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

  it.each([
    ["br", "br, gzip, deflate", "/assets/index-abc123.js", SCRIPT, "public, max-age=31536000, immutable"],
    ["gzip", "gzip, deflate", "/assets/index-abc123.js", SCRIPT, "public, max-age=31536000, immutable"],
    ["br", "gzip;q=0.5, br", "/sw.js", WORKER, "no-cache"],
    ["gzip", "gzip", "/index.html", SHELL, "no-cache"],
    ["br", "br", "/", SHELL, "no-cache"],
    ["br", "br", "/index/company/detals/123/background/snapshot", SHELL, "no-cache"],
    ["gzip", "gzip", "/home", SHELL, "no-cache"],
  ] as const)("sends the %s copy for Accept-Encoding %j of %s, with the file's cache rules", async (...args) => {
    const [encoding, acceptEncoding, url, original, cacheControl] = args;
    const res = await app.inject({
      method: "GET",
      url,
      headers: { accept: "text/html", "accept-encoding": acceptEncoding },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(cacheControl);
    expect(res.headers["content-type"]).toMatch(original === SHELL ? /^text\/html/ : /javascript/);
    expect(Number(res.headers["content-length"])).toBeLessThan(Buffer.byteLength(original));
    expect(decoders[encoding](res.rawPayload).toString()).toBe(original);
  });

  it.each([
    ["no Accept-Encoding", {}],
    ["identity only", { "accept-encoding": "identity" }],
  ])("sends the file as it is with %s", async (_label, headers) => {
    const res = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body).toBe(SCRIPT);
  });

  it("sends a file that has no compressed copy as it is, whatever the client accepts", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/assets/tiny-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe("1");
  });

  it("keeps API 404s in the envelope even when a page is asked for", async () => {
    const res = await app.inject({ method: "GET", url: "/csi/nothing", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});
