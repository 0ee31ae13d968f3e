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
import { creditBalance, lockedBalance, postCredits } from "./ledger.service.ts";
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
): Promise<DeductQuote> {
  const [charged, availablePoints] = await Promise.all([
    companiesToCharge(db, userId, action, [{ companyId }]),
    creditBalance(db, userId),
  ]);
  const credits = charged.length * CREDIT_PRICES[action].credits;
  return { deduct: credits > 0, credits, availablePoints, enough: availablePoints >= credits };
}

/**
 * Charges an action on companies in one transaction: the ledger entry, the balance and one
 * consumption row per company commit together or not at all. The key is looked up first, under
 * the balance lock, so a replay answers the first charge even after the companies were unlocked.
 */
export async function consume(
  db: Executor,
  charge: { userId: string; action: ConsumeAction; companies: readonly Company[]; idempotencyKey: string },
  now: Date,
): Promise<ConsumptionResult> {
  return inTransaction(db, async (trx) => {
    const balance = await lockedBalance(trx, charge.userId);
    const earlier = await findEntryByKey(trx, charge.userId, charge.idempotencyKey);
    if (earlier) return { deducted: -earlier.delta, availablePoints: balance, replayed: true };
    const due = await companiesToCharge(trx, charge.userId, charge.action, charge.companies);
    const unit = CREDIT_PRICES[charge.action].credits;
    if (due.length === 0) return { deducted: 0, availablePoints: balance, replayed: false };
    const posted = await postCredits(
      trx,
      {
        userId: charge.userId,
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
    return { deducted: unit * due.length, availablePoints: posted.balance, replayed: false };
  });
}

export async function paidOf(db: Executor, userId: string, action: ConsumeAction, companyIds: readonly string[]) {
  const paid = CREDIT_PRICES[action].once ? await repo.paidCompanies(db, userId, action, companyIds) : new Set();
  return { companyIds: companyIds.filter((id) => paid.has(id)) };
}

export async function pointAndHour(db: Executor, userId: string) {
  return {
    availablePoints: await creditBalance(db, userId),
    credits: CREDIT_PRICES.reportUpdate.credits,
    hoursMin: REPORT_UPDATE_HOURS.min,
    hoursMax: REPORT_UPDATE_HOURS.max,
  };
}
