import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  EMPTY_POST_FILTER,
  LEADS_MAX_HEADS,
  LeadsAnswers,
  LeadsPostFilter,
  type AnswersHead,
} from "../../../contract/leads.ts";
import { Value } from "typebox/value";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import * as repo from "./heads.repo.ts";

/** The user's saved questionnaires: answers and result filters, each under a name unique to the user. */

function toHead(row: repo.HeadRow): AnswersHead {
  const postFilter = Value.Check(LeadsPostFilter, row.post_filter) ? row.post_filter : EMPTY_POST_FILTER;
  return {
    id: row.id,
    name: row.name,
    answers: Value.Parse(LeadsAnswers, row.answers),
    postFilter,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const notFound = () => new AppError(404, "leadsHeadNotFound");
const nameTaken = () => new AppError(409, "leadsNameTaken");
const found = (row: repo.HeadRow | undefined) => {
  if (!row) throw notFound();
  return toHead(row);
};

export async function listHeads(db: Kysely<DB>, userId: string): Promise<AnswersHead[]> {
  return (await repo.listHeads(db, userId)).map(toHead);
}

export async function saveAnswers(
  db: Kysely<DB>,
  userId: string,
  body: { id?: string; name: string; answers: LeadsAnswers },
): Promise<AnswersHead> {
  const name = body.name.trim();
  if (!name) throw ruleBroken("leadsNameRequired");
  return db.transaction().execute(async (trx) => {
    if (await repo.nameTaken(trx, userId, name, body.id)) throw nameTaken();
    if (body.id !== undefined)
      return found(await repo.updateHead(trx, userId, body.id, { name, answers: body.answers }));
    if ((await repo.countHeads(trx, userId)) >= LEADS_MAX_HEADS)
      throw ruleBroken("leadsHeadLimit", { max: LEADS_MAX_HEADS });
    return toHead(await repo.insertHead(trx, userId, name, body.answers));
  });
}

export async function renameHead(db: Kysely<DB>, userId: string, id: string, newName: string): Promise<AnswersHead> {
  const name = newName.trim();
  if (!name) throw ruleBroken("leadsNameRequired");
  return db.transaction().execute(async (trx) => {
    if (await repo.nameTaken(trx, userId, name, id)) throw nameTaken();
    return found(await repo.updateHead(trx, userId, id, { name }));
  });
}

export async function savePostFilter(
  db: Kysely<DB>,
  userId: string,
  id: string,
  postFilter: LeadsPostFilter,
): Promise<AnswersHead> {
  return found(await repo.updateHead(db, userId, id, { postFilter }));
}

export async function deleteHead(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteHead(db, userId, id))) throw notFound();
}
