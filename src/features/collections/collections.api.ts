import type { EndpointInput } from "../../../contract/endpoint.ts";
import type { SyncSnapshot } from "../../../contract/collections.ts";
import { collectionsEndpoints, syncMutationEndpoints } from "../../../contract/collections.endpoints.ts";
import { ResultCode } from "../../../contract/envelope.ts";
import { ApiError, call, type CallArgs } from "../../lib/api-client.ts";
import type { SyncRequest } from "./model.ts";

// Sync runs in the background: no full-screen overlay, no toast (the sync status shows failures).
const BACKGROUND = { silent: true, quiet: true } as const;

type SyncEndpoint = (typeof syncMutationEndpoints)[number];

/**
 * Replays one queued mutation as the endpoint its method and path name, with its idempotency key;
 * resolves with the server's answer. A request no endpoint matches (a queue written by another
 * build) is refused as the server refuses an unknown route.
 */
export function sendSyncRequest(request: SyncRequest, idempotencyKey: string): Promise<unknown> {
  const endpoint = syncMutationEndpoints.find((e) => e.method === request.method && e.path === request.path);
  if (!endpoint) {
    const message = `no sync endpoint ${request.method} ${request.path}`;
    return Promise.reject(new ApiError(ResultCode.notFound, 404, message));
  }
  const input = (endpoint.method === "GET" ? request.query : request.body) as EndpointInput<SyncEndpoint>;
  return call<SyncEndpoint>(endpoint, ...([input, { ...BACKGROUND, idempotencyKey }] as CallArgs<SyncEndpoint>));
}

/** The server's folders, tags and registers, to reconcile the cache with. */
export function getSyncSnapshot(): Promise<SyncSnapshot> {
  return call(collectionsEndpoints.snapshot, undefined, BACKGROUND);
}
