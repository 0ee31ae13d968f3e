import { db, type OutboxEntry } from "../../offline/db.ts";
import { mergeMembership, mergeNamed } from "./lww.ts";
import type {
  CollectionItemRow,
  CompanyTagRow,
  Mutation,
  MutationKind,
  MutationPayloads,
  PendingEntry,
} from "./model.ts";
import { mutationOf, OUTBOX_PROTOCOL, toRequest, writesOf, type CacheWrites } from "./mutations.ts";
import type { CacheRows } from "./sync-engine.ts";

/** Every table a mutation or a reconciliation touches, locked together. */
const cacheTables = () => [db.collections, db.collectionItems, db.tags, db.companyTags, db.outbox];

/** Applies register writes to the Dexie cache (inside the caller's transaction). */
async function applyToCache(writes: CacheWrites, owner: string): Promise<void> {
  for (const write of writes.collections) {
    const row = await db.collections.get(write.id);
    const next = mergeNamed(row, write, owner);
    if (next && next !== row) await db.collections.put(next);
  }
  for (const write of writes.tags) {
    const row = await db.tags.get(write.id);
    const next = mergeNamed(row, write, owner);
    if (next && next !== row) await db.tags.put(next);
  }
  for (const write of writes.collectionItems) {
    const row = await db.collectionItems.get([write.listId, write.aaaId]);
    const next = mergeMembership<CollectionItemRow>(row, write, { collectionId: write.listId }, owner);
    if (next && next !== row) await db.collectionItems.put(next);
  }
  for (const write of writes.companyTags) {
    const row = await db.companyTags.get([write.listId, write.aaaId]);
    const next = mergeMembership<CompanyTagRow>(row, write, { tagId: write.listId }, owner);
    if (next && next !== row) await db.companyTags.put(next);
  }
}

function outboxEntry(mutation: Mutation, owner: string, now: number): OutboxEntry {
  const request = toRequest(mutation);
  const query = request.query
    ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, String(v)]))}`
    : "";
  return {
    idempotencyKey: crypto.randomUUID(),
    method: request.method,
    path: `${request.path}${query}`,
    body: request.body ?? null,
    createdAt: now,
    attempts: 0,
    lastError: null,
    kind: mutation.kind,
    payload: mutation.payload,
    protocol: OUTBOX_PROTOCOL,
    owner,
  };
}

/**
 * The one way the app changes folders and tags: in one Dexie transaction the change is applied to
 * the cache and queued in the outbox with a fresh idempotency key, so the screen updates at once,
 * offline or not, and the sync engine sends it exactly once.
 */
export async function writeMutation<K extends MutationKind>(
  owner: string,
  kind: K,
  payload: MutationPayloads[K],
  now = Date.now(),
): Promise<void> {
  const mutation = { kind, payload: { ...payload, changedAt: now } } as Mutation;
  await db.transaction("rw", cacheTables(), async () => {
    await applyToCache(writesOf(mutation), owner);
    await db.outbox.add(outboxEntry(mutation, owner, now));
  });
}

/** The oldest entry after `afterId` that the signed-in user may send (entries of no user are anyone's). */
export async function nextPending(owner: string, afterId: number | null): Promise<PendingEntry | null> {
  const entry = await db.outbox
    .where("id")
    .above(afterId ?? 0)
    .filter((e) => e.owner === undefined || e.owner === owner)
    .first();
  return (entry as PendingEntry | undefined) ?? null;
}

export async function pendingEntries(owner: string): Promise<PendingEntry[]> {
  const entries = await db.outbox
    .orderBy("id")
    .filter((e) => e.owner === owner)
    .toArray();
  return entries as PendingEntry[];
}

export async function settleSynced(entryId: number): Promise<void> {
  await db.outbox.delete(entryId);
}

/** Keeps the entry for a later attempt, with what went wrong. */
export async function settleRetry(entryId: number, message: string): Promise<void> {
  await db.outbox
    .where("id")
    .equals(entryId)
    .modify((entry) => {
      entry.attempts += 1;
      entry.lastError = message;
    });
}

/** Moves a refused entry from the outbox to the refused changes, in one transaction. */
export async function settleRejected(
  entry: PendingEntry,
  failure: { status: number; code: number; message: string },
): Promise<void> {
  await db.transaction("rw", db.outbox, db.syncRejections, async () => {
    await db.outbox.delete(entry.id);
    await db.syncRejections.add({
      owner: entry.owner ?? "",
      kind: entry.kind ?? `${entry.method} ${entry.path}`,
      payload: entry.payload ?? entry.body,
      status: failure.status,
      code: failure.code,
      message: failure.message,
      at: Date.now(),
    });
  });
}

/**
 * Replaces the cached folders and tags with the user's reconciled rows. The plan covered the
 * outbox up to `plannedUpTo`; entries queued since then are applied on top in the same
 * transaction, so a change made during the pull is never hidden. Rows of other users who signed
 * in on this device are dropped from the cache (the server has them); their queued changes stay.
 */
export async function replaceCache(owner: string, rows: CacheRows, plannedUpTo: number): Promise<void> {
  await db.transaction("rw", cacheTables(), async () => {
    await Promise.all([db.collections.clear(), db.collectionItems.clear(), db.tags.clear(), db.companyTags.clear()]);
    await db.collections.bulkPut(rows.collections);
    await db.collectionItems.bulkPut(rows.collectionItems);
    await db.tags.bulkPut(rows.tags);
    await db.companyTags.bulkPut(rows.companyTags);
    const later = await db.outbox
      .where("id")
      .above(plannedUpTo)
      .filter((e) => e.owner === owner)
      .toArray();
    for (const entry of later) {
      const mutation = mutationOf(entry as PendingEntry);
      if (mutation) await applyToCache(writesOf(mutation), owner);
    }
  });
}
