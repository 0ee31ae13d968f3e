import type { Kysely } from "kysely";
import { PERMISSION_GATES, gateAllows, type PermissionGate } from "../../../contract/account-center.ts";
import { ORG_PERMISSION_KEYS, mayUse, type OrgPermission } from "../../../contract/org-permissions.ts";
import type { CommonPrivilegeModules, PartPrivilege, TabListOneLayer } from "../../../contract/org.ts";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { memberAccess, memberPermissions } from "./org.repo.ts";

type User = { id: string; userType: number };

/**
 * The check of a call a permission covers, read fresh on every request (one indexed query, and
 * only for members): a permission the administrator removes is refused on the member's next call.
 * HTTP 402 as the other gates (never 403, docs/decisions/0005), with its own message.
 */
export async function checkOrgPermission(db: Kysely<DB>, user: User, permission: OrgPermission): Promise<void> {
  if (user.userType !== 2) return;
  const row = await memberAccess(db, user.id, permission);
  const state = {
    userType: row?.user_type ?? user.userType,
    accountStatus: row?.org_account_status ?? 0,
    roleStatus: row?.role_status ?? null,
    granted: new Set(row?.permission ? [row.permission] : []),
  };
  if (!mayUse(state, permission)) throw new AppError(402, "orgRoleRefused");
}

/** `/tab/getPartPrivilege`: each catalogue permission, allowed or not, by the same rule. */
export async function partPrivilege(db: Kysely<DB>, user: User): Promise<PartPrivilege> {
  const rows = await memberPermissions(db, user.id);
  const first = rows[0];
  const state = {
    userType: first?.user_type ?? user.userType,
    accountStatus: first?.org_account_status ?? 0,
    roleStatus: first?.role_status ?? null,
    granted: new Set(rows.flatMap((row) => (row.permission ? [row.permission] : []))),
  };
  return {
    userType: state.userType,
    permissions: ORG_PERMISSION_KEYS.map((key) => ({ key, allowed: mayUse(state, key) })),
  };
}

/** Spec §6 modules (the gates the server enforces with 402) plus Add Credits, hidden for userType 2. */
export function commonPrivilegeModules(lockType: number, userType: number): CommonPrivilegeModules {
  const gates = Object.keys(PERMISSION_GATES) as PermissionGate[];
  const modules = gates.map((key) => ({ key, allowed: gateAllows(key, { lockType, userType }) }));
  return { lockType, userType, modules: [...modules, { key: "addCredits", allowed: userType !== 2 }] };
}

/** `/tab/getTabListOneLayer`: the modules and the organisation permissions in one level, unchanged. */
export function tabListOneLayer(modules: CommonPrivilegeModules, part: PartPrivilege): TabListOneLayer {
  return {
    lockType: modules.lockType,
    userType: modules.userType,
    tabs: [
      ...modules.modules.map((entry) => ({ ...entry, kind: "module" as const })),
      ...part.permissions.map((entry) => ({ ...entry, kind: "permission" as const })),
    ],
  };
}
