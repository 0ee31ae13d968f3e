import { ORG_PERMISSION_KEYS, ORG_PERMISSIONS, parsePermissionList } from "../../../contract/org-permissions.ts";
import type { OrgRole, OrgRoleAddBody, OrgRoleUpdateBody } from "../../../contract/org.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import * as repo from "./org.repo.ts";
import { adminOrganization, type OrgDeps } from "./org-context.ts";

type Deps = Pick<OrgDeps, "db">;

/** The catalogue (contract/org-permissions.ts) with the calls each key covers. */
export function permissionList() {
  return ORG_PERMISSION_KEYS.map((key) => ({ key, calls: [...ORG_PERMISSIONS[key]] }));
}

export async function listRoles(deps: Deps, adminId: string, id?: number): Promise<OrgRole[]> {
  const orgId = await adminOrganization(deps, adminId);
  const rows = await repo.listRoles(deps.db, orgId, id);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    position: row.position,
    status: row.status,
    permissions: parsePermissionList(row.permissions ?? "") ?? [],
    memberCount: Number(row.member_count ?? 0),
  }));
}

export async function getRole(deps: Deps, adminId: string, id: number): Promise<OrgRole> {
  const [role] = await listRoles(deps, adminId, id);
  if (!role) throw new AppError(404, "orgRoleNotFound");
  return role;
}

async function fieldsOf(deps: Deps, orgId: string, body: OrgRoleAddBody, roleId?: number) {
  const name = body.name.trim();
  if (!name) throw ruleBroken("orgRoleNameRequired");
  if (await repo.roleNameTaken(deps.db, orgId, name, roleId)) throw ruleBroken("orgRoleNameTaken");
  const permissions = parsePermissionList(body.permissions ?? "");
  if (!permissions) throw ruleBroken("orgPermissionUnknown");
  return { name, position: (body.position ?? "").trim(), status: body.status ?? 1, permissions } as const;
}

export async function addRole(deps: Deps, adminId: string, body: OrgRoleAddBody): Promise<OrgRole> {
  const orgId = await adminOrganization(deps, adminId);
  const fields = await fieldsOf(deps, orgId, body);
  const id = await deps.db.transaction().execute((trx) => repo.insertRole(trx, orgId, fields));
  return getRole(deps, adminId, id);
}

export async function updateRole(deps: Deps, adminId: string, body: OrgRoleUpdateBody): Promise<OrgRole> {
  const orgId = await adminOrganization(deps, adminId);
  if (!(await repo.roleExists(deps.db, orgId, body.id))) throw new AppError(404, "orgRoleNotFound");
  const fields = await fieldsOf(deps, orgId, body, body.id);
  await deps.db.transaction().execute((trx) => repo.updateRole(trx, orgId, body.id, fields));
  return getRole(deps, adminId, body.id);
}

export async function deleteRole(deps: Deps, adminId: string, id: number): Promise<void> {
  const orgId = await adminOrganization(deps, adminId);
  if (!(await repo.deleteRole(deps.db, orgId, id))) throw new AppError(404, "orgRoleNotFound");
}
