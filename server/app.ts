import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fastifyWebsocket from "@fastify/websocket";
import { API_BASE, REQUEST_TIMEOUT_MS } from "../contract/constants.ts";
import type { AppContext } from "./app-context.ts";
import { registerRequestContext } from "./plugins/request-context.ts";
import { RequestLog, registerRequestId, requestIdFor } from "./plugins/request-log.ts";
import { clientError, frameworkError, registerEnvelope, sendNotFound } from "./plugins/envelope.ts";
import { finiteKeyword, registerFiniteNumbers } from "./plugins/finite-numbers.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerProtection } from "./plugins/protection.ts";
import { docsCsp, registerSecurityHeaders } from "./plugins/security-headers.ts";
import { hasAppShell, registerWebApp, sendAppShell } from "./plugins/web-app.ts";
import { apiRoutes, rootRoutes } from "./routes.ts";
import { backgroundJobs } from "./jobs/jobs.ts";
import { jobClockRoutes } from "./jobs/job-clock.routes.ts";
import type { JobRunner } from "./jobs/job-runner.ts";

export type BuildOptions = AppContext & {
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | object;
  /** The server's own logger (server/startup/logger.ts); replaces `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Serve the built PWA from `config.webDir` (off in API tests). */
  serveWeb?: boolean;
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance & { jobs: JobRunner }> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    genReqId: requestIdFor,
    logController: new RequestLog(),
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 4 * 1024 * 1024,
    // Per-address rate limits rely on the client address: trust forwarded headers only when told to.
    trustProxy: options.config.trustProxy,
    return503OnClosing: true,
    // Failures before routing (a URL that does not decode, headers too large) in the envelope too.
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: "array", useDefaults: true },
      plugins: [finiteKeyword],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerRequestId(app);
  registerRequestContext(app);
  registerEnvelope(app);
  registerFiniteNumbers(app);
  await registerProtection(app, options.config);
  registerAuth(app, options.database.db, options.now);
  registerMetrics(app, options);
  await registerSecurityHeaders(app, options.config.payments?.provider ?? "sandbox");

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Business information API",
        version: options.version,
        description: "Every response is the envelope {code, msg, data}; code 200 is success.",
      },
      components: { securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } } },
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: `${API_BASE}/docs`,
    staticCSP: true,
    transformStaticCSP: docsCsp,
  });

  // The notifications socket (docs/decisions/0028-realtime-notifications.md); 64 KiB is plenty for an acknowledgement.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  const jobs = backgroundJobs(app, options);
  await app.register(
    async (api) => {
      api.setNotFoundHandler(sendNotFound);
      await apiRoutes(api, options);
      jobClockRoutes(api, jobs);
    },
    { prefix: API_BASE },
  );

  await rootRoutes(app, options);
  if (options.serveWeb) await registerWebApp(app, options.config.webDir);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_BASE || request.url.startsWith(`${API_BASE}/`);
    const wantsPage = !isApi && request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    if (options.serveWeb && wantsPage && hasAppShell(options.config.webDir)) return sendAppShell(reply);
    return sendNotFound(request, reply);
  });
  return Object.assign(app, { jobs });
}
