import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Executor = Kysely<DB> | Transaction<DB>;

export async function insertInvitation(
  db: Executor,
  row: {
    orgId: string;
    email: string;
    tokenHash: string;
    groupId: number | null;
    roleId: number | null;
    invitedBy: string;
    now: Date;
    expiresAt: Date;
  },
) {
  await db
    .insertInto("org_invitations")
    .values({
      organization_id: row.orgId,
      email: row.email,
      token_hash: row.tokenHash,
      group_id: row.groupId === null ? null : String(row.groupId),
      role_id: row.roleId === null ? null : String(row.roleId),
      invited_by: row.invitedBy,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

export async function pendingInvitations(db: Executor, orgId: string, now: Date) {
  return db
    .selectFrom("org_invitations")
    .select(["email", "created_at", "expires_at"])
    .where("organization_id", "=", orgId)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
}

/** An unused, unexpired invitation by its token's hash, locked for the accepting transaction. */
export async function openInvitation(db: Executor, tokenHash: string, now: Date) {
  return db
    .selectFrom("org_invitations")
    .select(["id", "organization_id", "email", "group_id", "role_id", "invited_by"])
    .where("token_hash", "=", tokenHash)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", now)
    .forUpdate()
    .executeTakeFirst();
}

export async function markAccepted(db: Executor, id: string, now: Date) {
  await db.updateTable("org_invitations").set({ accepted_at: now }).where("id", "=", id).execute();
}

export async function joinOrganization(
  db: Executor,
  userId: string,
  invitation: { organization_id: string; group_id: string | null; role_id: string | null },
) {
  const result = await db
    .updateTable("app_users")
    .set({
      organization_id: invitation.organization_id,
      user_type: 2,
      org_group_id: invitation.group_id,
      org_role_id: invitation.role_id,
      org_account_status: 1,
    })
    .where("id", "=", userId)
    .where("user_type", "=", 1)
    .where("organization_id", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function userByEmail(db: Executor, email: string) {
  return db
    .selectFrom("app_users")
    .select(["id", "organization_id", "email"])
    .where(({ fn }) => fn("lower", ["email"]), "=", email.toLowerCase())
    .executeTakeFirst();
}

export async function organizationName(db: Executor, orgId: string) {
  const row = await db.selectFrom("organizations").select("name").where("id", "=", orgId).executeTakeFirst();
  return row?.name ?? "";
}
