import {
  CREDIT_PRICES,
  CONSUME_ACTIONS,
  REPORT_UPDATE_HOURS,
  type ConsumeAction,
  type ConsumptionResult,
  type DeductQuote,
  type PriceList,
} from "../../../contract/money.ts";
import { inTransaction, type Executor } from "../accounts/index.ts";
import * as repo from "./consume.repo.ts";
import { assertMaySpend, availableCredits, spendingAccount } from "./credit-pool.service.ts";
import { lockedBalance, postCredits } from "./ledger.service.ts";
import { findEntryByKey } from "./ledger.repo.ts";

type Company = { companyId: string; companyName?: string | undefined };

export function priceList(): PriceList {
  return {
    prices: CONSUME_ACTIONS.map((type) => ({ type, ...CREDIT_PRICES[type] })),
    reportUpdateHours: { ...REPORT_UPDATE_HOURS },
  };
}

/** The companies an action must be paid for now: each once, without those a once-action already unlocked. */
async function companiesToCharge(db: Executor, userId: string, action: ConsumeAction, companies: readonly Company[]) {
  const unique = [...new Map(companies.map((c) => [c.companyId, c])).values()];
  if (!CREDIT_PRICES[action].once) return unique;
  const paid = await repo.paidCompanies(
    db,
    userId,
    action,
    unique.map((c) => c.companyId),
  );
  return unique.filter((c) => !paid.has(c.companyId));
}

export async function quote(
  db: Executor,
  userId: string,
  action: ConsumeAction,
  companyId: string,
  now: Date,
): Promise<DeductQuote> {
  const [charged, availablePoints] = await Promise.all([
    companiesToCharge(db, userId, action, [{ companyId }]),
    availableCredits(db, userId, now),
  ]);
  const credits = charged.length * CREDIT_PRICES[action].credits;
  return { deduct: credits > 0, credits, availablePoints, enough: availablePoints >= credits };
}

/**
 * Charges an action on companies in one transaction: the ledger entry, the balance and one
 * consumption row per company commit together or not at all. The key is looked up first, under
 * the balance lock, so a replay answers the first charge even after the companies were unlocked.
 * A member of a group is charged on the group's pool, within the member's monthly cap, and the
 * entry records the member (docs/decisions/0055-group-credit-pool.md); the consumption rows (what
 * the member unlocked) are the member's own.
 */
export async function consume(
  db: Executor,
  charge: { userId: string; action: ConsumeAction; companies: readonly Company[]; idempotencyKey: string },
  now: Date,
): Promise<ConsumptionResult & { entryId: string | null }> {
  return inTransaction(db, async (trx) => {
    const account = await spendingAccount(trx, charge.userId);
    assertMaySpend(account);
    await lockedBalance(trx, account.payerId);
    const earlier = await findEntryByKey(trx, account.payerId, charge.idempotencyKey, account.spenderId);
    const available = () => availableCredits(trx, charge.userId, now);
    if (earlier) {
      return {
        deducted: -earlier.delta,
        availablePoints: await available(),
        replayed: true,
        entryId: String(earlier.id),
      };
    }
    const due = await companiesToCharge(trx, charge.userId, charge.action, charge.companies);
    const unit = CREDIT_PRICES[charge.action].credits;
    if (due.length === 0) return { deducted: 0, availablePoints: await available(), replayed: false, entryId: null };
    const posted = await postCredits(
      trx,
      {
        userId: account.payerId,
        spentBy: account.spenderId,
        monthlyCap: account.monthlyCap,
        delta: -unit * due.length,
        reason: "consumption",
        reference: `${charge.action}:${due.length === 1 ? due[0]?.companyId : `${due.length} companies`}`,
        idempotencyKey: charge.idempotencyKey,
      },
      now,
    );
    if (!posted.entryId) throw new Error("a consumption posted nothing");
    await repo.insertConsumptions(trx, {
      userId: charge.userId,
      ledgerEntryId: posted.entryId,
      action: charge.action,
      credits: unit,
      at: now,
      companies: due.map((c) => ({ companyId: c.companyId, companyName: c.companyName ?? "" })),
    });
    return {
      deducted: unit * due.length,
      availablePoints: await available(),
      replayed: false,
      entryId: posted.entryId,
    };
  });
}

export async function paidOf(db: Executor, userId: string, action: ConsumeAction, companyIds: readonly string[]) {
  const paid = CREDIT_PRICES[action].once ? await repo.paidCompanies(db, userId, action, companyIds) : new Set();
  return { companyIds: companyIds.filter((id) => paid.has(id)) };
}

export async function pointAndHour(db: Executor, userId: string, now: Date) {
  return {
    availablePoints: await availableCredits(db, userId, now),
    credits: CREDIT_PRICES.reportUpdate.credits,
    hoursMin: REPORT_UPDATE_HOURS.min,
    hoursMax: REPORT_UPDATE_HOURS.max,
  };
}
