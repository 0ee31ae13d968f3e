import type {
  BillingPageBody,
  BillingStatistics,
  ConsumptionPage,
  ConsumptionPageBody,
  RechargePage,
} from "../../../contract/billing.ts";
import type { Executor } from "../accounts/index.ts";
import * as repo from "./billing.repo.ts";
import { AppError } from "../../lib/app-error.ts";
import { dayRangeOf } from "../../lib/day-range.ts";
import { availableCredits } from "./credit-pool.service.ts";

function paging(body: BillingPageBody | undefined) {
  const pageNum = body?.pageNum ?? 1;
  const pageSize = body?.pageSize ?? 10;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize, limit: pageSize };
}

const iso = (at: Date | string) => new Date(at).toISOString();

export async function rechargePage(db: Executor, userId: string, body?: BillingPageBody): Promise<RechargePage> {
  const page = paging(body);
  const { rows, total } = await repo.recharges(db, userId, page);
  const list = rows.map((row) => ({
    orderNo: row.order_no,
    productCode: row.product_code,
    kind: row.kind,
    credits: row.credits,
    lockType: row.lock_type ?? 0,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    failureCode: row.failure_code,
    cardLast4: row.card_last4 ?? null,
    createTime: iso(row.created_at),
    refund:
      row.refund_at === null
        ? null
        : {
            creditsTaken: row.refund_credits ?? 0,
            amountCents: row.refund_cents ?? 0,
            reason: row.refund_reason ?? "",
            createTime: iso(row.refund_at),
          },
  }));
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/**
 * Whose records a page shows: the caller's own; with `memberId`, for a group administrator only
 * (402 for anyone else, as the group pages), one user of the organisation or `all` of them (404 for
 * someone outside it).
 */
async function spendersOf(db: Executor, user: { id: string; userType: number }, memberId?: string) {
  if (memberId === undefined) return [user.id];
  if (user.userType !== 3) throw new AppError(402, "noPermission");
  const users = await repo.organisationUsers(db, user.id);
  if (!users) throw new AppError(404, "orgNotFound");
  if (memberId === "all") return users;
  if (!users.includes(memberId)) throw new AppError(404, "ownershipTargetInvalid");
  return [memberId];
}

export async function consumptionPage(
  db: Executor,
  user: { id: string; userType: number },
  body?: ConsumptionPageBody,
): Promise<ConsumptionPage> {
  const page = paging(body);
  const range = dayRangeOf(body ?? {});
  const userIds = await spendersOf(db, user, body?.memberId);
  const { rows, total } = await repo.consumptions(db, userIds, page, { action: body?.type, ...range });
  const list = rows.map((row) => ({
    id: Number(row.id),
    type: row.action,
    companyId: row.company_id,
    companyName: row.company_name,
    credits: row.credits,
    createTime: iso(row.created_at),
    userId: String(row.user_id),
    userName: [row.first_name, row.last_name].filter(Boolean).join(" ") || row.email,
  }));
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

export async function statistics(db: Executor, userId: string, now: Date): Promise<BillingStatistics> {
  const [availablePoints, totals] = await Promise.all([availableCredits(db, userId, now), repo.totals(db, userId)]);
  return { availablePoints, ...totals };
}
