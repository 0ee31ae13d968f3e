import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { testConfig } from "../test/test-app.ts";
import { createDataStatus } from "../lib/data-status.ts";
import { openTestDatabase } from "../test/test-app.ts";
import { VERSION } from "../version.ts";
import { HSTS_VALUE } from "./security-headers.ts";

async function headersApp(
  trustProxy: boolean,
  payments?: Config["payments"],
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const webDir = mkdtempSync(join(tmpdir(), "csi-headers-"));
  mkdirSync(join(webDir, "assets"));
  writeFileSync(join(webDir, "index.html"), "<!doctype html><title>shell</title>");
  writeFileSync(join(webDir, "assets", "app-abc.js"), "console.log(1)");
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig({ webDir, trustProxy, payments }),
    database,
    dataStatus: createDataStatus(),
    version: VERSION,
    serveWeb: true,
  });
  await app.ready();
  return { app, close: async () => (await app.close(), await database.dispose()) };
}

describe("finding 5: security headers", () => {
  let direct: Awaited<ReturnType<typeof headersApp>>;
  let proxied: Awaited<ReturnType<typeof headersApp>>;
  beforeAll(async () => {
    direct = await headersApp(false);
    proxied = await headersApp(true);
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it.each(["/", "/home", "/assets/app-abc.js", "/csi/health", "/csi/no-such-route", "/assets/missing.js"])(
    "%s carries a strict CSP, no framing, nosniff and no referrer",
    async (url) => {
      const res = await direct.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      // The sandbox takes the payments: nothing of Stripe's may load.
      expect(csp).not.toContain("stripe");
    },
  );

  it("allows Stripe.js, its frames and its API only when PAYMENT_PROVIDER=stripe", async () => {
    const stripe = await headersApp(false, {
      provider: "stripe",
      secretKey: "sk_test_headers",
      publishableKey: "pk_test_headers",
      webhookSecret: null,
      apiBase: null,
    });
    try {
      for (const url of ["/", "/account/addCredit", "/csi/health"]) {
        const res = await stripe.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
        const directives = Object.fromEntries(
          String(res.headers["content-security-policy"])
            .split(";")
            .map((d) => d.trim().split(/\s+/))
            .map(([name, ...sources]) => [name, sources]),
        );
        expect(directives["script-src"]).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]);
        expect(directives["frame-src"]).toEqual([
          "'self'",
          "https://js.stripe.com",
          "https://*.js.stripe.com",
          "https://hooks.stripe.com",
        ]);
        expect(directives["connect-src"]).toEqual(["'self'", "https://api.stripe.com"]);
        expect(directives["default-src"]).toEqual(["'self'"]);
        expect(directives["frame-ancestors"]).toEqual(["'none'"]);
        expect(directives["object-src"]).toEqual(["'none'"]);
        expect(String(res.headers["content-security-policy"])).not.toMatch(/unsafe-(inline|eval)/);
      }
    } finally {
      await stripe.close();
    }
  });

  it("sends HSTS only when a trusted proxy says the browser came over TLS", async () => {
    const plain = await direct.app.inject({ method: "GET", url: "/csi/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to set: no HSTS on its word.
    const spoofed = await direct.app.inject({
      method: "GET",
      url: "/csi/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    const tls = await proxied.app.inject({
      method: "GET",
      url: "/csi/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(tls.headers["strict-transport-security"]).toBe(HSTS_VALUE);
  });

  it("marks every signed-in API answer no-store, success or failure", async () => {
    const authorization = "Bearer not-a-valid-token";
    const health = await direct.app.inject({ method: "GET", url: "/csi/health", headers: { authorization } });
    expect(health.headers["cache-control"]).toBe("no-store");
    const rejected = await direct.app.inject({
      method: "GET",
      url: "/csi/user/getDashboard",
      headers: { authorization },
    });
    expect(rejected.statusCode).toBe(401);
    expect(rejected.headers["cache-control"]).toBe("no-store");
  });

  it("keeps the static files' own caching rules", async () => {
    const res = await direct.app.inject({ method: "GET", url: "/assets/app-abc.js" });
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("gives the API docs (no inline code) a policy without inline allowances or framing", async () => {
    const res = await direct.app.inject({ method: "GET", url: "/csi/docs" });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'\s*;/);
    expect(csp).not.toContain("unsafe-inline");
    expect(res.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
  });
});
