import type {
  BillingPageBody,
  BillingStatistics,
  ConsumptionPage,
  ConsumptionPageBody,
  RechargePage,
} from "../../../contract/billing.ts";
import type { Executor } from "../accounts/index.ts";
import * as repo from "./billing.repo.ts";
import { creditBalance } from "./ledger.service.ts";

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

export async function consumptionPage(
  db: Executor,
  userId: string,
  body?: ConsumptionPageBody,
): Promise<ConsumptionPage> {
  const page = paging(body);
  const { rows, total } = await repo.consumptions(db, userId, page, body?.type);
  const list = rows.map((row) => ({
    id: Number(row.id),
    type: row.action,
    companyId: row.company_id,
    companyName: row.company_name,
    credits: row.credits,
    createTime: iso(row.created_at),
  }));
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

export async function statistics(db: Executor, userId: string): Promise<BillingStatistics> {
  const [availablePoints, totals] = await Promise.all([creditBalance(db, userId), repo.totals(db, userId)]);
  return { availablePoints, ...totals };
}
