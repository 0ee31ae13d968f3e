import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";

/** The header carrying the request id, in and out. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * The request's id: the one a reverse proxy passed in `x-request-id` when it looks like an id (so
 * that the proxy's log and ours agree), else 16 random hex digits.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (typeof given === "string" && /^[\w.:-]{1,64}$/.test(given)) return given;
  return randomBytes(8).toString("hex");
}

/**
 * The URL as the log keeps it: a token carried in the query string (the AI assistant's stream ticket,
 * `Authorization=`) is replaced by `(hidden)`.
 */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]authorization=)[^&#]*/gi, "$1(hidden)");
}

function isErrorEnvelope(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === "object" &&
    payload !== null &&
    "code" in payload &&
    "msg" in payload &&
    (payload as { code: unknown }).code !== 200
  );
}

/**
 * Fastify's own request lines, at `debug`: one line per request when it completes (method, URL,
 * route pattern, status, milliseconds), so that a log at `info` keeps what matters. Failures are
 * logged by the envelope's error handler.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(_error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    request.log.debug(
      {
        method: request.method,
        url: loggedUrl(request.url),
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request completed",
    );
  }
}

/**
 * Every response carries its request id (`x-request-id`), and so does an error envelope
 * (`requestId`), so that a user's report can be traced in the log, where every line of the request
 * has it (`reqId`).
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook("preSerialization", async (request, _reply, payload) =>
    isErrorEnvelope(payload) ? { ...payload, requestId: request.id } : payload,
  );
}
