import type { Static, TSchema } from "typebox";
import type { PermissionGate } from "./account-center.ts";

/**
 * One call of the API, written once and read by both sides (docs/decisions/0016-endpoint-contract.md):
 * the server registers its route from it (server/lib/route.ts), the web app calls it through
 * `call` (src/lib/api-client.ts). `path` is relative to API_BASE and spelled as the spec spells it.
 */
export type EndpointSpec = {
  readonly method: "GET" | "POST" | "DELETE";
  readonly path: `/${string}`;
  readonly summary: string;
  readonly description?: string;
  /** The querystring (GET) or JSON body (POST) the call takes. */
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** Parameters in the path (`/screening/match/:dataset`). */
  readonly params?: TSchema;
  /** Request headers the route reads (the sync mutations' Idempotency-Key). */
  readonly headers?: TSchema;
  /** A request that is not JSON: an upload (multipart) or a browser's form post. */
  readonly consumes?: readonly ("multipart/form-data" | "application/x-www-form-urlencoded" | "application/json")[];
  /** `data` of the success envelope; for a `file` or `redirect` reply, what the 200 (if any) carries. */
  readonly response: TSchema;
  /** How a success answers: the envelope (default), a file's bytes, or a redirect. */
  readonly reply?: "envelope" | "file" | "redirect";
  readonly produces?: readonly string[];
  /** Whether a session token is needed: required (401/403 without), optional (read when sent), none. */
  readonly auth: "required" | "optional" | "none";
  /** A spec §6 gate checked after the session (HTTP 402). */
  readonly permission?: PermissionGate;
  /** Failure statuses beyond the ones every route may answer (400, and 401/403/402 from `auth`). */
  readonly errors?: readonly number[];
  /** Left out of the OpenAPI document (development and test fixtures). */
  readonly hidden?: boolean;
};

export type Endpoint = EndpointSpec & { readonly tag: string };

/** The endpoints of one feature, each tagged with the feature's OpenAPI tag; literal types are kept. */
export function defineEndpoints<const M extends Record<string, EndpointSpec>>(
  tag: string,
  map: M,
): { readonly [K in keyof M]: M[K] & { readonly tag: string } } {
  return Object.fromEntries(Object.entries(map).map(([name, spec]) => [name, { ...spec, tag }])) as {
    readonly [K in keyof M]: M[K] & { readonly tag: string };
  };
}

/**
 * A multipart upload as the contract sees it: the web app passes a FormData (contract/ knows
 * neither DOM nor Node types, so the shape is named here).
 */
export interface MultipartBody {
  append(name: string, value: unknown, fileName?: string): void;
}

/** The query or JSON body a call sends: a FormData for an upload, nothing otherwise. */
type EndpointPayload<E extends EndpointSpec> = E extends {
  readonly consumes: readonly ["multipart/form-data", ...unknown[]];
}
  ? MultipartBody
  : E extends { readonly body: infer B extends TSchema }
    ? Static<B>
    : E extends { readonly query: infer Q extends TSchema }
      ? Static<Q>
      : undefined;

/**
 * What a call sends: its payload, and the path parameters beside it (`{ dataset, ...query }` for
 * `/screening/match/:dataset`); the client puts each parameter in its place in the path.
 */
export type EndpointInput<E extends EndpointSpec> = E extends { readonly params: infer P extends TSchema }
  ? EndpointPayload<E> extends Record<string, unknown>
    ? Static<P> & EndpointPayload<E>
    : Static<P>
  : EndpointPayload<E>;

/** The names of the `:name` segments of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
}

/** `data` of a successful reply. */
export type EndpointOutput<E extends EndpointSpec> = Static<E["response"]>;
