import { API_BASE, REQUEST_TIMEOUT_MS, USAGED } from "../../contract/constants.ts";
import { pathParams, type EndpointInput, type EndpointOutput, type EndpointSpec } from "../../contract/endpoint.ts";
import { emitAppEvent } from "./app-events.ts";
import { reportConnection } from "./connectivity.ts";
import { languageHeader } from "./i18n.ts";
import { getToken } from "./session.ts";
import { trackRequest } from "./query-client.ts";
import { checkReply, isReplyCheckOn, ReplyShapeError } from "./reply-check.ts";

export { ReplyShapeError };

/** A call that reached the server and came back with a code other than 200. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(code: number, status: number, message: string) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export type Envelope<T> = { code: number; msg: string; data: T };

/**
 * The envelope's frame (`code` and `msg`). Its `data` is the endpoint's, checked against the
 * contract in development and tests (`checkReply`) and trusted in production.
 */
function isEnvelope<T>(reply: unknown): reply is Envelope<T> {
  const frame = reply as Partial<Envelope<unknown>> | null;
  return typeof frame?.code === "number" && typeof frame.msg === "string" && "data" in frame;
}

/** How a call behaves in the app, beside what the endpoint says. */
export type CallOptions = {
  /** Skip the full-screen "Loading..." overlay. */
  silent?: boolean;
  /** Do not show a toast with the server's msg on failure (the caller shows it itself). */
  quiet?: boolean;
  signal?: AbortSignal;
  idempotencyKey?: string;
};

/** The input and options of a call; the input may be left out when the endpoint takes none. */
export type CallArgs<E extends EndpointSpec> =
  undefined extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

type Query = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = CallOptions & {
  method: EndpointSpec["method"];
  /** The endpoint's path with its parameters filled in. */
  path: string;
  query?: Query;
  /** JSON body; empty-string fields are dropped, as the spec's client does. */
  body?: Record<string, unknown> | unknown[];
  /** Sent as multipart (uploads). */
  multipart?: FormData;
};

function isMobileBrowser(): boolean {
  return /Android.+Mobile|iPhone|iPod|Windows Phone|Mobile Safari/i.test(navigator.userAgent);
}

function dropEmptyStrings(body: Record<string, unknown> | unknown[]): unknown {
  if (Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== ""));
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const url = new URL(`${API_BASE}${path}`, location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

function buildInit(options: RequestOptions): RequestInit {
  const headers = new Headers({
    language: languageHeader(),
    usaged: isMobileBrowser() ? USAGED.mobile : USAGED.desktop,
  });
  const token = getToken();
  if (token) headers.set("Authorization", token);
  if (options.idempotencyKey) headers.set("Idempotency-Key", options.idempotencyKey);
  let body: BodyInit | undefined;
  if (options.multipart) body = options.multipart;
  else if (options.body) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(dropEmptyStrings(options.body));
  }
  return { method: options.method, headers, body, credentials: "include" };
}

/** Where the endpoint's input goes: the path's parameters, then the querystring, a JSON body or a multipart upload. */
function requestOf(endpoint: EndpointSpec, input: unknown, options: CallOptions = {}): RequestOptions {
  const request: RequestOptions = { ...options, method: endpoint.method, path: endpoint.path };
  if (input instanceof FormData) {
    request.multipart = input;
    return request;
  }
  let rest = input as Record<string, unknown> | undefined;
  for (const name of pathParams(endpoint.path)) {
    const { [name]: value, ...others } = rest ?? {};
    request.path = request.path.replace(`:${name}`, encodeURIComponent(String(value)));
    rest = others;
  }
  if (endpoint.body && rest) request.body = rest;
  else if (endpoint.query && rest) request.query = rest as Query;
  return request;
}

