import type { Query } from "@tanstack/react-query";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";

/** The IndexedDB database and store the query cache is kept in (apart from the app's Dexie database). */
export const QUERY_CACHE_DB = "csi-query-cache";
const STORE = "clients";
const KEY = "app";

/** Writes at most once per this long: the cache changes on every fetch, IndexedDB need not. */
export const PERSIST_THROTTLE_MS = 1000;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });
}

function openDatabase(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

/**
 * Whether a query goes into the offline copy: it asks for it (`meta.persistMax`) and has data. A
 * refetch that failed (the network went away while it ran) keeps its last data, and so does the copy.
 */
export function isKeptOffline(query: Query): boolean {
  return query.state.data !== undefined && query.meta?.persistMax !== undefined;
}

type DehydratedQuery = PersistedClient["clientState"]["queries"][number];

/** A query whose last refetch failed is kept as its last answer: errors are not stored (nor always cloneable). */
function asLastAnswer(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status !== "error") return query;
  return { ...query, state: { ...query.state, status: "success", error: null, fetchFailureReason: null } };
}

/**
 * Keeps, of each kind of query (the first two segments of its key: `["company-search", "page"]`), only
 * its `persistMax` most recently fetched: the saved result pages and profiles are bounded, the oldest go first.
 */
export function trimPersistedClient(client: PersistedClient): PersistedClient {
  const byKind = new Map<string, DehydratedQuery[]>();
  for (const query of client.clientState.queries) {
    const kind = JSON.stringify(query.queryKey.slice(0, 2));
    byKind.set(kind, [...(byKind.get(kind) ?? []), query]);
  }
  const kept = [...byKind.values()].flatMap((queries) => {
    const max = Math.min(...queries.map((query) => query.meta?.persistMax ?? Infinity));
    return [...queries]
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, max)
      .map(asLastAnswer);
  });
  return { ...client, clientState: { ...client.clientState, queries: kept } };
}

/**
 * A persister for `@tanstack/react-query-persist-client` over IndexedDB: the dehydrated cache is one
 * structured-cloned record (no JSON round trip). A change is written at once when nothing was written
 * in the last `throttleMs`, else at the end of that window, so the copy is never more than
 * `throttleMs` behind what the screens show; leaving the page writes what is still pending.
 */
export function createIndexedDbPersister(name = QUERY_CACHE_DB, throttleMs = PERSIST_THROTTLE_MS): Persister {
  let database: Promise<IDBDatabase> | undefined;
  const open = () => (database ??= openDatabase(name));
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = -Infinity;

  const write = async () => {
    clearTimeout(timer);
    timer = undefined;
    const client = latest;
    latest = null;
    if (!client) return;
    lastWrite = Date.now();
    const transaction = (await open()).transaction(STORE, "readwrite");
    const saved = done(transaction.objectStore(STORE).put(trimPersistedClient(client), KEY));
    // Commit now rather than at the end of the task: a page being left may not get there.
    transaction.commit();
    await saved;
  };
  const writeSoon = () => void write().catch(() => undefined);
  // Leaving the page within the throttle window still saves what it showed last.
  globalThis.addEventListener?.("pagehide", writeSoon);

  return {
    persistClient: (client) => {
      latest = client;
      // The cache is a convenience: a browser without IndexedDB still shows the live answers.
      if (timer !== undefined) return;
      const wait = lastWrite + throttleMs - Date.now();
      if (wait <= 0) writeSoon();
      else timer = setTimeout(writeSoon, wait);
    },
    restoreClient: async () => {
      const store = (await open()).transaction(STORE, "readonly").objectStore(STORE);
      return (await done(store.get(KEY))) as PersistedClient | undefined;
    },
    removeClient: async () => {
      const store = (await open()).transaction(STORE, "readwrite").objectStore(STORE);
      await done(store.delete(KEY));
    },
  };
}
