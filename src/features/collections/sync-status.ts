import { db } from "../../offline/db.ts";
import type { RetryReason } from "./sync-engine.ts";

/**
 * Where the sync of folders and tags stands (a closed union). The tab that syncs writes it to the
 * cache, so every tab shows the same status through a live query.
 */
export type SyncStatus =
  | { kind: "idle" }
  | { kind: "syncing" }
  | { kind: "synced"; at: number }
  | { kind: "retrying"; reason: RetryReason; message: string; nextAttemptAt: number }
  /** The server speaks a newer sync protocol than this build: the app needs updating. */
  | { kind: "update-needed" };

export const SYNC_STATUS_KEY = "collections-sync";

export async function saveSyncStatus(status: SyncStatus): Promise<void> {
  await db.meta.put({ key: SYNC_STATUS_KEY, value: status, updatedAt: Date.now() });
}

export async function readSyncStatus(): Promise<SyncStatus> {
  const entry = await db.meta.get(SYNC_STATUS_KEY);
  return (entry?.value as SyncStatus | undefined) ?? { kind: "idle" };
}
