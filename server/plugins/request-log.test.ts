import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { testConfig } from "../test/test-app.ts";
import { createDataStatus } from "../lib/data-status.ts";
import { openTestDatabase } from "../test/test-app.ts";
import { VERSION } from "../version.ts";

describe("request ids: in the response header, in error envelopes and in every log line", () => {
  const logLines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(
          ...chunk
            .toString()
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line) as Record<string, unknown>),
        );
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      database,
      dataStatus: createDataStatus(),
      version: VERSION,
      loggerInstance: pino({ level: "debug" }, sink),
    });
    await app.ready();
    dispose = async () => {
      await app.close();
      await database.dispose();
    };
  });
  afterAll(() => dispose());

  it("gives each response a fresh id, and an error envelope carries it too", async () => {
    const first = await app.inject({ url: "/csi/no-such-route" });
    const second = await app.inject({ url: "/csi/no-such-route" });
    const id = first.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(second.headers["x-request-id"]).not.toBe(id);
    expect(first.json()).toEqual({ code: 404, msg: expect.any(String) as string, data: null, requestId: id });
  });

  it("keeps requestId through a route's response schema (a validation error)", async () => {
    const response = await app.inject({ url: "/csi/company/search?keword=7" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null, requestId: response.headers["x-request-id"] });
  });

  it("takes the id a reverse proxy passed when it looks like one, else makes its own", async () => {
    const passed = await app.inject({ url: "/csi/health", headers: { "x-request-id": "edge-42.a" } });
    expect(passed.headers["x-request-id"]).toBe("edge-42.a");
    expect(passed.json()).not.toHaveProperty("requestId");
    const odd = await app.inject({ url: "/csi/health", headers: { "x-request-id": "<script>" } });
    expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);
  });

  it("logs each request at debug with its route pattern, and every request line has the id", async () => {
    const response = await app.inject({ url: "/csi/health", headers: { "x-request-id": "trace-me" } });
    expect(response.statusCode).toBe(200);
    const lines = logLines.filter((line) => line.reqId === "trace-me");
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 20, msg: "request completed", route: "/csi/health", status: 200 }),
    );
    const requestLines = logLines.filter((line) => "req" in line || "res" in line || line.msg === "request completed");
    expect(requestLines.every((line) => typeof line.reqId === "string")).toBe(true);
    expect(logLines.filter((line) => (line.level as number) >= 30 && line.msg === "request completed")).toEqual([]);
  });
});
