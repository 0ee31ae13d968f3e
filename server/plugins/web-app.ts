import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";

/** Files the browser must re-check on every load, or an update would never reach it. */
const ALWAYS_REVALIDATE = /(^|\/)(sw\.js|workbox-[\w-]+\.js|registerSW\.js|[^/]+\.html|manifest\.webmanifest)$/;

/** The precompressed copies the build writes beside each text file (scripts/precompress.ts). */
const ENCODED_COPY = /\.(br|gz)$/;

/**
 * Serves the built PWA: hashed assets cached for a year, the service worker, html and manifest
 * never cached. Each file goes out as its brotli or gzip copy when the client accepts it (with
 * `Vary: Accept-Encoding`), else as it is. `npm start` may still be building it when the server
 * starts: files are read per request, so they are served as soon as they exist.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  mkdirSync(webDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    // `/` is the app shell too (the client redirects it to /home).
    index: ["index.html"],
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, sentPath) => {
      // @fastify/static 10 passes the Fastify reply here, not the raw response.
      const reply = res;
      // The rules are those of the file, whichever copy of it is sent.
      const path = sentPath.replace(ENCODED_COPY, "");
      if (ALWAYS_REVALIDATE.test(path)) reply.header("cache-control", "no-cache");
      else if (path.includes(`${join(webDir, "assets")}`))
        reply.header("cache-control", "public, max-age=31536000, immutable");
      else reply.header("cache-control", "public, max-age=3600");
    },
  });
}

export function hasAppShell(webDir: string): boolean {
  return existsSync(join(webDir, "index.html"));
}

/** Answers a client-side route (any GET outside the API) with the app shell, compressed as the files are. */
export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
}
