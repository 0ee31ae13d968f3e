import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  TAG_NAME_MAX,
  type AddTagQuery,
  type BatchAddTagsBody,
  type BatchRemoveTagsBody,
  type RemoveTagQuery,
  type RenameTagBody,
  type Tag,
  type TagCompaniesQuery,
  type TagCompaniesResult,
  type TagState,
} from "../../../contract/tags.ts";
import { AppError } from "../../lib/app-error.ts";
import * as lists from "./lists.repo.ts";
import * as repo from "./tags.repo.ts";
import {
  canonicalAaaId,
  cleanName,
  companyIdOf,
  companyIds,
  companyRows,
  editTime,
  type CompanyRow,
} from "./sync-rules.ts";

type Db = Kysely<DB> | Transaction<DB>;
type Actor = { userId: string; now: Date };

const NAME_RULES = { required: "tagNameRequired", tooLong: "tagNameTooLong" } as const;

function toTag(row: lists.ListRow): Tag {
  return {
    id: row.id,
    name: row.name,
    companyCount: row.item_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toState(row: lists.ListRow): TagState {
  return { ...toTag(row), companyCount: row.deleted_at ? 0 : row.item_count, deleted: row.deleted_at !== null };
}

async function ownTag(db: Db, userId: string, id: string): Promise<lists.ListRow> {
  const row = await lists.findList(db, lists.TAGS, id);
  if (!row || row.user_id !== userId) throw new AppError(404, "tagNotFound");
  return row;
}

export async function listTags(db: Db, userId: string): Promise<Tag[]> {
  return (await lists.listLists(db, lists.TAGS, userId, null)).map(toTag);
}

export async function tagsOfCompany(db: Db, userId: string, aaaId: string): Promise<Tag[]> {
  const companyId = companyIdOf(canonicalAaaId(aaaId));
  if (!companyId) return [];
  return (await repo.tagsOfCompany(db, userId, companyId)).map(toTag);
}

export async function tagCompanies(db: Db, userId: string, query: TagCompaniesQuery): Promise<TagCompaniesResult> {
  const tag = await ownTag(db, userId, query.tagId);
  if (tag.deleted_at) throw new AppError(404, "tagNotFound");
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const rows = await lists.memberships(db, lists.TAGS, {
    userId,
    listId: tag.id,
    onlyPresent: true,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    tag: toTag(tag),
    page,
    pageSize,
    total: tag.item_count,
    rows: rows.map((row) => ({
      aaaId: row.aaa_id,
      companyName: row.company_name ?? row.aaa_id,
      countryCode: row.country_code,
      taggedAt: new Date(row.changed_at).toISOString(),
    })),
  };
}

export async function addTag(trx: Transaction<DB>, actor: Actor, query: AddTagQuery): Promise<TagState> {
  const name = cleanName(query.name, TAG_NAME_MAX, NAME_RULES);
  const id = (query.id ?? randomUUID()).toLowerCase();
  await lists.upsertList(trx, lists.TAGS, {
    id,
    userId: actor.userId,
    name,
    at: editTime(query.changedAt, actor.now),
    now: actor.now,
  });
  const row = await lists.findList(trx, lists.TAGS, id);
  if (!row || row.user_id !== actor.userId) throw new AppError(409, "listIdTaken");
  return toState(row);
}

export async function renameTag(trx: Transaction<DB>, actor: Actor, body: RenameTagBody): Promise<TagState> {
  const name = cleanName(body.name, TAG_NAME_MAX, NAME_RULES);
  const tag = await ownTag(trx, actor.userId, body.tagId);
  await lists.renameList(trx, lists.TAGS, {
    id: tag.id,
    name,
    at: editTime(body.changedAt, actor.now),
    now: actor.now,
  });
  return toState(await ownTag(trx, actor.userId, tag.id));
}

export async function removeTag(trx: Transaction<DB>, actor: Actor, query: RemoveTagQuery): Promise<TagState> {
  const tag = await ownTag(trx, actor.userId, query.tagId);
  await lists.tombstoneList(trx, lists.TAGS, { id: tag.id, at: editTime(query.changedAt, actor.now), now: actor.now });
  return toState(await ownTag(trx, actor.userId, tag.id));
}

export async function batchAdd(trx: Transaction<DB>, actor: Actor, body: BatchAddTagsBody): Promise<TagState[]> {
  return writeTags(trx, actor, body.tagIds, companyRows(body.companies), true, body.changedAt);
}

export async function batchRemove(trx: Transaction<DB>, actor: Actor, body: BatchRemoveTagsBody): Promise<TagState[]> {
  return writeTags(trx, actor, body.tagIds, companyIds(body.aaaIds), false, body.changedAt);
}

/** Every tag must be the user's (404 otherwise); deleted tags are left as they are. */
async function writeTags(
  trx: Transaction<DB>,
  actor: Actor,
  tagIds: readonly string[],
  companies: CompanyRow[],
  present: boolean,
  changedAt: number | undefined,
): Promise<TagState[]> {
  const ids = [...new Set(tagIds.map((id) => id.toLowerCase()))];
  const live: string[] = [];
  for (const id of ids) if (!(await ownTag(trx, actor.userId, id)).deleted_at) live.push(id);
  if (live.length > 0) {
    await lists.writeMemberships(trx, lists.TAGS, {
      listIds: live,
      userId: actor.userId,
      companies,
      present,
      at: editTime(changedAt, actor.now),
      now: actor.now,
    });
  }
  const after: TagState[] = [];
  for (const id of ids) after.push(toState(await ownTag(trx, actor.userId, id)));
  return after;
}
