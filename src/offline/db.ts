import Dexie, { type EntityTable } from "dexie";
import type { Table } from "dexie";

/** A queued write waiting for the network; replayed in order with its idempotency key. */
export type OutboxEntry = {
  id?: number;
  idempotencyKey: string;
  method: "GET" | "POST" | "DELETE";
  path: string;
  body: Record<string, unknown> | null;
  createdAt: number;
  attempts: number;
  lastError: string | null;
  /** Version 2: a collections/tags mutation (its kind and payload) and the user who queued it. */
  kind?: string;
  payload?: unknown;
  protocol?: number;
  owner?: string;
};

/** Version 2: a folder or a tag (a name register and a tombstone), per user. */
export type CachedNamedList = {
  id: string;
  owner: string;
  name: string;
  nameChangedAt: number;
  createdAt: number;
  deletedAt: number | null;
};

/** Version 2: a company in a folder, or a tag on a company (a presence register). */
export type CachedMembership = {
  owner: string;
  aaaId: string;
  /** Empty when unknown (the company id is shown instead). */
  companyName: string;
  countryCode: string | null;
  present: boolean;
  changedAt: number;
};
export type CachedCollectionItem = CachedMembership & { collectionId: string };
export type CachedCompanyTag = CachedMembership & { tagId: string };

/** Version 2: a queued change the server refused for good (shown to the user until dismissed). */
export type SyncRejection = {
  id?: number;
  owner: string;
  kind: string;
  payload: unknown;
  status: number;
  code: number;
  message: string;
  at: number;
};

/** Version 6: an AI assistant conversation of one user (docs/decisions/0038-ai-assistant.md). */
export type AssistantConversation = {
  id: string;
  owner: string;
  /** 1 Credit Analyst, 2 Legal Advisor, 3 Biz Consultant, 4 Economic Analyst. */
  persona: number;
  /** The company in view when it started (aaaId), if any. */
  companyId: string | null;
  title: string;
  messages: {
    role: "user" | "assistant";
    content: string;
    citations?: { aaaId: string; name: string; records: string[]; source: string }[];
  }[];
  updatedAt: number;
};

export type MetaEntry = { key: string; value: unknown; updatedAt: number };

/**
 * The app's IndexedDB. One module constructs Dexie; schema changes add a version, never edit one.
 * Version 1: reference data cache (countries, continents), the outbox, and small key/value meta.
 */
class AppDatabase extends Dexie {
  outbox!: EntityTable<OutboxEntry, "id">;
  meta!: EntityTable<MetaEntry, "key">;
  collections!: EntityTable<CachedNamedList, "id">;
  collectionItems!: Table<CachedCollectionItem, [string, string]>;
  tags!: EntityTable<CachedNamedList, "id">;
  companyTags!: Table<CachedCompanyTag, [string, string]>;
  syncRejections!: EntityTable<SyncRejection, "id">;
  assistantConversations!: EntityTable<AssistantConversation, "id">;

  constructor() {
    super("csi");
    this.version(1).stores({
      countries: "countryCode, continent, nameEn",
      continents: "enName, position",
      outbox: "++id, &idempotencyKey, createdAt",
      meta: "key",
    });
    // Version 2: collections and tags (folders, their companies, tags, tagged companies), refused
    // changes, and the outbox indexed by user. Outbox entries are kept as they are.
    this.version(2).stores({
      outbox: "++id, &idempotencyKey, createdAt, owner",
      collections: "id, owner",
      collectionItems: "[collectionId+aaaId], owner, collectionId, aaaId",
      tags: "id, owner",
      companyTags: "[tagId+aaaId], owner, tagId, aaaId",
      syncRejections: "++id, owner, at",
    });
    // Version 3: company profiles the user opened, for offline reading.
    this.version(3).stores({ viewedCompanies: "id, viewedAt" });
    // Version 4: company search result pages seen online, for offline reading.
    this.version(4).stores({ savedResultPages: "key, criteria, savedAt" });
    // Version 5: the offline copies of server answers (country list, profiles, result pages) moved to
    // the query cache's own IndexedDB (lib/query-persister.ts); the outbox and collections stay here.
    this.version(5).stores({ countries: null, continents: null, viewedCompanies: null, savedResultPages: null });
    // Version 6: the AI assistant's conversations, per user.
    this.version(6).stores({ assistantConversations: "id, owner, updatedAt" });
  }
}

export const db = new AppDatabase();

/** Writes waiting in the outbox; the update prompt never reloads while this is above zero. */
export function pendingOutboxCount(): Promise<number> {
  return db.outbox.count();
}
