import type { Plugin } from "ajv";
import type { FastifyInstance } from "fastify";

/**
 * Ajv lets `Infinity` through `integer` and `number`: the query `page=Infinity` (or `1e999`, which
 * parses to Infinity) is coerced to a number, and Ajv skips `minimum`/`maximum` for non-finite
 * numbers (`if (isFinite(x)) { bounds }`), so even `maximum: 50` accepts it. Every number a request
 * may carry therefore gets the `x-finite` keyword (below) and bounds of ± the largest safe integer,
 * which also keeps huge values away from SQL (`bigint` overflow) and JavaScript arithmetic. Done once
 * here, on every route's request schemas as it is registered, instead of in each contract schema.
 */
const LIMIT = Number.MAX_SAFE_INTEGER;
const FINITE = "x-finite";

type FiniteCheck = ((schema: boolean, data: unknown) => boolean) & { errors?: object[] };

const checkFinite: FiniteCheck = (schema, data) => {
  checkFinite.errors = [{ keyword: FINITE, message: "must be a finite number", params: {} }];
  return !schema || typeof data !== "number" || Number.isFinite(data);
};

/** The Ajv plugin that knows `x-finite` (passed to Fastify as `ajv.plugins`). */
export const finiteKeyword: Plugin<unknown> = (ajv) =>
  ajv.addKeyword({ keyword: FINITE, schemaType: "boolean", errors: true, validate: checkFinite });

const REQUEST_PARTS = ["querystring", "params", "body", "headers"] as const;

function isNumeric(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.includes("integer") || types.includes("number");
}

/** A copy of the schema in which every number has a finite lower and upper bound. */
export function boundNumbers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => boundNumbers(item)) as T;
  if (schema === null || typeof schema !== "object") return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = boundNumbers(value);
  if (isNumeric(copy.type)) {
    copy[FINITE] = true;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = -LIMIT;
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = LIMIT;
  }
  return copy as T;
}

/** Bounds the numbers of every route registered after this call (an `onRoute` hook, before compilation). */
export function registerFiniteNumbers(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const schema = route.schema;
    if (!schema) return;
    const bounded: Record<string, unknown> = { ...schema };
    for (const part of REQUEST_PARTS) if (schema[part]) bounded[part] = boundNumbers(schema[part]);
    route.schema = bounded;
  });
}