/** Sends a request through the one door: the 240 s timeout, the loading overlay, whether the server answered, then `read` the response. */
async function send<T>(request: RequestOptions, read: (response: Response) => Promise<T>): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException("timeout", "TimeoutError")), REQUEST_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  // A request that is not silent counts in the query client, where the loading overlay looks.
  const ended = request.silent ? undefined : trackRequest();
  try {
    const response = await fetch(buildUrl(request.path, request.query), { ...buildInit(request), signal }).catch(
      (error: unknown) => {
        // Not aborted: the server could not be reached (offline, or the server is down).
        if (!signal.aborted) reportConnection(false);
        throw error;
      },
    );
    reportConnection(true);
    return await read(response);
  } catch (error) {
    if (timeout.signal.aborted) emitAppEvent({ type: "page-loading:off" });
    throw error;
  } finally {
    clearTimeout(timer);
    ended?.();
  }
}

/**
 * The one place the app calls the API: path, method and where the input goes come from the
 * endpoint (contract/*.endpoints.ts), and so do the input and reply types. Sends the spec's headers,
 * applies the 240 s timeout, shows the loading overlay, and turns 401/403 into the spec's flows.
 * Resolves with `data` on code 200, rejects with ApiError otherwise; in development and tests a
 * reply that does not match the contract rejects with ReplyShapeError.
 */
export async function call<E extends EndpointSpec>(endpoint: E, ...[input, options]: CallArgs<E>) {
  return (await callEnvelope(endpoint, ...([input, options] as CallArgs<E>))).data;
}

/** `call`, resolving with the whole envelope: for callers that show the server's own success `msg`. */
export async function callEnvelope<E extends EndpointSpec>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<Envelope<EndpointOutput<E>>> {
  const request = requestOf(endpoint, input, options);
  return send(request, async (response) => {
    // 401 and 403 start the session flows; their bodies are read all the same, so that no answer
    // is left half-read (holding its connection until the page goes away).
    if (response.status === 401 || response.status === 403) await response.text().catch(() => "");
    if (response.status === 401) {
      emitAppEvent({ type: "auth:expired" });
      throw new ApiError(401, 401, "unauthorized");
    }
    if (response.status === 403) {
      emitAppEvent({ type: "auth:replaced" });
      throw new ApiError(403, 403, "logged in elsewhere");
    }
    const reply: unknown = await response.json();
    if (isReplyCheckOn) await checkReply(endpoint, reply);
    if (!isEnvelope<EndpointOutput<E>>(reply)) {
      throw new ReplyShapeError(`${endpoint.method} ${endpoint.path}: the reply is not an envelope`);
    }
    const envelope = reply;
    if (envelope.code !== 200) {
      if (!request.quiet) emitAppEvent({ type: "toast", kind: "error", message: envelope.msg });
      throw new ApiError(envelope.code, response.status, envelope.msg);
    }
    return envelope;
  });
}

/** A file the API sends (an export): its bytes and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string | null; headers: Headers };

/**
 * Downloads a file (an endpoint whose reply is `file`) through the same door as `call`: the spec's
 * headers, the 240 s timeout, the loading overlay and the 401/403 flows. A JSON answer is the
 * envelope of a failure (ApiError).
 */
export async function download<E extends EndpointSpec & { readonly reply: "file" }>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<DownloadedFile> {
  const request = requestOf(endpoint, input, options);
  return send(request, async (response) => {
    if (response.status === 401) emitAppEvent({ type: "auth:expired" });
    if (response.status === 403) emitAppEvent({ type: "auth:replaced" });
    if (!response.ok || (response.headers.get("content-type") ?? "").includes("application/json")) {
      const reply: unknown = await response.json().catch(() => null);
      const envelope = isEnvelope<null>(reply) ? reply : null;
      const message = envelope?.msg ?? response.statusText;
      if (!request.quiet && response.status !== 401 && response.status !== 403) {
        emitAppEvent({ type: "toast", kind: "error", message });
      }
      throw new ApiError(envelope?.code ?? response.status, response.status, message);
    }
    const disposition = response.headers.get("content-disposition") ?? "";
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), fileName, headers: response.headers } satisfies DownloadedFile;
  });
}
