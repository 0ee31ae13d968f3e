import type { CancelTasks } from "../../../contract/account-center.ts";
import type { Locale } from "../../../contract/locales.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import type { AccountsDeps } from "./accounts.deps.ts";
import * as repo from "./cancel-account.repo.ts";
import { entitlementsOf } from "./entitlements.service.ts";
import { inTransaction, type Executor } from "./executor.ts";
import { endAllSessions, type SessionUser } from "./sessions.service.ts";
import * as users from "./users.repo.ts";

/** What stands between the user and the cancellation of the account. */
async function tasksOf(db: Executor, userId: string, locale: Locale, now: Date): Promise<CancelTasks> {
  const account = await users.findUserById(db, userId);
  if (!account) throw new AppError(401, "unauthorized");
  const tasks: CancelTasks["tasks"] = [];
  const org = account.organization_id === null ? null : String(account.organization_id);
  if (account.user_type === 3 && org && (await repo.otherMembers(db, org, userId)) > 0)
    tasks.push({ type: "ownership", title: translate(locale, "cancelTaskOwnership"), canGiveUp: false });
  const { expiration, availablePoints } = await entitlementsOf(db, userId, now);
  if (expiration)
    tasks.push({
      type: "subscription",
      title: translate(locale, "cancelTaskSubscription", { date: expiration.slice(0, 10) }),
      canGiveUp: true,
    });
  if (availablePoints > 0)
    tasks.push({
      type: "credits",
      title: translate(locale, "cancelTaskCredits", { credits: availablePoints }),
      canGiveUp: true,
    });
  const tasksGivenUp = account.cancel_tasks_waived_at !== null;
  const canCancel = tasks.every((task) => task.canGiveUp && tasksGivenUp);
  return { tasks, tasksGivenUp, canCancel };
}

export async function showTasks(deps: AccountsDeps, user: SessionUser, locale: Locale): Promise<CancelTasks> {
  return tasksOf(deps.db, user.id, locale, deps.now());
}

/** The user gives up what cannot be handed over (remaining subscription time and credits). */
export async function giveUpTasks(deps: AccountsDeps, user: SessionUser): Promise<void> {
  await repo.setTasksWaived(deps.db, user.id, deps.now());
}

/** Cancels the account: only once nothing is pending; every session ends and personal data goes. */
export async function cancelAccount(deps: AccountsDeps, user: SessionUser, locale: Locale): Promise<void> {
  const now = deps.now();
  await inTransaction(deps.db, async (trx) => {
    await users.lockUser(trx, user.id);
    const { canCancel } = await tasksOf(trx, user.id, locale, now);
    if (!canCancel) throw ruleBroken("cancelTasksPending");
    const account = await users.findUserById(trx, user.id);
    const ownedOrg = account?.user_type === 3 ? account.organization_id : null;
    await repo.anonymiseUser(trx, user.id, now);
    // Only an organisation without other members gets here (ownership is a blocking task).
    if (ownedOrg !== null) await repo.deleteOrganization(trx, String(ownedOrg));
    await endAllSessions(trx, user.id, "cancelled", now);
  });
}

/** `handleAccountOwnership`: the group administrator hands the organisation to one of its members. */
export async function handOverOwnership(
  deps: AccountsDeps,
  user: SessionUser,
  email: string | undefined,
): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    await users.lockUser(trx, user.id);
    const me = await users.findUserById(trx, user.id);
    const target = await users.findUserByEmail(trx, (email ?? "").trim().toLowerCase());
    const org = me?.organization_id;
    if (!me || me.user_type !== 3 || !org || !target || target.organization_id !== org || String(target.id) === user.id)
      throw ruleBroken("ownershipTargetInvalid");
    await repo.transferOwnership(trx, String(org), user.id, String(target.id));
  });
}
