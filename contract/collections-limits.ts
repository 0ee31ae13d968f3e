/**
 * Limits and versions of collections and tags, without schemas, so the web app can import them
 * without the schema library (contract/collections.ts and contract/tags.ts re-export them).
 */

/** Bumped when the shape of a mutation or of the snapshot changes; queued entries are migrated. */
export const SYNC_PROTOCOL_VERSION = 1;

export const COLLECTION_NAME_MAX = 50;
export const TAG_NAME_MAX = 30;
export const ITEMS_PER_CALL_MAX = 500;
export const TAGS_PER_CALL_MAX = 50;
export const COLLECTIONS_PAGE_SIZE_MAX = 200;
/** A stored idempotent response is replayed for this long. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A client clock ahead of the server by more than this is clamped, so it cannot pin a value forever. */
export const CLIENT_CLOCK_SKEW_MAX_MS = 5 * 60_000;
