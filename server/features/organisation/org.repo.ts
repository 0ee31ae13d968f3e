import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Executor = Kysely<DB> | Transaction<DB>;

/** The administrator's organisation (userType 3 owns exactly one), or null. */
export async function organizationOf(db: Executor, userId: string) {
  const row = await db
    .selectFrom("app_users")
    .select(["organization_id", "user_type", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.organization_id == null ? null : { id: String(row.organization_id), userType: row.user_type };
}

export async function listGroups(db: Executor, orgId: string) {
  return db
    .selectFrom("org_groups as g")
    .leftJoin("org_groups as p", "p.id", "g.parent_id")
    .select((eb) => [
      "g.id",
      "g.name",
      "g.parent_id",
      "p.name as parent_name",
      "g.status",
      eb
        .selectFrom("app_users as u")
        .select(eb.fn.countAll<string>().as("n"))
        .whereRef("u.org_group_id", "=", "g.id")
        .as("member_count"),
    ])
    .where("g.organization_id", "=", orgId)
    .orderBy("g.id")
    .execute();
}

export async function findGroup(db: Executor, orgId: string, id: number) {
  return db
    .selectFrom("org_groups")
    .select(["id", "parent_id"])
    .where("organization_id", "=", orgId)
    .where("id", "=", String(id))
    .executeTakeFirst();
}

export async function groupNameTaken(db: Executor, orgId: string, name: string, exceptId?: number) {
  let query = db
    .selectFrom("org_groups")
    .select("id")
    .where("organization_id", "=", orgId)
    .where(sql<string>`lower(name)`, "=", name.toLowerCase());
  if (exceptId !== undefined) query = query.where("id", "<>", String(exceptId));
  return (await query.executeTakeFirst()) !== undefined;
}

export type GroupFields = { name: string; parentId: number | null; status: 0 | 1 };

export async function insertGroup(db: Executor, orgId: string, fields: GroupFields) {
  const row = await db
    .insertInto("org_groups")
    .values({ organization_id: orgId, name: fields.name, parent_id: fields.parentId, status: fields.status })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateGroup(db: Executor, orgId: string, id: number, fields: GroupFields) {
  await db
    .updateTable("org_groups")
    .set({ name: fields.name, parent_id: fields.parentId, status: fields.status })
    .where("organization_id", "=", orgId)
    .where("id", "=", String(id))
    .execute();
}

export async function deleteGroup(db: Executor, orgId: string, id: number) {
  const result = await db
    .deleteFrom("org_groups")
    .where("organization_id", "=", orgId)
    .where("id", "=", String(id))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function listRoles(db: Executor, orgId: string, id?: number) {
  let query = db
    .selectFrom("org_roles as r")
    .select((eb) => [
      "r.id",
      "r.name",
      "r.position",
      "r.status",
      eb
        .selectFrom("org_role_permissions as rp")
        .select(sql<string>`coalesce(string_agg(rp.permission, ','), '')`.as("list"))
        .whereRef("rp.role_id", "=", "r.id")
        .as("permissions"),
      eb
        .selectFrom("app_users as u")
        .select(eb.fn.countAll<string>().as("n"))
        .whereRef("u.org_role_id", "=", "r.id")
        .as("member_count"),
    ])
    .where("r.organization_id", "=", orgId);
  if (id !== undefined) query = query.where("r.id", "=", String(id));
  return query.orderBy("r.id").execute();
}

export async function roleNameTaken(db: Executor, orgId: string, name: string, exceptId?: number) {
  let query = db
    .selectFrom("org_roles")
    .select("id")
    .where("organization_id", "=", orgId)
    .where(sql<string>`lower(name)`, "=", name.toLowerCase());
  if (exceptId !== undefined) query = query.where("id", "<>", String(exceptId));
  return (await query.executeTakeFirst()) !== undefined;
}

export type RoleFields = { name: string; position: string; status: 0 | 1; permissions: readonly string[] };

async function setRolePermissions(db: Executor, roleId: string, permissions: readonly string[]) {
  await db.deleteFrom("org_role_permissions").where("role_id", "=", roleId).execute();
  if (permissions.length === 0) return;
  await db
    .insertInto("org_role_permissions")
    .values(permissions.map((permission) => ({ role_id: roleId, permission })))
    .execute();
}

export async function insertRole(db: Executor, orgId: string, fields: RoleFields) {
  const row = await db
    .insertInto("org_roles")
    .values({ organization_id: orgId, name: fields.name, position: fields.position, status: fields.status })
    .returning("id")
    .executeTakeFirstOrThrow();
  await setRolePermissions(db, String(row.id), fields.permissions);
  return Number(row.id);
}

export async function updateRole(db: Executor, orgId: string, id: number, fields: RoleFields) {
  const result = await db
    .updateTable("org_roles")
    .set({ name: fields.name, position: fields.position, status: fields.status })
    .where("organization_id", "=", orgId)
    .where("id", "=", String(id))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await setRolePermissions(db, String(id), fields.permissions);
  return true;
}

export async function deleteRole(db: Executor, orgId: string, id: number) {
  const result = await db
    .deleteFrom("org_roles")
    .where("organization_id", "=", orgId)
    .where("id", "=", String(id))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function roleExists(db: Executor, orgId: string, id: number) {
  const row = await db
    .selectFrom("org_roles")
    .select("id")
    .where("organization_id", "=", orgId)
    .where("id", "=", String(id))
    .executeTakeFirst();
  return row !== undefined;
}

export async function listUsers(db: Executor, orgId: string, userId?: string) {
  let query = db
    .selectFrom("app_users as u")
    .leftJoin("org_groups as g", "g.id", "u.org_group_id")
    .leftJoin("org_roles as r", "r.id", "u.org_role_id")
    .select([
      "u.id",
      "u.email",
      "u.first_name",
      "u.last_name",
      "u.user_type",
      "u.org_group_id",
      "g.name as group_name",
      "u.org_role_id",
      "r.name as role_name",
      "u.org_account_status",
    ])
    .where("u.organization_id", "=", orgId)
    .where("u.cancelled_at", "is", null);
  if (userId !== undefined) query = query.where("u.id", "=", userId);
  return query.orderBy("u.user_type", "desc").orderBy("u.id").execute();
}

export async function setMemberPlace(
  db: Executor,
  userId: string,
  place: { groupId: number | null; roleId: number | null; accountStatus: 0 | 1 },
) {
  await db
    .updateTable("app_users")
    .set({
      org_group_id: place.groupId === null ? null : String(place.groupId),
      org_role_id: place.roleId === null ? null : String(place.roleId),
      org_account_status: place.accountStatus,
    })
    .where("id", "=", userId)
    .execute();
}

/** What the enforcement reads on each covered request of a member: one indexed query. */
export async function memberAccess(db: Executor, userId: string, permission: string) {
  return db
    .selectFrom("app_users as u")
    .leftJoin("org_roles as r", "r.id", "u.org_role_id")
    .leftJoin("org_role_permissions as rp", (join) =>
      join.onRef("rp.role_id", "=", "r.id").on("rp.permission", "=", permission),
    )
    .select(["u.user_type", "u.org_account_status", "r.status as role_status", "rp.permission"])
    .where("u.id", "=", userId)
    .executeTakeFirst();
}

/** A member's whole permission set (for /tab/getPartPrivilege). */
export async function memberPermissions(db: Executor, userId: string) {
  const rows = await db
    .selectFrom("app_users as u")
    .leftJoin("org_roles as r", "r.id", "u.org_role_id")
    .leftJoin("org_role_permissions as rp", "rp.role_id", "r.id")
    .select(["u.user_type", "u.org_account_status", "r.status as role_status", "rp.permission"])
    .where("u.id", "=", userId)
    .execute();
  return rows;
}
