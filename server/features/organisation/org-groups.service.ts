import type { OrgGroup, OrgGroupAddBody, OrgGroupUpdateBody } from "../../../contract/org.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import * as repo from "./org.repo.ts";
import { adminOrganization, refOf, type OrgDeps } from "./org-context.ts";

type Deps = Pick<OrgDeps, "db">;

export async function listGroups(deps: Deps, adminId: string): Promise<OrgGroup[]> {
  const orgId = await adminOrganization(deps, adminId);
  const rows = await repo.listGroups(deps.db, orgId);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    parentName: row.parent_name ?? null,
    status: row.status,
    memberCount: Number(row.member_count ?? 0),
  }));
}

/** The parent must be a group of the same organisation and not the group itself or below it. */
async function checkParent(deps: Deps, orgId: string, parentId: number | null, groupId?: number) {
  let current = parentId;
  for (let depth = 0; current !== null; depth += 1) {
    if (current === groupId || depth > 100) throw ruleBroken("orgGroupParentInvalid");
    const parent = await repo.findGroup(deps.db, orgId, current);
    if (!parent) throw ruleBroken("orgGroupParentInvalid");
    current = parent.parent_id === null ? null : Number(parent.parent_id);
  }
}

async function fieldsOf(deps: Deps, orgId: string, body: OrgGroupAddBody, groupId?: number) {
  const name = body.name.trim();
  if (!name) throw ruleBroken("orgGroupNameRequired");
  if (await repo.groupNameTaken(deps.db, orgId, name, groupId)) throw ruleBroken("orgGroupNameTaken");
  const parentId = refOf(body.parentId);
  await checkParent(deps, orgId, parentId, groupId);
  return { name, parentId, status: body.status ?? 1 } as const;
}

async function answer(deps: Deps, adminId: string, id: number): Promise<OrgGroup> {
  const group = (await listGroups(deps, adminId)).find((row) => row.id === id);
  if (!group) throw new AppError(404, "orgGroupNotFound");
  return group;
}

export async function addGroup(deps: Deps, adminId: string, body: OrgGroupAddBody): Promise<OrgGroup> {
  const orgId = await adminOrganization(deps, adminId);
  const id = await repo.insertGroup(deps.db, orgId, await fieldsOf(deps, orgId, body));
  return answer(deps, adminId, id);
}

export async function updateGroup(deps: Deps, adminId: string, body: OrgGroupUpdateBody): Promise<OrgGroup> {
  const orgId = await adminOrganization(deps, adminId);
  if (!(await repo.findGroup(deps.db, orgId, body.id))) throw new AppError(404, "orgGroupNotFound");
  await repo.updateGroup(deps.db, orgId, body.id, await fieldsOf(deps, orgId, body, body.id));
  return answer(deps, adminId, body.id);
}

export async function deleteGroup(deps: Deps, adminId: string, id: number): Promise<void> {
  const orgId = await adminOrganization(deps, adminId);
  if (!(await repo.deleteGroup(deps.db, orgId, id))) throw new AppError(404, "orgGroupNotFound");
}
