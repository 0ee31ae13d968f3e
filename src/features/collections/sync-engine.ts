/**
 * The sync engine: replays the outbox in order and plans the reconciliation of the cache with the
 * server's snapshot. Pure — it reaches the network and the database only through the port it is
 * given — so the sync worker runs it, the main thread runs it when there is no worker, and the
 * unit tests run it against fakes.
 */
import type { SyncSnapshot } from "../../../contract/collections.ts";
import { mergeMembership, mergeNamed } from "./lww.ts";
import type {
  CollectionItemRow,
  CollectionRow,
  CompanyTagRow,
  MembershipRow,
  NamedRow,
  PendingEntry,
  SyncRequest,
  TagRow,
} from "./model.ts";
import { mutationOf, requestOf, writesOf, type CacheWrites } from "./mutations.ts";

/** What came back from one request: a response (data on success) or no response at all. */
export type SendResult =
  | { kind: "ok"; data: unknown }
  | { kind: "http"; status: number; code: number; message: string }
  | { kind: "network"; message: string };

export type RetryReason = "network" | "auth" | "timeout" | "throttled" | "server";

/** The outcome of replaying one entry (a closed union). */
export type SyncOutcome =
  | { kind: "synced"; data: unknown }
  | { kind: "retry"; reason: RetryReason; status: number | null; message: string }
  | { kind: "rejected"; status: number; code: number; message: string };

/**
 * Transient failures are retried and never drop the entry: no response, 401/403 (the user signs
 * in again, then it goes), 408, 429 and 5xx. Any other 4xx is the server refusing this change for
 * good: the entry is dropped and shown to the user.
 */
export function classify(result: SendResult): SyncOutcome {
  if (result.kind === "ok") return { kind: "synced", data: result.data };
  if (result.kind === "network") return { kind: "retry", reason: "network", status: null, message: result.message };
  const { status, message } = result;
  if (status === 401 || status === 403) return { kind: "retry", reason: "auth", status, message };
  if (status === 408) return { kind: "retry", reason: "timeout", status, message };
  if (status === 429) return { kind: "retry", reason: "throttled", status, message };
  if (status >= 400 && status < 500) return { kind: "rejected", status, code: result.code, message };
  return { kind: "retry", reason: "server", status, message };
}

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** Exponential backoff with ±20 % jitter: 2 s, 4 s, 8 s … capped at 5 minutes. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** exponent);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** What the engine needs from the outside: the queue and the network. */
export type ReplayPort = {
  /** The oldest pending entry after `afterId` (null: from the start) for the signed-in user. */
  next: (afterId: number | null) => Promise<PendingEntry | null>;
  send: (request: SyncRequest, idempotencyKey: string) => Promise<SendResult>;
  /** Records the outcome: synced and rejected entries leave the queue, retried ones stay. */
  settle: (entry: PendingEntry, outcome: SyncOutcome) => Promise<void>;
};

export type ReplayReport =
  | { kind: "drained"; synced: number; rejected: number }
  | {
      kind: "stopped";
      synced: number;
      rejected: number;
      outcome: Extract<SyncOutcome, { kind: "retry" }>;
      attempts: number;
    };

/**
 * Replays the queue strictly in order. It stops at the first entry to retry, since later entries
 * may depend on it (items added to a folder created offline); a rejected entry is settled and the
 * replay goes on.
 */
export async function replayOutbox(port: ReplayPort): Promise<ReplayReport> {
  let synced = 0;
  let rejected = 0;
  let afterId: number | null = null;
  for (;;) {
    const entry = await port.next(afterId);
    if (!entry) return { kind: "drained", synced, rejected };
    afterId = entry.id;
    const outcome = classify(await port.send(requestOf(entry), entry.idempotencyKey));
    await port.settle(entry, outcome);
    if (outcome.kind === "retry") return { kind: "stopped", synced, rejected, outcome, attempts: entry.attempts + 1 };
    if (outcome.kind === "synced") synced += 1;
    else rejected += 1;
  }
}

/** The cache of one user, as plain rows. */
export type CacheRows = {
  collections: CollectionRow[];
  collectionItems: CollectionItemRow[];
  tags: TagRow[];
  companyTags: CompanyTagRow[];
};

export const itemKey = (row: { collectionId: string; aaaId: string }) => `${row.collectionId}|${row.aaaId}`;
export const companyTagKey = (row: { tagId: string; aaaId: string }) => `${row.tagId}|${row.aaaId}`;

function membershipRow(
  owner: string,
  row: Omit<SyncSnapshot["collectionItems"][number], "collectionId">,
): MembershipRow {
  return {
    owner,
    aaaId: row.aaaId,
    companyName: row.companyName ?? "",
    countryCode: row.countryCode,
    present: row.present,
    changedAt: row.changedAt,
  };
}

/** Applies register writes to in-memory rows (the reconcile path; the cache path does the same in Dexie). */
export function applyWrites(rows: CacheRows, writes: CacheWrites, owner: string): CacheRows {
  const collections = new Map(rows.collections.map((row) => [row.id, row]));
  const tags = new Map(rows.tags.map((row) => [row.id, row]));
  const items = new Map(rows.collectionItems.map((row) => [itemKey(row), row]));
  const companyTags = new Map(rows.companyTags.map((row) => [companyTagKey(row), row]));
  const named = (map: Map<string, NamedRow>, list: CacheWrites["collections"]) => {
    for (const write of list) {
      const next = mergeNamed(map.get(write.id), write, owner);
      if (next) map.set(write.id, next);
    }
  };
  named(collections, writes.collections);
  named(tags, writes.tags);
  for (const write of writes.collectionItems) {
    const key = itemKey({ collectionId: write.listId, aaaId: write.aaaId });
    const next = mergeMembership<CollectionItemRow>(items.get(key), write, { collectionId: write.listId }, owner);
    if (next) items.set(key, next);
  }
  for (const write of writes.companyTags) {
    const key = companyTagKey({ tagId: write.listId, aaaId: write.aaaId });
    const next = mergeMembership<CompanyTagRow>(companyTags.get(key), write, { tagId: write.listId }, owner);
    if (next) companyTags.set(key, next);
  }
  return {
    collections: [...collections.values()],
    tags: [...tags.values()],
    collectionItems: [...items.values()],
    companyTags: [...companyTags.values()],
  };
}

/**
 * The cache after a pull: the server's state, with every still-pending mutation applied on top
 * (in queue order), so that nothing queued offline disappears from the screen while it waits.
 */
export function planReconcile(snapshot: SyncSnapshot, pending: readonly PendingEntry[], owner: string): CacheRows {
  const named = (row: SyncSnapshot["collections"][number]): NamedRow => ({ ...row, owner, deletedAt: null });
  const rows: CacheRows = {
    collections: snapshot.collections.map(named),
    tags: snapshot.tags.map(named),
    collectionItems: snapshot.collectionItems.map((row) => ({
      collectionId: row.collectionId,
      ...membershipRow(owner, row),
    })),
    companyTags: snapshot.companyTags.map((row) => ({ tagId: row.tagId, ...membershipRow(owner, row) })),
  };
  const writes: CacheWrites = { collections: [], tags: [], collectionItems: [], companyTags: [] };
  for (const entry of pending) {
    const mutation = entry.owner === owner ? mutationOf(entry) : null;
    if (!mutation) continue;
    const more = writesOf(mutation);
    writes.collections.push(...more.collections);
    writes.tags.push(...more.tags);
    writes.collectionItems.push(...more.collectionItems);
    writes.companyTags.push(...more.companyTags);
  }
  return applyWrites(rows, writes, owner);
}
