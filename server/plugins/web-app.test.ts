import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createDataStatus } from "../features/data/data.status.ts";
import { openTestDatabase } from "../test/test-app.ts";
import { VERSION } from "../version.ts";

describe("serving the built PWA", () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), "csi-web-"));
    mkdirSync(join(webDir, "assets"));
    writeFileSync(join(webDir, "index.html"), "<!doctype html><title>shell</title>");
    writeFileSync(join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(join(webDir, "manifest.webmanifest"), "{}");
    writeFileSync(join(webDir, "assets", "index-abc123.js"), "console.log(1)");
    const database = await openTestDatabase();
    app = await buildApp({
      config: { ...loadConfig({}), webDir },
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

  it("keeps API 404s in the envelope even when a page is asked for", async () => {
    const res = await app.inject({ method: "GET", url: "/csi/nothing", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});
