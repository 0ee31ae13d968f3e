import { QueryClient, type Mutation, type Query } from "@tanstack/react-query";

/**
 * What a query or a mutation says about itself:
 * - `silent`: no full-screen "Loading..." overlay (the screen shows its own loading state);
 * - `persistMax`: kept in IndexedDB for offline reading, at most this many of its kind (the queries
 *   whose keys share their first two segments), the most recently fetched first.
 */
export type AppQueryMeta = { silent?: boolean; persistMax?: number };

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

/** The meta of a query or mutation that shows its own loading state. */
export const SILENT = { silent: true } as const satisfies AppQueryMeta;

/**
 * The options of a silent query kept for offline reading: at most `persistMax` of its kind are
 * kept, each as long as an offline copy lasts.
 */
export function keptOffline(persistMax: number) {
  return { meta: { silent: true, persistMax }, gcTime: OFFLINE_MAX_AGE_MS } as const;
}

/**
 * How long a query kept for offline reading stays once unused (its gcTime), and how long the kept
 * cache lasts when the app is not opened at all. 24 days: a gcTime is a timer, and timers overflow
 * past 2^31 ms (24.8 days), firing at once.
 */
export const OFFLINE_MAX_AGE_MS = 24 * 24 * 60 * 60 * 1000;

/**
 * The app's defaults: every query runs its request whatever `navigator.onLine` says (a failed call
 * is how the screens learn they are offline, as before the query layer), a failed read is not
 * retried by itself (the screens offer "Try again"), and focus does not refetch unless a query asks.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: "always", retry: false, refetchOnWindowFocus: false },
      mutations: { networkMode: "always", retry: false },
    },
  });
}

/** The one client of the app (the provider in main.tsx, and code outside components). */
export const queryClient = createAppQueryClient();

/** Whether a query's fetch shows the full-screen overlay (it did not opt out). */
export function isLoudQuery(query: Query): boolean {
  return query.meta?.silent !== true;
}

/** Whether a running mutation shows the full-screen overlay (it did not opt out). */
export function isLoudMutation(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  return mutation.meta?.silent !== true;
}

const REQUEST_KEY = ["request"] as const;

/**
 * A request of the API client that did not ask to be silent, made outside any query or mutation
 * (a sign-in, an export): it is counted as a running mutation of `client`, so the overlay (which
 * reads `useIsMutating`) shows it. Call the returned function when the request has ended.
 */
export function trackRequest(client: QueryClient = queryClient): () => void {
  let finish = () => {};
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const mutation = client
    .getMutationCache()
    .build(client, { mutationKey: REQUEST_KEY, mutationFn: () => ended, gcTime: 0, networkMode: "always" });
  void mutation.execute(undefined).catch(() => undefined);
  return finish;
}
