import { request as httpRequest } from "node:http";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { testConfig } from "../test/test-app.ts";
import { createDataStatus } from "../lib/data-status.ts";
import { openTestDatabase } from "../test/test-app.ts";
import { VERSION } from "../version.ts";

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request sent as written (no URL normalisation), over a real socket. */
function raw(port: number, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

function expectEnvelope(body: string, code: number) {
  // requestId comes with every answer that reached routing; failures before it (431, bad URLs) have none.
  const { requestId: _requestId, ...parsed } = JSON.parse(body) as {
    code: number;
    msg: string;
    data: unknown;
    requestId?: string;
  };
  expect(parsed).toEqual({ code, msg: expect.any(String), data: null });
  return parsed;
}

describe("finding 8: edges", () => {
  let app: FastifyInstance;
  let port: number;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), "csi-edges-"));
    mkdirSync(join(webDir, "assets"));
    writeFileSync(join(webDir, "index.html"), "<!doctype html><title>shell</title>");
    writeFileSync(join(webDir, "assets", "app-abc.js"), "console.log(1)");
    const database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ webDir }),
      database,
      dataStatus: createDataStatus(),
      version: VERSION,
      serveWeb: true,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
    dispose = async () => {
      await app.close();
      await database.dispose();
    };
  });
  afterAll(() => dispose());

  it.each([
    "/csi/company/search?searchname=acme&page=Infinity",
    "/csi/company/search?searchname=acme&page=1e999",
    "/csi/company/search?searchname=acme&page=-Infinity",
    "/csi/company/search?searchname=acme&page=99999999999999999999",
    "/csi/collection/showItems?id=1&pageSize=Infinity",
    "/csi/user/showLoginHistoryDataByYM?year=Infinity&month=1",
  ])("finite numbers only: %s answers 400 in the envelope", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, 400);
  });

  it("finite numbers only: a JSON body's 1e999 is refused", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/csi/user/sendEmailVerification",
      headers: { "content-type": "application/json" },
      payload: '{"email":"a@example.com","source":1e999}',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, 400);
  });

  it("a body of a content type no route reads answers 415 in the envelope", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/csi/user/sendEmailVerification",
      headers: { "content-type": "application/x-evil-<script>" },
      payload: "x",
    });
    expect(res.statusCode).toBe(415);
    expect(expectEnvelope(res.body, 415).msg).not.toContain("evil");
  });

  it("a body that is not JSON answers 400 without repeating it", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/csi/user/sendEmailVerification",
      headers: { "content-type": "application/json" },
      payload: '{"email": <img src=x>',
    });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.body, 400).msg).not.toContain("img");
  });

  it("a body over the limit answers 413 in the envelope", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/csi/user/sendEmailVerification",
      headers: { "content-type": "application/json" },
      payload: `{"email":"${"a".repeat(5 * 1024 * 1024)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.body, 413);
  });

  it("a 100 kB header answers 431 in the envelope", async () => {
    const res = await raw(port, "/csi/health", { "x-big": "a".repeat(100_000) });
    expect(res.status).toBe(431);
    expectEnvelope(res.body, 431);
  });

  it("a URL that does not decode answers 400 in the envelope without echoing it", async () => {
    const res = await raw(port, "/csi/company/%E0%A4%A<script>");
    expect(res.status).toBe(400);
    expect(expectEnvelope(res.body, 400).msg).not.toMatch(/script|%E0/i);
  });

  it.each([
    "/assets/../index.html",
    "/assets/..%2f..%2fetc/passwd",
    "/../../etc/passwd",
    "/assets/%2e%2e/%2e%2e/etc/passwd",
  ])("path traversal %s answers 404, never 403", async (path) => {
    const res = await raw(port, path);
    expect(res.status === 404 || res.status === 200).toBe(true);
    if (res.status === 404) expectEnvelope(res.body, 404);
    else expect(res.body).toContain("<title>shell</title>");
  });
});
