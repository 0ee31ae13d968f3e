import { describe, expect, it } from "vitest";
import type { SyncSnapshot } from "../../../contract/collections.ts";
import type { Mutation, PendingEntry, SyncRequest } from "./model.ts";
import { OUTBOX_PROTOCOL, requestOf, toRequest } from "./mutations.ts";
import {
  classify,
  planReconcile,
  replayOutbox,
  retryDelayMs,
  RETRY_MAX_MS,
  type ReplayPort,
  type SendResult,
  type SyncOutcome,
} from "./sync-engine.ts";

const OWNER = "42";
let nextId = 1;

function entry(mutation: Mutation, owner = OWNER): PendingEntry {
  const request = toRequest(mutation);
  return {
    id: nextId++,
    idempotencyKey: `key-${nextId}-${Math.random()}`,
    method: request.method,
    path: request.path,
    body: request.body ?? null,
    createdAt: 0,
    attempts: 0,
    lastError: null,
    kind: mutation.kind,
    payload: mutation.payload,
    protocol: OUTBOX_PROTOCOL,
    owner,
  };
}

/** A queue in memory with a scripted network: each request takes the next scripted result. */
function fakePort(entries: PendingEntry[], script: (request: SyncRequest, key: string) => SendResult) {
  const queue = [...entries];
  const sent: { path: string; key: string }[] = [];
  const settled: { id: number; outcome: SyncOutcome["kind"] }[] = [];
  const port: ReplayPort = {
    next: async (afterId) => queue.find((e) => afterId === null || e.id > afterId) ?? null,
    send: async (request, key) => {
      sent.push({ path: request.path, key });
      return script(request, key);
    },
    settle: async (e, outcome) => {
      settled.push({ id: e.id, outcome: outcome.kind });
      const i = queue.indexOf(e);
      if (outcome.kind === "retry") queue[i] = { ...e, attempts: e.attempts + 1, lastError: outcome.message };
      else queue.splice(i, 1);
    },
  };
  return { port, queue, sent, settled };
}

const create = (id: string, name: string, at = 1): Mutation => ({
  kind: "collection.create",
  payload: { id, name, changedAt: at },
});
const add = (collectionId: string, aaaId: string, at: number): Mutation => ({
  kind: "collection.addItems",
  payload: { collectionId, items: [{ aaaId, companyName: `Company ${aaaId}` }], changedAt: at },
});

describe("classify: a closed set of outcomes", () => {
  it.each([
    [{ kind: "ok", data: { id: 1 } }, "synced"],
    [{ kind: "network", message: "Failed to fetch" }, "retry"],
    [{ kind: "http", status: 401, code: 401, message: "" }, "retry"],
    [{ kind: "http", status: 403, code: 403, message: "" }, "retry"],
    [{ kind: "http", status: 408, code: 408, message: "" }, "retry"],
    [{ kind: "http", status: 429, code: 429, message: "" }, "retry"],
    [{ kind: "http", status: 500, code: 500, message: "" }, "retry"],
    [{ kind: "http", status: 503, code: 503, message: "" }, "retry"],
    [{ kind: "http", status: 400, code: -1, message: "Please enter a folder name" }, "rejected"],
    [{ kind: "http", status: 404, code: 404, message: "" }, "rejected"],
    [{ kind: "http", status: 409, code: 409, message: "" }, "rejected"],
    [{ kind: "http", status: 422, code: 422, message: "" }, "rejected"],
  ] as [SendResult, SyncOutcome["kind"]][])("%j → %s", (result, kind) => {
    expect(classify(result).kind).toBe(kind);
  });
});

describe("retryDelayMs", () => {
  it("doubles from 2 s and stops at 5 minutes, with bounded jitter", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0.5))).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(50, () => 0.5)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(1, () => 0)).toBe(1600);
    expect(retryDelayMs(1, () => 1)).toBe(2400);
  });
});

