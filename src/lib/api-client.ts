import { API_BASE, REQUEST_TIMEOUT_MS, USAGED } from "../../contract/constants.ts";
import { emitAppEvent } from "./app-events.ts";
import { languageHeader } from "./i18n.ts";
import { getToken } from "./session.ts";
import { trackRequest } from "./query-client.ts";

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

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON body; empty-string fields are dropped, as the spec's client does. */
  body?: Record<string, unknown> | unknown[];
  /** Sent form-encoded instead of JSON (the spec's form-encoded posts). */
  form?: Record<string, string | number>;
  /** Sent as multipart (uploads). */
  multipart?: FormData;
  /** Skip the full-screen "Loading..." overlay. */
  silent?: boolean;
  /** Do not show a toast with the server's msg on failure (the caller shows it itself). */
  quiet?: boolean;
  signal?: AbortSignal;
  idempotencyKey?: string;
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
  else if (options.form) {
    body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)]));
  } else if (options.body) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(dropEmptyStrings(options.body));
  }
  return { method: options.method ?? (body ? "POST" : "GET"), headers, body, credentials: "include" };
}

/**
 * The one place the app calls `fetch`. Sends the spec's headers, applies the 240 s timeout, shows
 * the loading overlay, and turns 401/403 into the spec's flows. Resolves with `data` on code 200,
 * rejects with ApiError otherwise.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

/** `api`, resolving with the whole envelope: for callers that show the server's own success `msg`. */
export async function apiEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException("timeout", "TimeoutError")), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  // A request that is not silent counts in the query client, where the loading overlay looks.
  const ended = options.silent ? undefined : trackRequest();
  try {
    const response = await fetch(buildUrl(path, options.query), { ...buildInit(options), signal });
    if (response.status === 401) {
      emitAppEvent({ type: "auth:expired" });
      throw new ApiError(401, 401, "unauthorized");
    }
    if (response.status === 403) {
      emitAppEvent({ type: "auth:replaced" });
      throw new ApiError(403, 403, "logged in elsewhere");
    }
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) {
      if (!options.quiet) emitAppEvent({ type: "toast", kind: "error", message: envelope.msg });
      throw new ApiError(envelope.code, response.status, envelope.msg);
    }
    return envelope;
  } catch (error) {
    if (timeout.signal.aborted) emitAppEvent({ type: "page-loading:off" });
    throw error;
  } finally {
    clearTimeout(timer);
    ended?.();
  }
}

/** A file the API sends (an export): its bytes and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string | null; headers: Headers };

/**
 * Downloads a file through the same door as `api`: the spec's headers, the 240 s timeout, the
 * loading overlay and the 401/403 flows. A JSON answer is the envelope of a failure (ApiError).
 */
export async function apiDownload(path: string, options: Omit<RequestOptions, "body" | "form" | "multipart"> = {}) {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException("timeout", "TimeoutError")), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  // A request that is not silent counts in the query client, where the loading overlay looks.
  const ended = options.silent ? undefined : trackRequest();
  try {
    const response = await fetch(buildUrl(path, options.query), { ...buildInit(options), signal });
    if (response.status === 401) emitAppEvent({ type: "auth:expired" });
    if (response.status === 403) emitAppEvent({ type: "auth:replaced" });
    if (!response.ok || (response.headers.get("content-type") ?? "").includes("application/json")) {
      const envelope = (await response.json().catch(() => null)) as Envelope<null> | null;
      const message = envelope?.msg ?? response.statusText;
      if (!options.quiet && response.status !== 401 && response.status !== 403) {
        emitAppEvent({ type: "toast", kind: "error", message });
      }
      throw new ApiError(envelope?.code ?? response.status, response.status, message);
    }
    const disposition = response.headers.get("content-disposition") ?? "";
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), fileName, headers: response.headers } satisfies DownloadedFile;
  } catch (error) {
    if (timeout.signal.aborted) emitAppEvent({ type: "page-loading:off" });
    throw error;
  } finally {
    clearTimeout(timer);
    ended?.();
  }
}
