// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { QueryClient, dehydrate } from "@tanstack/react-query";
import { createIndexedDbPersister, isKeptOffline, trimPersistedClient } from "./query-persister.ts";

type Query = PersistedClient["clientState"]["queries"][number];

function query(key: unknown[], dataUpdatedAt: number, persistMax?: number): Query {
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    dehydratedAt: dataUpdatedAt,
    meta: persistMax === undefined ? undefined : { persistMax },
    state: {
      data: { key },
      dataUpdateCount: 1,
      dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: "success",
      fetchStatus: "idle",
    },
  };
}

function client(queries: Query[]): PersistedClient {
  return { timestamp: 1, buster: "1", clientState: { mutations: [], queries } };
}

const keys = (persisted: PersistedClient) => persisted.clientState.queries.map((q) => q.queryKey.join("/"));

describe("trimPersistedClient", () => {
  it("keeps the most recently fetched queries of each kind, up to that kind's persistMax", () => {
    const persisted = client([
      query(["company-search", "page", "a"], 1, 2),
      query(["company-search", "page", "b"], 3, 2),
      query(["company-search", "page", "c"], 2, 2),
      query(["company-search", "labels", "en"], 0, 1),
      query(["company-profile", "resource", "X", "snapshot"], 5, 10),
    ]);
    expect(keys(trimPersistedClient(persisted)).sort()).toEqual([
      "company-profile/resource/X/snapshot",
      "company-search/labels/en",
      "company-search/page/b",
      "company-search/page/c",
    ]);
  });

  it("keeps every query of a kind without a bound", () => {
    const persisted = client([query(["a", "b", 1], 1), query(["a", "b", 2], 2)]);
    expect(trimPersistedClient(persisted).clientState.queries).toHaveLength(2);
  });
});

describe("createIndexedDbPersister", () => {
  it("writes a change at once, then at most once per throttle period (the latest), trimmed, and reads it back", async () => {
    const persister = createIndexedDbPersister("persister-test", 3_600_000);
    expect(await persister.restoreClient()).toBeUndefined();
    await persister.persistClient(client([query(["k", "p", 1], 1, 1)]));
    await expect
      .poll(async () => (await persister.restoreClient()) && keys((await persister.restoreClient())!))
      .toEqual(["k/p/1"]);
    // Changes within the period wait for its end (an hour here); only the latest is written.
    await persister.persistClient(client([query(["k", "p", 1], 1, 1), query(["k", "p", 3], 3, 1)]));
    await persister.persistClient(client([query(["k", "p", 1], 1, 1), query(["k", "p", 2], 2, 1)]));
    expect(keys((await persister.restoreClient())!)).toEqual(["k/p/1"]);
    // Leaving the page writes what is pending at once.
    window.dispatchEvent(new Event("pagehide"));
    await expect.poll(async () => keys((await persister.restoreClient())!)).toEqual(["k/p/2"]);
    await persister.removeClient();
    expect(await persister.restoreClient()).toBeUndefined();
  });
});

describe("isKeptOffline", () => {
  const failed = () => Promise.reject(new TypeError("Failed to fetch"));

  it("keeps a query's last data when a refetch fails (the network went away while it ran)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = { queryKey: ["profile", "locations"], meta: { persistMax: 5 } };
    await client.fetchQuery({ ...options, queryFn: () => Promise.resolve({ markers: 3 }) });
    await client.fetchQuery({ ...options, queryFn: failed, staleTime: 0 }).catch(() => undefined);
    const query = client.getQueryCache().find({ queryKey: options.queryKey })!;
    expect(query.state.status).toBe("error");
    expect(isKeptOffline(query)).toBe(true);
    // Stored as its last answer, without the error.
    const stored = trimPersistedClient({
      timestamp: 0,
      buster: "",
      clientState: { mutations: [], queries: [dehydrate(client, { shouldDehydrateQuery: isKeptOffline }).queries[0]!] },
    }).clientState.queries[0]!;
    expect(stored.state).toMatchObject({ status: "success", data: { markers: 3 }, error: null });
  });

  it("leaves out queries that never had data and those that do not ask to be kept", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ["never"], meta: { persistMax: 5 }, queryFn: failed }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ["live-only"], queryFn: () => Promise.resolve(1) });
    const cache = client.getQueryCache();
    expect(isKeptOffline(cache.find({ queryKey: ["never"] })!)).toBe(false);
    expect(isKeptOffline(cache.find({ queryKey: ["live-only"] })!)).toBe(false);
  });
});
