import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { freshIp, signedInUser } from "../features/accounts/accounts.test-helpers.ts";

/**
 * Finding 9 (issue 20): every route of the OpenAPI document gets generated malformed input
 * (wrong types, huge and non-finite numbers, long and odd Unicode, missing and extra fields, wrong
 * content types). No answer may be a 5xx, and every JSON answer is the envelope.
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[] };
type Parameter = { name: string; in: "query" | "path" | "header"; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Route = { method: string; path: string; operation: Operation };

const RUNS_PER_ROUTE = 15;
/** Sentinels replaced in the raw JSON text: JSON.stringify cannot write these numbers. */
const NON_FINITE = { '"§inf§"': "1e999", '"§-inf§"': "-1e999", '"§big§"': "1".padEnd(400, "0") };

const oddText = fc.constantFrom(
  "Infinity",
  "-Infinity",
  "NaN",
  "1e999",
  "-1e999",
  "9".repeat(400),
  "-0",
  "0x1F",
  "",
  " ",
  "null",
  "true",
  "[]",
  "{}",
  "%00",
  "\u0000",
  "\uFEFF\u202E",
  "\uD800",
  "../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "🏳️‍🌈".repeat(60),
  "Ω≈ç√∫˜µ≤≥÷".repeat(100),
  "a".repeat(20_000),
);
const text = fc.oneof(
  oddText,
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 50 }),
);
const number = fc.oneof(
  fc.constantFrom(
    "§inf§",
    "§-inf§",
    "§big§",
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    -1,
    0,
    0.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  number,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(text, number), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(text, number), { maxKeys: 3 }),
);

/** An object over the schema's fields, each one missing or of any type, plus sometimes an unknown field. */
function fields(schema: Schema | undefined, of: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema?.properties ?? {});
  const known = fc.record(Object.fromEntries(names.map((name) => [name, of])), { requiredKeys: [] });
  return fc
    .tuple(known, fc.option(fc.tuple(fc.constantFrom("__proto__", "constructor", "extra", "x".repeat(300)), of)))
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

const queryValue = fc.oneof(text, number.map(String), fc.array(text, { minLength: 2, maxLength: 3 }));

function rawJson(body: unknown): string {
  let json = JSON.stringify(body) ?? "null";
  for (const [sentinel, raw] of Object.entries(NON_FINITE)) json = json.split(sentinel).join(raw);
  return json;
}

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=utf-16",
  "application/xml",
);
const bodyShape = fc.oneof(
  { weight: 4, arbitrary: fc.constant("fields" as const) },
  { weight: 1, arbitrary: value.map((v) => ({ other: v })) },
);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function requestFor(route: Route, token: string): fc.Arbitrary<InjectOptions> {
  const parameters = route.operation.parameters ?? [];
  const query = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === "query").map((p) => [p.name, queryValue])),
    { requiredKeys: [] },
  );
  const path = fc.record(Object.fromEntries(parameters.filter((p) => p.in === "path").map((p) => [p.name, text])));
  const bodySchema = Object.values(route.operation.requestBody?.content ?? {})[0]?.schema;
  const hasBody = route.method !== "GET" && route.method !== "HEAD";
  return fc
    .record({
      query,
      path,
      body: fields(bodySchema, value),
      shape: bodyShape,
      type: contentType,
      signedIn: fc.boolean(),
    })
    .map(({ query, path, body, shape, type, signedIn }) => {
      // A lone surrogate cannot be percent-encoded (URIError): it is sent as U+FFFD, as a browser would.
      const segment = (name: string) => encodeURIComponent(String(path[name] ?? "x").replace(LONE_SURROGATE, "\uFFFD"));
      const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => segment(name));
      const search = new URLSearchParams();
      for (const [name, v] of Object.entries(query)) for (const one of [v].flat()) search.append(name, String(one));
      const payload = shape === "fields" ? body : shape.other;
      return {
        method: route.method,
        url: `${url}?${search.toString()}`,
        remoteAddress: freshIp(),
        headers: { ...(signedIn ? { authorization: token } : {}), ...(hasBody ? { "content-type": type } : {}) },
        ...(hasBody
          ? { payload: type.startsWith("application/json") ? rawJson(payload) : String(rawJson(payload)) }
          : {}),
      };
    });
}

/** Every operation of the OpenAPI document, but the documentation's own pages. */
function routesOf(document: { paths?: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

describe("finding 9: fuzzing every route of the OpenAPI document", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await signedInUser(t, "fuzz@example.com"));
  });
  afterAll(() => t.close());

  it("answers malformed input on every route without a 5xx, always in the envelope", { timeout: 120_000 }, async () => {
    const routes = routesOf(t.app.swagger() as never).filter((route) => !route.path.startsWith("/csi/docs"));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(requestFor(route, token), async (request) => {
          const res = await t.app.inject(request);
          const url = typeof request.url === "string" ? request.url : JSON.stringify(request.url);
          const where = `${request.method} ${url} (${res.statusCode})`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
          const isJson = String(res.headers["content-type"] ?? "").startsWith("application/json");
          if (res.statusCode >= 400 && !isJson) failures.push(`${where}: not JSON`);
          if (isJson) {
            const body = res.json<{ code?: unknown; msg?: unknown; data?: unknown }>();
            const isEnvelope = typeof body.code === "number" && typeof body.msg === "string" && "data" in body;
            if (!isEnvelope || (res.statusCode >= 400 && body.data !== null))
              failures.push(`${where}: not the envelope`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20_000 + index },
      );
    }
    expect(failures).toEqual([]);
  });
});
