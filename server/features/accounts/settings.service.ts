import type { IdlePolicy, UserSimpleInfo } from "../../../contract/account-center.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import type { AccountsDeps } from "./accounts.deps.ts";
import { entitlementsOf } from "./entitlements.service.ts";
import { DEFAULT_RETENTION_MINUTES, RETENTION_MAX_MINUTES, RETENTION_MIN_MINUTES, idlePolicy } from "./idle-policy.ts";
import type { SessionUser } from "./sessions.service.ts";
import * as users from "./users.repo.ts";

/**
 * `setLoginRetentionTime`: the user's inactivity timeout, 2 to 60 minutes; absent means the
 * default 5, null goes back to the standard 1 hour (docs/decisions/0004-idle-logout.md).
 */
export async function setLoginRetentionTime(
  deps: AccountsDeps,
  user: SessionUser,
  value: number | null | undefined,
): Promise<IdlePolicy> {
  const minutes = value === undefined ? DEFAULT_RETENTION_MINUTES : value;
  if (
    minutes !== null &&
    (!Number.isInteger(minutes) || minutes < RETENTION_MIN_MINUTES || minutes > RETENTION_MAX_MINUTES)
  )
    throw ruleBroken("retentionInvalid", { min: RETENTION_MIN_MINUTES, max: RETENTION_MAX_MINUTES });
  await users.setLoginRetention(deps.db, user.id, minutes);
  return idlePolicy(minutes);
}

export async function idlePolicyOf(deps: AccountsDeps, user: SessionUser): Promise<IdlePolicy> {
  const account = await users.findUserById(deps.db, user.id);
  return idlePolicy(account?.login_retention_minutes ?? null);
}

/** `getUserSimpleInfo`: certification, credits, subscriptions and lockType from the account's real state. */
export async function simpleInfo(deps: AccountsDeps, user: SessionUser): Promise<UserSimpleInfo> {
  const account = await users.findUserById(deps.db, user.id);
  if (!account) throw new AppError(401, "unauthorized");
  const entitlements = await entitlementsOf(deps.db, user.id, deps.now());
  return {
    certification: account.certification,
    ...entitlements,
    userType: account.user_type,
    idle: idlePolicy(account.login_retention_minutes),
  };
}
