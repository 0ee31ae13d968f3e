import "fake-indexeddb/auto";
import Dexie from "dexie";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SyncSnapshot } from "../../../contract/collections.ts";
import type * as Store from "./collections.store.ts";
import type * as DbModule from "../../offline/db.ts";
import { planReconcile, replayOutbox, type ReplayPort, type SendResult } from "./sync-engine.ts";

const OWNER = "42";
let store: typeof Store;
let db: (typeof DbModule)["db"];

beforeAll(async () => {
  // A device that ran the previous build: version 1 of the database with a queued write.
  const v1 = new Dexie("csi");
  v1.version(1).stores({
    countries: "countryCode, continent, nameEn",
    continents: "enName, position",
    outbox: "++id, &idempotencyKey, createdAt",
    meta: "key",
  });
  await v1.table("outbox").add({
    idempotencyKey: "queued-by-v1",
    method: "POST",
    path: "/x",
    body: {},
    createdAt: 1,
    attempts: 0,
    lastError: null,
  });
  v1.close();
  ({ db } = await import("../../offline/db.ts"));
  store = await import("./collections.store.ts");
});

beforeEach(async () => {
  await Promise.all(
    [db.collections, db.collectionItems, db.tags, db.companyTags, db.syncRejections].map((table) => table.clear()),
  );
  await db.outbox.where("owner").equals(OWNER).delete();
});

const rows = async () => ({
  collections: await db.collections.toArray(),
  items: await db.collectionItems.toArray(),
  outbox: await db.outbox.where("owner").equals(OWNER).sortBy("id"),
});

describe("the outbox across database versions", () => {
  it("keeps an entry queued under version 1 after the upgrade", async () => {
    const kept = await db.outbox.where("idempotencyKey").equals("queued-by-v1").first();
    expect(kept).toMatchObject({ path: "/x", attempts: 0 });
    expect(db.verno).toBeGreaterThanOrEqual(2);
    // An entry of no user is replayed by whoever is signed in, before later entries.
    expect((await store.nextPending(OWNER, null))?.idempotencyKey).toBe("queued-by-v1");
    await db.outbox.where("idempotencyKey").equals("queued-by-v1").delete();
  });
});

describe("writeMutation: cache and outbox in one transaction", () => {
  it("updates the cache and queues the change with a fresh key and the client time", async () => {
    await store.writeMutation(OWNER, "collection.create", { id: "f1", name: "Leads" }, 1000);
    await store.writeMutation(
      OWNER,
      "collection.addItems",
      { collectionId: "f1", items: [{ aaaId: "A1", companyName: "Acme" }] },
      1001,
    );
    const { collections, items, outbox } = await rows();
    expect(collections).toEqual([
      { id: "f1", owner: OWNER, name: "Leads", nameChangedAt: 1000, createdAt: 1000, deletedAt: null },
    ]);
    expect(items).toEqual([
      {
        collectionId: "f1",
        aaaId: "A1",
        owner: OWNER,
        companyName: "Acme",
        countryCode: null,
        present: true,
        changedAt: 1001,
      },
    ]);
    expect(outbox.map((e) => [e.kind, e.path, e.protocol])).toEqual([
      ["collection.create", "/collection/create?id=f1&name=Leads&changedAt=1000", 1],
      ["collection.addItems", "/collection/addItems", 1],
    ]);
    expect(new Set(outbox.map((e) => e.idempotencyKey)).size).toBe(2);
  });

  it("leaves neither the cache change nor the entry when the transaction fails", async () => {
    const spy = vi.spyOn(crypto, "randomUUID").mockReturnValue("00000000-0000-4000-8000-000000000000");
    try {
      await store.writeMutation(OWNER, "collection.create", { id: "f1", name: "First" }, 1);
      // The same key again breaks the outbox's unique index: the whole transaction rolls back.
      await expect(store.writeMutation(OWNER, "collection.create", { id: "f2", name: "Second" }, 2)).rejects.toThrow();
    } finally {
      spy.mockRestore();
    }
    const { collections, outbox } = await rows();
    expect(collections.map((c) => c.id)).toEqual(["f1"]);
    expect(outbox).toHaveLength(1);
  });
});

