import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { API_BASE } from "../../contract/constants.ts";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../lib/app-error.ts";

/** Where Prometheus scrapes; answered only when METRICS_TOKEN is set (else 404, as an unknown route). */
export const METRICS_PATH = `${API_BASE}/metrics`;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The series of one app (its own registry: API tests build many apps in one process). */
function createMetrics(context: AppContext) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "csi_" });
  const requests = new Counter({
    name: "csi_http_requests_total",
    help: "HTTP requests answered, by route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "csi_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern",
    labelNames: ["method", "route"],
    buckets: SECONDS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: "csi_db_query_duration_seconds",
    help: "Time of the database queries, by outcome",
    labelNames: ["engine", "outcome"],
    buckets: SECONDS,
    registers: [registry],
  });
  context.database.observeQueries((milliseconds, failed) =>
    queries.observe({ engine: context.database.engine, outcome: failed ? "error" : "ok" }, milliseconds / 1000),
  );
  const { poolStats } = context.database;
  if (poolStats) {
    new Gauge({
      name: "csi_db_pool_connections",
      help: "PostgreSQL pool connections: open (total), idle, and callers waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        for (const [state, value] of Object.entries(poolStats())) this.set({ state }, value);
      },
    });
  }
  new Gauge({
    name: "csi_data_loading",
    help: "1 while the bundled data is loading (first start), 0 when ready, -1 when the load failed",
    registers: [registry],
    collect() {
      const { state } = context.dataStatus;
      this.set(state === "loading" ? 1 : state === "ready" ? 0 : -1);
    },
  });
  return { registry, requests, latency };
}

/**
 * Prometheus metrics at /csi/metrics behind `Authorization: Bearer METRICS_TOKEN` (docs/OPERATIONS.md):
 * requests and their latency per route pattern (never the raw URL: one series per route, not per
 * company id), database query time, the PostgreSQL pool, the data load and the process (memory,
 * CPU, event loop). Off without METRICS_TOKEN.
 */
export function registerMetrics(app: FastifyInstance, context: AppContext): void {
  const token = context.config.metricsToken;
  if (!token) return;
  const { registry, requests, latency } = createMetrics(context);
  app.addHook("onResponse", async (request, reply) => {
    // Unknown URLs (scanners) share one series.
    const labels = { method: request.method, route: request.routeOptions.url ?? "(not found)" };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError(401, "unauthorized");
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
