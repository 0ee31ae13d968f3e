import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { PERMISSION_GATES, type LockType, type PermissionGate } from "../../contract/account-center.ts";
import { AppError } from "../lib/app-error.ts";
import { currentLockType } from "../features/accounts/entitlements.service.ts";
import { checkOrgPermission } from "../features/organisation/index.ts";
import type { OrgPermission } from "../../contract/org-permissions.ts";

type Gate = (request: FastifyRequest) => Promise<void>;
type GateRule = { allow?: readonly LockType[]; deny?: readonly LockType[]; userTypes?: readonly number[] };

declare module "fastify" {
  interface FastifyInstance {
    /**
     * preHandler (after `requireUser`) for a gate of spec §6: HTTP 402, code 402, 'No permission,
     * please purchase' when the user's subscription or user type does not pass. Never 403, which
     * the client reserves for "logged in on another device" (docs/decisions/0005-permission-denied.md).
     */
    requirePermission: (gate: PermissionGate) => Gate;
    /** preHandler: only these lockTypes (0 ordinary, 1 silver, 2 gold, 3 enterprise). */
    requireLockType: (allowed: readonly LockType[]) => Gate;
    /** preHandler: only these userTypes (1 individual, 2 group member, 3 group administrator). */
    requireUserType: (allowed: readonly number[]) => Gate;
    /**
     * preHandler (after the session) of a call an organisation permission covers: a member (userType 2)
     * whose role lacks it gets HTTP 402 (docs/decisions/0031). Read on every request.
     */
    requireOrgPermission: (permission: OrgPermission) => Gate;
  }
}

export function noPermission(): AppError {
  return new AppError(402, "noPermission");
}

export function registerPermissions(app: FastifyInstance, db: Kysely<DB>, now: () => Date): void {
  const gate =
    (rule: GateRule): Gate =>
    async (request) => {
      const user = request.user;
      if (!user) throw new AppError(401, "unauthorized");
      if (rule.userTypes && !rule.userTypes.includes(user.userType)) throw noPermission();
      if (!rule.allow && !rule.deny) return;
      const lockType = await currentLockType(db, user.id, now());
      if (rule.allow && !rule.allow.includes(lockType)) throw noPermission();
      if (rule.deny?.includes(lockType)) throw noPermission();
    };
  app.decorate("requirePermission", (name: PermissionGate) => gate(PERMISSION_GATES[name]));
  app.decorate("requireLockType", (allowed: readonly LockType[]) => gate({ allow: allowed }));
  app.decorate("requireUserType", (allowed: readonly number[]) => gate({ userTypes: allowed }));
  app.decorate("requireOrgPermission", (permission: OrgPermission): Gate => async (request) => {
    if (request.user) await checkOrgPermission(db, request.user, permission);
  });
}