describe("replaying through the store", () => {
  function portWith(network: (path: string) => SendResult): ReplayPort {
    return {
      next: (afterId) => store.nextPending(OWNER, afterId),
      send: async (request) => network(request.path),
      settle: async (entry, outcome) => {
        if (outcome.kind === "synced") await store.settleSynced(entry.id);
        else if (outcome.kind === "retry") await store.settleRetry(entry.id, outcome.message);
        else await store.settleRejected(entry, outcome);
      },
    };
  }

  it("keeps entries through transient failures, then sends them all once the server answers", async () => {
    await store.writeMutation(OWNER, "collection.create", { id: "f1", name: "Leads" }, 1);
    await store.writeMutation(OWNER, "collection.addItems", { collectionId: "f1", items: [{ aaaId: "A1" }] }, 2);
    const failures: SendResult[] = [
      { kind: "network", message: "offline" },
      { kind: "http", status: 503, code: 503, message: "busy" },
      { kind: "http", status: 429, code: 429, message: "slow down" },
    ];
    for (const failure of failures) expect((await replayOutbox(portWith(() => failure))).kind).toBe("stopped");
    const waiting = (await rows()).outbox;
    expect(waiting).toHaveLength(2);
    expect(waiting[0]).toMatchObject({ attempts: 3, lastError: "slow down" });
    expect(await replayOutbox(portWith(() => ({ kind: "ok", data: null })))).toEqual({
      kind: "drained",
      synced: 2,
      rejected: 0,
    });
    expect((await rows()).outbox).toHaveLength(0);
  });

  it("moves a refused entry to the refused changes, to be shown", async () => {
    await store.writeMutation(OWNER, "collection.addItems", { collectionId: "gone", items: [{ aaaId: "A1" }] }, 1);
    await replayOutbox(
      portWith(() => ({ kind: "http", status: 404, code: 404, message: "The folder does not exist" })),
    );
    expect((await rows()).outbox).toHaveLength(0);
    expect(await db.syncRejections.toArray()).toMatchObject([
      { owner: OWNER, kind: "collection.addItems", status: 404, message: "The folder does not exist" },
    ]);
  });

  it("sends only the signed-in user's entries", async () => {
    await store.writeMutation("someone-else", "collection.create", { id: "theirs", name: "Theirs" }, 1);
    await store.writeMutation(OWNER, "collection.create", { id: "mine", name: "Mine" }, 2);
    const next = await store.nextPending(OWNER, null);
    expect(next?.payload).toMatchObject({ id: "mine" });
    await db.outbox.where("owner").equals("someone-else").delete();
  });
});

describe("replaceCache: reconcile without hiding changes made meanwhile", () => {
  const snapshot: SyncSnapshot = {
    protocolVersion: 1,
    serverTime: 0,
    collections: [{ id: "srv", name: "From the other device", nameChangedAt: 5, createdAt: 5 }],
    collectionItems: [
      { collectionId: "srv", aaaId: "A9", companyName: "Nine", countryCode: "DE", present: true, changedAt: 5 },
    ],
    tags: [],
    companyTags: [],
  };

  it("replaces the cache with the snapshot plus queued changes, including ones queued after planning", async () => {
    await store.writeMutation(OWNER, "collection.create", { id: "local", name: "Queued" }, 10);
    await db.collections.put({
      id: "stale",
      owner: OWNER,
      name: "Deleted elsewhere",
      nameChangedAt: 1,
      createdAt: 1,
      deletedAt: null,
    });
    await db.collections.put({
      id: "other",
      owner: "someone-else",
      name: "Not touched",
      nameChangedAt: 1,
      createdAt: 1,
      deletedAt: null,
    });
    const pending = await store.pendingEntries(OWNER);
    const planned = planReconcile(snapshot, pending, OWNER);
    const plannedUpTo = Math.max(...pending.map((e) => e.id));
    await store.writeMutation(
      OWNER,
      "collection.addItems",
      { collectionId: "srv", items: [{ aaaId: "A1", companyName: "Acme" }] },
      11,
    );
    await store.replaceCache(OWNER, planned, plannedUpTo);

    // "stale" was deleted on the server; "other" belonged to another user of this device.
    const ids = (await db.collections.toArray()).map((c) => c.id).sort();
    expect(ids).toEqual(["local", "srv"]);
    const items = await db.collectionItems.where("collectionId").equals("srv").toArray();
    expect(items.map((i) => i.aaaId).sort()).toEqual(["A1", "A9"]);
  });
});
