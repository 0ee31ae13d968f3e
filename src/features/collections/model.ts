/**
 * The cached shapes of folders and tags and the mutations a device queues (a closed union).
 * Pure: no Dexie, no fetch, only `import type` (from the contract and the Dexie schema), so the
 * sync worker can use it.
 */
import type { CompanyRef } from "../../../contract/collections.ts";
import type {
  CachedCollectionItem,
  CachedCompanyTag,
  CachedMembership,
  CachedNamedList,
  OutboxEntry,
} from "../../offline/db.ts";

export type { CompanyRef };

/** The cached rows (their persisted shapes live with the Dexie schema, in src/offline/db.ts). */
export type NamedRow = CachedNamedList;
export type MembershipRow = CachedMembership;
export type CollectionRow = CachedNamedList;
export type TagRow = CachedNamedList;
export type CollectionItemRow = CachedCollectionItem;
export type CompanyTagRow = CachedCompanyTag;

/** What `mutate(kind, payload)` accepts; `changedAt` (client time) is stamped by `mutate`. */
export type MutationPayloads = {
  "collection.create": { id: string; name: string };
  "collection.rename": { collectionId: string; name: string };
  "collection.delete": { collectionId: string };
  "collection.addItems": { collectionId: string; items: CompanyRef[] };
  "collection.removeItems": { collectionId: string; aaaIds: string[] };
  "tag.create": { id: string; name: string };
  "tag.rename": { tagId: string; name: string };
  "tag.delete": { tagId: string };
  "tag.addCompanies": { tagIds: string[]; companies: CompanyRef[] };
  "tag.removeCompanies": { tagIds: string[]; aaaIds: string[] };
};
export type MutationKind = keyof MutationPayloads;

export type Stamped<K extends MutationKind> = MutationPayloads[K] & { changedAt: number };

/** A queued mutation: kind, payload with its client time. */
export type Mutation = { [K in MutationKind]: { kind: K; payload: Stamped<K> } }[MutationKind];

export const MUTATION_KINDS = [
  "collection.create",
  "collection.rename",
  "collection.delete",
  "collection.addItems",
  "collection.removeItems",
  "tag.create",
  "tag.rename",
  "tag.delete",
  "tag.addCompanies",
  "tag.removeCompanies",
] as const satisfies readonly MutationKind[];

export function isMutationKind(value: unknown): value is MutationKind {
  return typeof value === "string" && (MUTATION_KINDS as readonly string[]).includes(value);
}

/** The HTTP request a mutation replays as. */
export type SyncRequest = {
  method: "GET" | "POST" | "DELETE";
  path: string;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
};

/** An outbox entry as the sync engine sees it (the Dexie row, cloned). */
export type PendingEntry = OutboxEntry & { id: number };
