import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyUnderPressure from "@fastify/under-pressure";
import { API_BASE } from "../../contract/constants.ts";
import type { Config } from "../config.ts";
import { AppError } from "../lib/app-error.ts";

/** Seconds a client is asked to wait when the server sheds load. */
const BUSY_RETRY_SECONDS = 10;

/**
 * The routes anyone may call whose cost grows with the input: the company search (the
 * autocomplete is the same route with ieflag=1), its facets, and the export. Requests a minute
 * per client address, from the configuration.
 */
function limitedRoutes(config: Config): Record<string, number> {
  return {
    [`${API_BASE}/company/search`]: config.searchRateLimit,
    [`${API_BASE}/company/filters`]: config.searchRateLimit,
    [`${API_BASE}/company/export`]: config.exportRateLimit,
  };
}

/**
 * Protection of the server as a whole (issue 20): per-client rate limits on the costly anonymous
 * routes, and 503 while the event loop lags (`@fastify/under-pressure`). Both fail with an
 * AppError, so the envelope's error handler writes the answer and its Retry-After. Registered
 * before the routes (the rate limits attach to routes as they are added).
 */
export async function registerProtection(app: FastifyInstance, config: Config): Promise<void> {
  const limits = limitedRoutes(config);
  app.addHook("onRoute", (route) => {
    const max = limits[route.url];
    if (max) route.config = { ...route.config, rateLimit: { max, timeWindow: 60_000 } };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // The address Fastify resolved (TRUST_PROXY decides whether X-Forwarded-For counts).
    keyGenerator: (request: FastifyRequest) => request.ip,
    addHeaders: { "retry-after": false },
    errorResponseBuilder: (_request, context) =>
      new AppError(429, "tooManyRequests", { values: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
  if (config.maxEventLoopDelayMs > 0) {
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      pressureHandler: () =>
        Promise.reject(new AppError(503, "serverBusy", { values: { seconds: BUSY_RETRY_SECONDS } })),
    });
  }
}
