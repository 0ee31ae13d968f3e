import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useLiveQuery } from "dexie-react-hooks";
import { ApiError } from "../../lib/api-client.ts";
import type { Resource } from "./profile-api.ts";
import { readCachedResponse, saveCachedResponse } from "./profile-cache.ts";

/** Network first: after this long without an answer, the offline copy (if any) shows meanwhile. */
export const NETWORK_TIMEOUT_MS = 3500;

export type ResourceStatus = "loading" | "live" | "offline" | "error" | "not-found";

export type ResourceState<T> = {
  status: ResourceStatus;
  data: T | undefined;
  /** When the offline copy shown was fetched (status "offline"). */
  cachedAt: number | null;
  error: string | null;
  retry: () => void;
};

type Outcome<T> =
  | { request: string; phase: "timed-out" }
  | { request: string; phase: "done"; data: T }
  | { request: string; phase: "failed"; error: string }
  | { request: string; phase: "not-found" };

/**
 * One response of a company's profile: fetched from the network (with a short timeout), stored in
 * IndexedDB, and read back through a live query, so the page opens again offline from the copy.
 */
export function useProfileResource<T>(
  companyId: string,
  resource: Resource<T>,
  nameOf?: (data: T) => { name: string; countryCode: string | null },
): ResourceState<T> {
  const { key } = resource;
  const cached = useLiveQuery(() => readCachedResponse(companyId, key), [companyId, key]);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const request = `${companyId}|${key}|${attempt}`;

  const fetchAndStore = useEffectEvent(async (signal: AbortSignal) => {
    const data = await resource.load(signal);
    // The cache is a convenience: a browser without IndexedDB still shows the live answer.
    await saveCachedResponse(companyId, key, data, nameOf?.(data)).catch(() => undefined);
    return data;
  });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setOutcome((current) => (current?.request === request ? current : { request, phase: "timed-out" }));
    }, NETWORK_TIMEOUT_MS);
    fetchAndStore(controller.signal).then(
      (data) => setOutcome({ request, phase: "done", data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.code === 404) setOutcome({ request, phase: "not-found" });
        else setOutcome({ request, phase: "failed", error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = outcome?.request === request ? outcome : null;
  if (current?.phase === "done") return { status: "live", data: current.data, cachedAt: null, error: null, retry };
  if (current?.phase === "not-found")
    return { status: "not-found", data: undefined, cachedAt: null, error: null, retry };
  if (current && cached)
    return { status: "offline", data: cached.data as T, cachedAt: cached.fetchedAt, error: null, retry };
  if (current?.phase === "failed")
    return { status: "error", data: undefined, cachedAt: null, error: current.error, retry };
  return { status: "loading", data: undefined, cachedAt: null, error: null, retry };
}
