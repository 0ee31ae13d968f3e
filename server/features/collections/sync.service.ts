import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { SYNC_PROTOCOL_VERSION, type SyncSnapshot } from "../../../contract/collections.ts";
import * as lists from "./lists.repo.ts";

const ms = (value: Date) => new Date(value).getTime();

function membership(row: lists.MemberRow) {
  return {
    aaaId: row.aaa_id,
    companyName: row.company_name,
    countryCode: row.country_code,
    present: row.present,
    changedAt: ms(row.changed_at),
  };
}

function named(row: lists.ListRow) {
  return { id: row.id, name: row.name, nameChangedAt: ms(row.name_changed_at), createdAt: ms(row.created_at) };
}

/**
 * Everything a device caches, read in one repeatable-read transaction so the four parts agree:
 * live folders and tags with their name registers, and every membership register of them.
 */
export async function snapshot(db: Kysely<DB>, userId: string, now: Date): Promise<SyncSnapshot> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const folders = await lists.listLists(trx, lists.FOLDERS, userId, null);
      const items = await lists.memberships(trx, lists.FOLDERS, { userId, onlyPresent: false });
      const tags = await lists.listLists(trx, lists.TAGS, userId, null);
      const companyTags = await lists.memberships(trx, lists.TAGS, { userId, onlyPresent: false });
      return {
        protocolVersion: SYNC_PROTOCOL_VERSION,
        serverTime: now.getTime(),
        collections: folders.map(named),
        collectionItems: items.map((row) => ({ collectionId: row.list_id, ...membership(row) })),
        tags: tags.map(named),
        companyTags: companyTags.map((row) => ({ tagId: row.list_id, ...membership(row) })),
      };
    });
}
