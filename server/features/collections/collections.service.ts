import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  COLLECTION_NAME_MAX,
  type AddItemsBody,
  type Collection,
  type CollectionState,
  type CreateCollectionQuery,
  type DeleteCollectionBody,
  type RemoveItemsBody,
  type RenameCollectionBody,
  type ShowItemsQuery,
  type ShowItemsResult,
} from "../../../contract/collections.ts";
import { AppError } from "../../lib/app-error.ts";
import * as lists from "./lists.repo.ts";
import * as repo from "./collections.repo.ts";
import { canonicalAaaId, cleanName, companyIdOf, companyIds, companyRows, editTime } from "./sync-rules.ts";

type Db = Kysely<DB> | Transaction<DB>;
type Actor = { userId: string; now: Date };

const NAME_RULES = { required: "collectionNameRequired", tooLong: "collectionNameTooLong" } as const;

function toState(row: lists.ListRow): CollectionState {
  return {
    id: row.id,
    name: row.name,
    itemCount: row.deleted_at ? 0 : row.item_count,
    createdAt: new Date(row.created_at).toISOString(),
    deleted: row.deleted_at !== null,
  };
}

function toCollection(row: lists.ListRow & { contains_company?: boolean | null }): Collection {
  const collection: Collection = {
    id: row.id,
    name: row.name,
    itemCount: row.item_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (row.contains_company !== null && row.contains_company !== undefined)
    collection.containsCompany = row.contains_company;
  return collection;
}

/** The user's folder (deleted ones included, as tombstones); 404 for an unknown id or another user's. */
async function ownFolder(db: Db, userId: string, id: string): Promise<lists.ListRow> {
  const row = await lists.findList(db, lists.FOLDERS, id);
  if (!row || row.user_id !== userId) throw new AppError(404, "collectionNotFound");
  return row;
}

export async function getCollectionList(db: Db, userId: string, aaaId: string | undefined): Promise<Collection[]> {
  const companyId = aaaId ? companyIdOf(canonicalAaaId(aaaId)) : null;
  const rows = await lists.listLists(db, lists.FOLDERS, userId, aaaId ? (companyId ?? "0") : null);
  return rows.map(toCollection);
}

export async function showItems(db: Db, userId: string, query: ShowItemsQuery): Promise<ShowItemsResult> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  let collection: Collection | null = null;
  if (query.collectionId) {
    const folder = await ownFolder(db, userId, query.collectionId);
    if (folder.deleted_at) throw new AppError(404, "collectionNotFound");
    collection = toCollection(folder);
  }
  const { total, rows } = await repo.savedCompanies(db, {
    userId,
    collectionId: query.collectionId,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    collection,
    page,
    pageSize,
    total,
    rows: rows.map((row) => ({
      aaaId: row.aaa_id,
      companyName: row.company_name,
      countryCode: row.country_code,
      addedAt: new Date(row.added_at).toISOString(),
      collectionIds: row.collection_ids,
    })),
  };
}

/**
 * Creates a folder with the client's id (a new one when absent). Creating an existing folder of
 * the user again is a name write (last writer wins); a deleted folder stays deleted.
 */
export async function createCollection(trx: Transaction<DB>, actor: Actor, query: CreateCollectionQuery) {
  const name = cleanName(query.name, COLLECTION_NAME_MAX, NAME_RULES);
  const id = (query.id ?? randomUUID()).toLowerCase();
  const at = editTime(query.changedAt, actor.now);
  await lists.upsertList(trx, lists.FOLDERS, { id, userId: actor.userId, name, at, now: actor.now });
  const row = await lists.findList(trx, lists.FOLDERS, id);
  if (!row || row.user_id !== actor.userId) throw new AppError(409, "listIdTaken");
  return toState(row);
}

export async function renameCollection(trx: Transaction<DB>, actor: Actor, body: RenameCollectionBody) {
  const name = cleanName(body.name, COLLECTION_NAME_MAX, NAME_RULES);
  const folder = await ownFolder(trx, actor.userId, body.collectionId);
  const at = editTime(body.changedAt, actor.now);
  await lists.renameList(trx, lists.FOLDERS, { id: folder.id, name, at, now: actor.now });
  return toState(await ownFolder(trx, actor.userId, folder.id));
}

export async function deleteCollection(trx: Transaction<DB>, actor: Actor, body: DeleteCollectionBody) {
  const folder = await ownFolder(trx, actor.userId, body.collectionId);
  const at = editTime(body.changedAt, actor.now);
  await lists.tombstoneList(trx, lists.FOLDERS, { id: folder.id, at, now: actor.now });
  return toState(await ownFolder(trx, actor.userId, folder.id));
}

/** Adds companies to a folder; on a deleted folder it changes nothing (the deletion wins). */
export async function addItems(trx: Transaction<DB>, actor: Actor, body: AddItemsBody) {
  const companies = companyRows(body.items);
  return writeItems(trx, actor, body.collectionId, companies, true, body.changedAt);
}

export async function removeItems(trx: Transaction<DB>, actor: Actor, body: RemoveItemsBody) {
  return writeItems(trx, actor, body.collectionId, companyIds(body.aaaIds), false, body.changedAt);
}

async function writeItems(
  trx: Transaction<DB>,
  actor: Actor,
  collectionId: string,
  companies: ReturnType<typeof companyRows>,
  present: boolean,
  changedAt: number | undefined,
): Promise<CollectionState> {
  const folder = await ownFolder(trx, actor.userId, collectionId);
  if (!folder.deleted_at) {
    const at = editTime(changedAt, actor.now);
    await lists.writeMemberships(trx, lists.FOLDERS, {
      listIds: [folder.id],
      userId: actor.userId,
      companies,
      present,
      at,
      now: actor.now,
    });
  }
  return toState(await ownFolder(trx, actor.userId, folder.id));
}
