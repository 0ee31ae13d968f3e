import {
  capLeft,
  monthStartUtc,
  spendable,
  type GroupCreditUsage,
  type GroupCredits,
} from "../../../contract/credit-pool.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../accounts/index.ts";
import * as repo from "./credit-pool.repo.ts";
import { readBalance, spentSince } from "./ledger.repo.ts";

/** Whose balance a user spends (docs/decisions/0055-group-credit-pool.md). */
export type SpendingAccount = {
  /** The balance charged: the administrator's for a member, the user's own otherwise. */
  payerId: string;
  /** Recorded on each entry as who spent it. */
  spenderId: string;
  monthlyCap: number | null;
  shared: boolean;
  /** False for a member the administrator disabled: the pool is closed to them. */
  active: boolean;
};

type SpenderRow = NonNullable<Awaited<ReturnType<typeof repo.spenderRow>>>;

/** A member (userType 2) of an organisation spends its owner's pool; everyone else their own balance. */
export function accountOf(userId: string, row: SpenderRow | undefined): SpendingAccount {
  const owner = row?.owner_user_id == null ? null : String(row.owner_user_id);
  if (row?.user_type === 2 && owner !== null && owner !== userId) {
    return {
      payerId: owner,
      spenderId: userId,
      monthlyCap: row.org_monthly_credit_cap,
      shared: true,
      active: row.org_account_status === 1,
    };
  }
  return { payerId: userId, spenderId: userId, monthlyCap: null, shared: false, active: true };
}

export async function spendingAccount(db: Executor, userId: string): Promise<SpendingAccount> {
  return accountOf(userId, await repo.spenderRow(db, userId));
}

/** A disabled member may not spend the group's credits (402 with the organisation's message). */
export function assertMaySpend(account: SpendingAccount): void {
  if (!account.active) throw new AppError(402, "orgRoleRefused");
}

/** Whose credits the user spends and what is left to them now. */
export async function groupCredits(db: Executor, userId: string, now: Date): Promise<GroupCredits> {
  const account = await spendingAccount(db, userId);
  const [poolBalance, spentThisMonth] = await Promise.all([
    readBalance(db, account.payerId),
    account.shared ? spentSince(db, account.payerId, account.spenderId, monthStartUtc(now)) : Promise.resolve(0),
  ]);
  return {
    shared: account.shared,
    poolBalance,
    monthlyCap: account.monthlyCap,
    spentThisMonth,
    capLeft: capLeft(account.monthlyCap, spentThisMonth),
    availablePoints: account.active ? spendable(poolBalance, account.monthlyCap, spentThisMonth) : 0,
  };
}

/** The credits the user may spend now (the balance shown before spending): for a member, the pool under the cap. */
export async function availableCredits(db: Executor, userId: string, now: Date): Promise<number> {
  return (await groupCredits(db, userId, now)).availablePoints;
}

/** The administrator's view: the pool and each user of the organisation with what they spent of it. */
export async function groupCreditUsage(
  db: Executor,
  admin: { id: string; orgId: string },
  now: Date,
): Promise<GroupCreditUsage> {
  const [poolBalance, rows] = await Promise.all([
    readBalance(db, admin.id),
    repo.memberSpending(db, admin.orgId, admin.id, monthStartUtc(now)),
  ]);
  return {
    poolBalance,
    members: rows.map((row) => ({
      id: String(row.id),
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      userType: row.user_type,
      accountStatus: row.org_account_status,
      monthlyCap: row.org_monthly_credit_cap,
      spentThisMonth: Number(row.month ?? 0),
      spentTotal: Number(row.total ?? 0),
      lastActivity: row.last_at ? new Date(row.last_at).toISOString() : null,
    })),
  };
}

/** Sets (or with null removes) a member's monthly cap; 404 for anyone not a member of the organisation. */
export async function setMonthlyCap(db: Executor, orgId: string, userId: string, cap: number | null): Promise<void> {
  if (!(await repo.setMonthlyCap(db, orgId, userId, cap))) throw new AppError(404, "ownershipTargetInvalid");
}
