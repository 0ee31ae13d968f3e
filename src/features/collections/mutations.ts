/**
 * What each mutation means: the HTTP request it replays as (sync protocol version 1) and the
 * register writes it makes to the cache. Pure, shared by the app, the sync worker and the tests.
 */
import type { MembershipWrite, NamedWrite } from "./lww.ts";
import { isMutationKind, type Mutation, type PendingEntry, type SyncRequest } from "./model.ts";

/** The version of the mutation payloads this build writes and replays (contract SYNC_PROTOCOL_VERSION). */
export const OUTBOX_PROTOCOL = 1;

export function toRequest(mutation: Mutation): SyncRequest {
  const { kind, payload } = mutation;
  switch (kind) {
    case "collection.create":
      return {
        method: "GET",
        path: "/collection/create",
        query: { id: payload.id, name: payload.name, changedAt: payload.changedAt },
      };
    case "collection.rename":
      return { method: "POST", path: "/collection/rename", body: { ...payload } };
    case "collection.delete":
      return { method: "POST", path: "/collection/delete", body: { ...payload } };
    case "collection.addItems":
      return { method: "POST", path: "/collection/addItems", body: { ...payload } };
    case "collection.removeItems":
      return { method: "POST", path: "/collection/removeItems", body: { ...payload } };
    case "tag.create":
      return {
        method: "GET",
        path: "/tools/add",
        query: { id: payload.id, name: payload.name, changedAt: payload.changedAt },
      };
    case "tag.rename":
      return { method: "POST", path: "/tools/rename", body: { ...payload } };
    case "tag.delete":
      return { method: "GET", path: "/tools/remove", query: { tagId: payload.tagId, changedAt: payload.changedAt } };
    case "tag.addCompanies":
      return { method: "POST", path: "/tools/edit/batchAdd", body: { ...payload } };
    case "tag.removeCompanies":
      return { method: "POST", path: "/tools/edit/batchRemove", body: { ...payload } };
  }
}

export type CacheWrites = {
  collections: NamedWrite[];
  tags: NamedWrite[];
  collectionItems: MembershipWrite[];
  companyTags: MembershipWrite[];
};

const none = (): CacheWrites => ({ collections: [], tags: [], collectionItems: [], companyTags: [] });

/** The register writes of a mutation, applied to the cache now and again on top of each pulled snapshot. */
export function writesOf(mutation: Mutation): CacheWrites {
  const writes = none();
  const { kind, payload } = mutation;
  const at = payload.changedAt;
  switch (kind) {
    case "collection.create":
      writes.collections.push({ op: "create", id: payload.id, name: payload.name, at });
      break;
    case "collection.rename":
      writes.collections.push({ op: "rename", id: payload.collectionId, name: payload.name, at });
      break;
    case "collection.delete":
      writes.collections.push({ op: "delete", id: payload.collectionId, at });
      break;
    case "collection.addItems":
      for (const item of payload.items)
        writes.collectionItems.push({ listId: payload.collectionId, present: true, at, ...item });
      break;
    case "collection.removeItems":
      for (const aaaId of payload.aaaIds)
        writes.collectionItems.push({ listId: payload.collectionId, aaaId, present: false, at });
      break;
    case "tag.create":
      writes.tags.push({ op: "create", id: payload.id, name: payload.name, at });
      break;
    case "tag.rename":
      writes.tags.push({ op: "rename", id: payload.tagId, name: payload.name, at });
      break;
    case "tag.delete":
      writes.tags.push({ op: "delete", id: payload.tagId, at });
      break;
    case "tag.addCompanies":
      for (const listId of payload.tagIds)
        for (const company of payload.companies) writes.companyTags.push({ listId, present: true, at, ...company });
      break;
    case "tag.removeCompanies":
      for (const listId of payload.tagIds)
        for (const aaaId of payload.aaaIds) writes.companyTags.push({ listId, aaaId, present: false, at });
      break;
  }
  return writes;
}

/**
 * The entry's mutation in the current protocol, or null for an entry that is not one of ours
 * (replayed as its stored method, path and body). Entries written by an older build are upgraded
 * here, never dropped; version 1 is the first, so there is nothing to upgrade yet.
 */
export function mutationOf(entry: PendingEntry): Mutation | null {
  if (!isMutationKind(entry.kind) || typeof entry.payload !== "object" || entry.payload === null) return null;
  const protocol = entry.protocol ?? OUTBOX_PROTOCOL;
  if (protocol > OUTBOX_PROTOCOL) return null;
  return { kind: entry.kind, payload: entry.payload } as Mutation;
}

/** The request an outbox entry replays as. */
export function requestOf(entry: PendingEntry): SyncRequest {
  const mutation = mutationOf(entry);
  if (mutation) return toRequest(mutation);
  return { method: entry.method, path: entry.path, ...(entry.body ? { body: entry.body } : {}) };
}
