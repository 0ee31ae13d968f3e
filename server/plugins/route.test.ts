import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Type } from "typebox";
import type { FastifyInstance } from "fastify";
import { defineEndpoints } from "../../contract/endpoint.ts";
import { allEndpoints } from "../../contract/endpoints.ts";
import { API_BASE } from "../../contract/constants.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { ok } from "./envelope.ts";
import { route } from "./route.ts";

const probe = defineEndpoints("probe", {
  echo: {
    method: "POST",
    path: "/probe/echo",
    summary: "Echoes a count",
    body: Type.Object({ name: Type.String({ maxLength: 10 }), count: Type.Integer({ minimum: 1 }) }),
    response: Type.Object({ name: Type.String(), count: Type.Integer() }),
    auth: "none",
  },
  find: {
    method: "GET",
    path: "/probe/find",
    summary: "Reads a query",
    query: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })) }),
    response: Type.Object({ page: Type.Integer(), signedIn: Type.Boolean() }),
    auth: "optional",
  },
  mine: {
    method: "GET",
    path: "/probe/mine",
    summary: "Needs a session",
    response: Type.String(),
    auth: "required",
  },
});

function probeRoutes(app: FastifyInstance): void {
  void app.register(
    async (api) => {
      // The extra field is not in the response schema: the reply's serialiser drops it.
      route(api, probe.echo, async (request) => ok({ ...request.body, secret: "not sent" }));
      route(api, probe.find, async (request) => ok({ page: request.query.page ?? 0, signedIn: request.user !== null }));
      route(api, probe.mine, async (request) => ok(request.user?.id ?? ""));
    },
    { prefix: API_BASE },
  );
}

type OpenApi = { paths: Record<string, Record<string, unknown>> };
const openApiOf = (app: FastifyInstance) => (app as unknown as { swagger: () => OpenApi }).swagger();

let t: TestApp;
beforeAll(async () => {
  // The development mailbox is routed only when asked for (DEV_MAILBOX=1): on here, so every endpoint is.
  t = await createTestApp({ configure: probeRoutes, config: { devMailbox: true } });
}, 300_000);
afterAll(() => t.close());

describe("route(): a route registered from its endpoint", () => {
  it("answers the envelope with the endpoint's data, serialised by its response schema", async () => {
    const res = await t.app.inject({ method: "POST", url: "/csi/probe/echo", payload: { name: "a", count: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: "success", data: { name: "a", count: 2 } });
  });

  it("validates the query with its schema's defaults, and reads an optional session without asking for one", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/probe/find" });
    expect(res.json()).toEqual({ code: 200, msg: "success", data: { page: 1, signedIn: false } });
  });

  it("answers a wrong body with the 400 envelope naming the field", async () => {
    const res = await t.app.inject({ method: "POST", url: "/csi/probe/echo", payload: { name: "a", count: 0 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 400, data: null });
    expect(body.msg).toContain("count");
  });

  it("registers only the endpoint's method", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/probe/echo" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it("answers 401 in the envelope when the endpoint needs a session and none came", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/probe/mine" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, data: null });
  });

  it("documents the route in OpenAPI from the endpoint: tag, summary, failures, security", () => {
    expect(openApiOf(t.app).paths["/csi/probe/mine"]?.get).toMatchObject({
      tags: ["probe"],
      summary: "Needs a session",
      security: [{ token: [] }],
      responses: { 200: expect.anything(), 400: expect.anything(), 401: expect.anything(), 403: expect.anything() },
    });
  });
});

describe("the API is the contract", () => {
  it("has a route for every endpoint of the contract's maps", () => {
    const endpoints = allEndpoints().filter((endpoint) => !endpoint.hidden);
    expect(endpoints.length).toBeGreaterThan(80);
    const missing = endpoints.filter(
      (endpoint) => !t.app.hasRoute({ method: endpoint.method, url: `${API_BASE}${endpoint.path}` }),
    );
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it("documents no API route outside the contract", () => {
    const contract = new Set(allEndpoints().map((endpoint) => `${endpoint.method} ${API_BASE}${endpoint.path}`));
    const documented = Object.entries(openApiOf(t.app).paths)
      .filter(([path]) => !path.startsWith(`${API_BASE}/probe/`))
      // OpenAPI writes a path parameter `{dataset}`; the contract, as Fastify, `:dataset`.
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
      );
    expect(documented.length).toBeGreaterThan(80);
    expect(documented.filter((call) => !contract.has(call))).toEqual([]);
  });
});