describe("replayOutbox", () => {
  it("sends every entry in order with its own key, and drains the queue", async () => {
    const entries = [entry(create("f1", "One")), entry(add("f1", "A1", 2)), entry(create("f2", "Two"))];
    const { port, queue, sent } = fakePort(entries, () => ({ kind: "ok", data: null }));
    expect(await replayOutbox(port)).toEqual({ kind: "drained", synced: 3, rejected: 0 });
    expect(sent.map((s) => s.path)).toEqual(["/collection/create", "/collection/addItems", "/collection/create"]);
    expect(sent.map((s) => s.key)).toEqual(entries.map((e) => e.idempotencyKey));
    expect(queue).toHaveLength(0);
  });

  it("stops at a transient failure and keeps that entry and the ones after it", async () => {
    const entries = [entry(create("f1", "One")), entry(add("f1", "A1", 2)), entry(add("f1", "A2", 3))];
    let calls = 0;
    const { port, queue } = fakePort(entries, () =>
      ++calls === 2 ? { kind: "http", status: 503, code: 503, message: "busy" } : { kind: "ok", data: null },
    );
    const report = await replayOutbox(port);
    expect(report).toMatchObject({
      kind: "stopped",
      synced: 1,
      attempts: 1,
      outcome: { reason: "server", message: "busy" },
    });
    expect(queue.map((e) => e.id)).toEqual([entries[1]?.id, entries[2]?.id]);
    expect(queue[0]).toMatchObject({ attempts: 1, lastError: "busy" });
  });

  it("never drops entries while offline, however often it is retried", async () => {
    const entries = [entry(create("f1", "One")), entry(add("f1", "A1", 2))];
    const { port, queue } = fakePort(entries, () => ({ kind: "network", message: "Failed to fetch" }));
    for (let i = 0; i < 5; i++) expect((await replayOutbox(port)).kind).toBe("stopped");
    expect(queue).toHaveLength(2);
    expect(queue[0]?.attempts).toBe(5);
  });

  it("settles a refused entry and goes on with the next", async () => {
    const entries = [entry(create("f1", "   ")), entry(create("f2", "Fine"))];
    const { port, queue, settled } = fakePort(entries, (request) =>
      request.query?.name === "   "
        ? { kind: "http", status: 400, code: -1, message: "Please enter a folder name" }
        : { kind: "ok", data: null },
    );
    expect(await replayOutbox(port)).toEqual({ kind: "drained", synced: 1, rejected: 1 });
    expect(settled.map((s) => s.outcome)).toEqual(["rejected", "synced"]);
    expect(queue).toHaveLength(0);
  });

  it("replays an entry that is not a known mutation as its stored request", () => {
    const generic: PendingEntry = {
      ...entry(create("x", "y")),
      kind: undefined,
      payload: undefined,
      method: "POST",
      path: "/other/thing",
      body: { a: 1 },
    };
    expect(requestOf(generic)).toEqual({ method: "POST", path: "/other/thing", body: { a: 1 } });
    const fromNewerBuild: PendingEntry = {
      ...entry(create("x", "y")),
      protocol: OUTBOX_PROTOCOL + 1,
      path: "/collection/create?id=x&name=y",
    };
    expect(requestOf(fromNewerBuild)).toEqual({ method: "GET", path: "/collection/create?id=x&name=y" });
  });
});

describe("planReconcile: the server's state plus what is still queued", () => {
  const snapshot: SyncSnapshot = {
    protocolVersion: 1,
    serverTime: 100,
    collections: [{ id: "f1", name: "Server name", nameChangedAt: 10, createdAt: 1 }],
    collectionItems: [
      { collectionId: "f1", aaaId: "A1", companyName: "Acme", countryCode: "GB", present: true, changedAt: 10 },
      { collectionId: "f1", aaaId: "A2", companyName: null, countryCode: null, present: false, changedAt: 10 },
    ],
    tags: [{ id: "t1", name: "Hot", nameChangedAt: 5, createdAt: 5 }],
    companyTags: [{ tagId: "t1", aaaId: "A1", companyName: "Acme", countryCode: "GB", present: true, changedAt: 5 }],
  };

  it("takes the snapshot as it is when nothing is queued", () => {
    const rows = planReconcile(snapshot, [], OWNER);
    expect(rows.collections).toEqual([
      { id: "f1", owner: OWNER, name: "Server name", nameChangedAt: 10, createdAt: 1, deletedAt: null },
    ]);
    expect(rows.collectionItems.find((r) => r.aaaId === "A2")).toMatchObject({ present: false, companyName: "" });
    expect(rows.companyTags).toHaveLength(1);
  });

  it("keeps queued changes visible on top, and lets later server writes win", () => {
    const pending = [
      entry(create("f2", "Made offline", 20)),
      entry(add("f2", "A3", 21)),
      entry({ kind: "collection.rename", payload: { collectionId: "f1", name: "Older rename", changedAt: 5 } }),
      entry({ kind: "collection.removeItems", payload: { collectionId: "f1", aaaIds: ["A1"], changedAt: 30 } }),
      entry({ kind: "tag.delete", payload: { tagId: "t1", changedAt: 31 } }),
      entry(create("other-users", "Not mine", 20), "someone-else"),
    ];
    const rows = planReconcile(snapshot, pending, OWNER);
    expect(rows.collections.map((c) => [c.id, c.name]).sort()).toEqual([
      ["f1", "Server name"],
      ["f2", "Made offline"],
    ]);
    expect(rows.collectionItems.find((r) => r.collectionId === "f2")).toMatchObject({
      aaaId: "A3",
      present: true,
      companyName: "Company A3",
    });
    expect(rows.collectionItems.find((r) => r.aaaId === "A1")).toMatchObject({ present: false, companyName: "Acme" });
    expect(rows.tags[0]?.deletedAt).toBe(31);
  });

  it("is the same whichever order the queued entries come in", () => {
    const pending = [
      entry(add("f1", "A2", 20)),
      entry({ kind: "collection.removeItems", payload: { collectionId: "f1", aaaIds: ["A2"], changedAt: 25 } }),
    ];
    const forward = planReconcile(snapshot, pending, OWNER);
    const backward = planReconcile(snapshot, [...pending].reverse(), OWNER);
    expect(backward).toEqual(forward);
    expect(forward.collectionItems.find((r) => r.aaaId === "A2")?.present).toBe(false);
  });
});
