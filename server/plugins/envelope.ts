import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localeFromHeader } from "../../contract/locales.ts";
import { ResultCode } from "../../contract/envelope.ts";
import { AppError } from "../lib/app-error.ts";
import { translate } from "../i18n/messages.ts";
import { loggedUrl } from "./request-log.ts";

/** The success envelope. */
export function ok<T>(data: T, msg = "success"): { code: 200; msg: string; data: T } {
  return { code: ResultCode.ok, msg, data };
}

function send(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply.status(status).send({ code, msg, data: null });
}

/** PostgreSQL's "canceling statement due to statement timeout" (PGlite's is raised by pglite-remote.ts). */
const STATEMENT_TIMEOUT = "57014";

/** A text over its length limit gets its own sentence (the search box's 200 characters, names, notes). */
function tooLong(error: FastifyError, locale: FastifyRequest["locale"]): string | null {
  const first = error.validation?.[0];
  if (first?.keyword !== "maxLength") return null;
  const field = first.instancePath.replace(/^\//, "").replace(/\//g, ".") || (error.validationContext ?? "");
  const max = Number((first.params as { limit?: number }).limit);
  return translate(locale, "textTooLong", { field, max });
}

function validationDetail(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = first.instancePath ? first.instancePath.replace(/^\//, "").replace(/\//g, ".") : "";
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const field = [error.validationContext, where || missing].filter(Boolean).join(" ");
  return `${field} ${first.message ?? ""}`.trim();
}

/**
 * Every failure leaves as the spec's envelope `{code, msg, data: null}` with a localised `msg`:
 * validation errors (400), AppErrors (their status) and anything thrown (500,
 * logged, never leaked).
 */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      // The one place Retry-After is set: rate limits (429) and load shedding (503) give the seconds.
      const seconds = error.values.seconds;
      if ((error.statusCode === 429 || error.statusCode === 503) && typeof seconds === "number") {
        reply.header("retry-after", String(seconds));
      }
      return send(reply, error.statusCode, error.code, translate(locale, error.messageKey, error.values));
    }
    if ((error as { code?: unknown }).code === STATEMENT_TIMEOUT) {
      request.log.warn({ url: loggedUrl(request.url) }, "statement timeout");
      return send(reply, 503, ResultCode.unavailable, translate(locale, "queryTimeout"));
    }
    if (error.validation) {
      const message = tooLong(error, locale);
      if (message) return send(reply, 400, ResultCode.badRequest, message);
      const detail = validationDetail(error);
      return send(reply, 400, ResultCode.badRequest, translate(locale, "invalidRequest", { detail }));
    }
    // `..` or another non-canonical path to a static file: it does not exist. Not 403, which the
    // app reads as "signed in on another device".
    if (error.code === "FST_STATIC_FORBIDDEN_PATH") return sendNotFound(request, reply);
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 413, ResultCode.payloadTooLarge, translate(locale, "payloadTooLarge"));
    if (status === 429) return send(reply, 429, ResultCode.tooManyRequests, translate(locale, "tooManyRequests"));
    if (status === 415) return send(reply, 415, 415, translate(locale, "unsupportedMediaType"));
    if (status === 400 && (error.code?.startsWith("FST_ERR_CTP_") || error instanceof SyntaxError)) {
      // A body that does not parse: its text is never repeated back.
      return send(reply, 400, ResultCode.badRequest, translate(locale, "malformedBody"));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's mistake, safe to describe.
      return send(reply, status, status, translate(locale, "invalidRequest", { detail: error.message }));
    }
    request.log.error({ err: error }, "request failed");
    return send(reply, 500, ResultCode.internal, translate(locale, "internal"));
  });
}

/**
 * Fastify's own early failures, before any route or hook runs (a URL that does not decode, a route
 * parameter over its limit): the envelope, never the URL echoed back.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const key = error.code === "FST_ERR_BAD_URL" ? "malformedUrl" : "badRequest";
  void send(reply, 400, ResultCode.badRequest, translate(localeOf(request), key));
}

function localeOf(request: FastifyRequest) {
  const header = request.headers.language;
  return localeFromHeader(Array.isArray(header) ? header[0] : header);
}

const RAW_FAILURES: Record<string, [number, "headersTooLarge" | "badRequest"]> = {
  HPE_HEADER_OVERFLOW: [431, "headersTooLarge"],
};

/**
 * Requests Node's HTTP parser rejects (headers over 16 kB, broken request lines) never reach
 * Fastify: the envelope is written to the socket directly (in English: the headers were not read).
 */
export function clientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // A client too slow to send its request gets the connection closed, as Node does.
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return void socket.destroy(error);
  const [status, key] = RAW_FAILURES[error.code ?? ""] ?? [400, "badRequest"];
  const body = JSON.stringify({ code: status, msg: translate("en", key), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The 404 envelope for an unknown route. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, ResultCode.notFound, translate(request.locale, "notFound"));
}
