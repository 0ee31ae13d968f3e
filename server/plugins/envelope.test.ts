import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Type } from "typebox";
import type { FastifyInstance } from "fastify";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { SERVER_MESSAGES } from "../i18n/messages.ts";
import { AppError, ruleBroken } from "../lib/app-error.ts";
import { ok } from "./envelope.ts";
import { LANGUAGE_HEADER_VALUES } from "../../contract/locales.ts";

function probeRoutes(app: FastifyInstance) {
  app.post(
    "/csi/probe/echo",
    { schema: { body: Type.Object({ email: Type.String({ maxLength: 50 }), count: Type.Integer({ minimum: 1 }) }) } },
    async (request) => ok(request.body),
  );
  app.get("/csi/probe/boom", async () => {
    throw new Error("relation secret_table does not exist at 10.0.0.7");
  });
  app.get("/csi/probe/rule", async () => {
    throw ruleBroken("invalidRequest", { detail: "rule" });
  });
  app.get("/csi/probe/limited", async () => {
    throw new AppError(429, "tooManyRequests");
  });
}

describe("the response envelope", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ configure: probeRoutes });
  });
  afterAll(() => t.close());

  it("wraps success as {code: 200, msg, data}", async () => {
    const res = await t.app.inject({ method: "POST", url: "/csi/probe/echo", payload: { email: "a@b.co", count: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: "success", data: { email: "a@b.co", count: 2 } });
  });

  it("answers a validation error with 400 and a localised message naming the field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/csi/probe/echo",
      headers: { language: "ge_DE" },
      payload: { email: "a@b.co" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.data).toBeNull();
    expect(body.msg).toMatch(/^Ungültige Anfrage: .*count/);
  });

  it("answers malformed JSON with 400 in the envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/csi/probe/echo",
      headers: { "content-type": "application/json" },
      payload: "{oops",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it("answers an unknown API route with 404 in the envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/no/such/route", headers: { language: "fa_FA" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      msg: SERVER_MESSAGES.notFound.fr,
      data: null,
      requestId: expect.any(String),
    });
  });

  it("answers an unknown route outside the API with 404 in the envelope when no page is asked for", async () => {
    const res = await t.app.inject({ method: "GET", url: "/nowhere" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });

  it("answers a thrown error with 500 and never leaks its internals", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/probe/boom" });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ code: 500, msg: SERVER_MESSAGES.internal.en, data: null, requestId: expect.any(String) });
    expect(res.body).not.toMatch(/secret_table|10\.0\.0\.7|stack/);
  });

  it("answers a broken domain rule with HTTP 400 and code -1", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/probe/rule" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: -1, data: null });
  });

  it("answers 429 in the envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/probe/limited", headers: { language: "ja_JP" } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 429,
      msg: SERVER_MESSAGES.tooManyRequests.ja,
      data: null,
      requestId: expect.any(String),
    });
  });

  it.each(Object.entries(LANGUAGE_HEADER_VALUES))("maps the language header %s to %s", async (header, locale) => {
    const res = await t.app.inject({ method: "GET", url: "/csi/no/such/route", headers: { language: header } });
    expect(res.json().msg).toBe(SERVER_MESSAGES.notFound[locale]);
  });

  it("falls back to English for a missing or unknown language header", async () => {
    for (const headers of [{}, { language: "xx_XX" }]) {
      const res = await t.app.inject({ method: "GET", url: "/csi/no/such/route", headers });
      expect(res.json().msg).toBe(SERVER_MESSAGES.notFound.en);
    }
  });

  it("serves the OpenAPI document and its UI at /csi/docs", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/csi/docs/json" });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json().paths)).toContain("/csi/health");
    const ui = await t.app.inject({ method: "GET", url: "/csi/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toMatch(/html/);
  });
});
