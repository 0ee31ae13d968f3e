import { useEffect } from "react";
import { useLiveQuery } from "dexie-react-hooks";
import { db, type SyncRejection } from "../../offline/db.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import type { CollectionItemRow, CompanyTagRow, MembershipRow, NamedRow } from "./model.ts";
import { readSyncStatus, type SyncStatus } from "./sync-status.ts";
import { startOutboxSync } from "./sync-runner.ts";

/** A folder or tag with its number of companies. */
export type ListSummary = NamedRow & { count: number };

/** A company with the folders (or tags) of the user that hold it. */
export type SavedCompany = MembershipRow & { listIds: string[] };

/** The signed-in user's id (the owner of the cached rows), null when signed out. */
export function useOwner(): string | null {
  return useUserInfo()?.id ?? null;
}

/** Starts the sync engine in this tab once a component that shows synced data is on screen. */
export function useOutboxSync(): void {
  useEffect(() => startOutboxSync(), []);
}

async function liveLists(owner: string, kind: "collections" | "tags"): Promise<ListSummary[]> {
  const lists = (await db[kind].where("owner").equals(owner).toArray()).filter((row) => row.deletedAt === null);
  const members: (CollectionItemRow | CompanyTagRow)[] =
    kind === "collections"
      ? await db.collectionItems.where("owner").equals(owner).toArray()
      : await db.companyTags.where("owner").equals(owner).toArray();
  const counts = new Map<string, number>();
  for (const row of members) {
    if (!row.present) continue;
    const listId = "collectionId" in row ? row.collectionId : row.tagId;
    counts.set(listId, (counts.get(listId) ?? 0) + 1);
  }
  return lists
    .map((row) => ({ ...row, count: counts.get(row.id) ?? 0 }))
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** The user's folders, oldest first, with their counts (live: every tab sees changes at once). */
export function useFolders(): ListSummary[] | undefined {
  const owner = useOwner();
  return useLiveQuery(async () => (owner ? liveLists(owner, "collections") : []), [owner]);
}

export function useTags(): ListSummary[] | undefined {
  const owner = useOwner();
  return useLiveQuery(async () => (owner ? liveLists(owner, "tags") : []), [owner]);
}

/**
 * Companies in one list (or, with `listId` null, in any live list: the "Saved" view), newest
 * first, each with every live list that holds it.
 */
async function listMembers(
  owner: string,
  kind: "collections" | "tags",
  listId: string | null,
): Promise<SavedCompany[]> {
  const live = new Set(
    (await db[kind].where("owner").equals(owner).toArray()).filter((r) => r.deletedAt === null).map((r) => r.id),
  );
  const rows: (CollectionItemRow | CompanyTagRow)[] =
    kind === "collections"
      ? await db.collectionItems.where("owner").equals(owner).toArray()
      : await db.companyTags.where("owner").equals(owner).toArray();
  const holders = new Map<string, string[]>();
  const shown = new Map<string, MembershipRow>();
  for (const row of rows) {
    const rowList = "collectionId" in row ? row.collectionId : row.tagId;
    if (!row.present || !live.has(rowList)) continue;
    holders.set(row.aaaId, [...(holders.get(row.aaaId) ?? []), rowList]);
    const current = shown.get(row.aaaId);
    if (listId === null ? !current || row.changedAt > current.changedAt : rowList === listId) shown.set(row.aaaId, row);
  }
  return [...shown.values()]
    .map((row) => ({ ...row, listIds: holders.get(row.aaaId) ?? [] }))
    .sort((a, b) => b.changedAt - a.changedAt || a.aaaId.localeCompare(b.aaaId));
}

export function useFolderCompanies(folderId: string | null): SavedCompany[] | undefined {
  const owner = useOwner();
  return useLiveQuery(async () => (owner ? listMembers(owner, "collections", folderId) : []), [owner, folderId]);
}

export function useTagCompanies(tagId: string | null): SavedCompany[] | undefined {
  const owner = useOwner();
  return useLiveQuery(async () => (owner ? listMembers(owner, "tags", tagId) : []), [owner, tagId]);
}

/** For each list, how many of the given companies it holds (to show checked, mixed or empty). */
export function useMembershipCounts(
  kind: "collections" | "tags",
  aaaIds: readonly string[],
): Map<string, number> | undefined {
  const owner = useOwner();
  const key = aaaIds.map((id) => id.toUpperCase()).join(",");
  return useLiveQuery(async () => {
    const counts = new Map<string, number>();
    if (!owner || key === "") return counts;
    const ids = key.split(",");
    const rows: (CollectionItemRow | CompanyTagRow)[] =
      kind === "collections"
        ? await db.collectionItems.where("aaaId").anyOf(ids).toArray()
        : await db.companyTags.where("aaaId").anyOf(ids).toArray();
    for (const row of rows) {
      if (row.owner !== owner || !row.present) continue;
      const listId = "collectionId" in row ? row.collectionId : row.tagId;
      counts.set(listId, (counts.get(listId) ?? 0) + 1);
    }
    return counts;
  }, [owner, kind, key]);
}

export type SyncSummary = { pending: number; status: SyncStatus; rejections: SyncRejection[] };

/** Queued changes, the sync status and refused changes of the signed-in user. */
export function useSyncSummary(): SyncSummary | undefined {
  const owner = useOwner();
  return useLiveQuery(async () => {
    if (!owner) return { pending: 0, status: { kind: "idle" } as SyncStatus, rejections: [] };
    const [pending, status, rejections] = await Promise.all([
      db.outbox.where("owner").equals(owner).count(),
      readSyncStatus(),
      db.syncRejections.where("owner").equals(owner).sortBy("at"),
    ]);
    return { pending, status, rejections };
  }, [owner]);
}

export async function dismissRejections(ids: readonly number[]): Promise<void> {
  await db.syncRejections.bulkDelete([...ids]);
}
