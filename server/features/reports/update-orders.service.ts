import { randomBytes } from "node:crypto";
import { REPORT_UPDATE_HOURS } from "../../../contract/money.ts";
import type { UpdateOrder, UpdateOrderPage, UpdateOrderPageQuery } from "../../../contract/reports.ts";
import { dayRangeOf } from "../../lib/day-range.ts";
import { inTransaction, type Executor } from "../accounts/index.ts";
import { resolveCompany } from "../company-profile/index.ts";
import { consume } from "../money/index.ts";
import * as repo from "./reports.repo.ts";

type OrderRow = Awaited<ReturnType<typeof repo.ordersOfEntry>>[number];
const iso = (at: Date | string) => new Date(at).toISOString();

function toOrder(row: OrderRow): UpdateOrder {
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    companyId: row.company_id,
    companyName: row.company_name,
    status: row.status,
    credits: 1,
    createTime: iso(row.created_at),
    dueTime: iso(row.due_at),
    deliveredTime: row.delivered_at ? iso(row.delivered_at) : null,
    qualityBefore: row.quality_before,
    qualityAfter: row.quality_after,
  };
}

/** When an update ordered at `at` is due at the latest (spec §9: 24 to 72 hours). */
export function updateDueAt(at: Date): Date {
  return new Date(at.getTime() + REPORT_UPDATE_HOURS.max * 3_600_000);
}

/**
 * Orders report updates: each company is checked to exist (404 otherwise), charged 1 credit
 * (`reportUpdate`, the price list) and recorded as an order, all in one transaction; a repeated
 * key charges nothing and answers the first order.
 */
export async function orderUpdates(
  db: Executor,
  input: { userId: string; companies: readonly { companyId: string }[]; idempotencyKey: string },
  now: Date,
) {
  const unique = [...new Set(input.companies.map((c) => c.companyId.trim().toUpperCase()))];
  const companies: repo.NewUpdateOrder[] = [];
  for (const id of unique) {
    const row = await resolveCompany(db, { aaaId: id });
    companies.push({ companyId: row.aaa_id, companyName: row.name });
  }
  return inTransaction(db, async (trx) => {
    const charge = {
      userId: input.userId,
      action: "reportUpdate" as const,
      companies,
      idempotencyKey: input.idempotencyKey,
    };
    const charged = await consume(trx, charge, now);
    const entryId = charged.entryId;
    if (!entryId) throw new Error("a report-update charge posted no ledger entry");
    const rows = charged.replayed
      ? await repo.ordersOfEntry(trx, input.userId, entryId)
      : await repo.insertUpdateOrders(trx, {
          userId: input.userId,
          orderNo: `RU${now.getTime().toString(36).toUpperCase()}${randomBytes(3).toString("hex").toUpperCase()}`,
          ledgerEntryId: entryId,
          at: now,
          dueAt: updateDueAt(now),
          companies,
        });
    return {
      orderNo: rows[0]?.order_no ?? "",
      orders: rows.map(toOrder),
      deducted: charged.deducted,
      availablePoints: charged.availablePoints,
      replayed: charged.replayed,
    };
  });
}

export async function updateOrderPage(
  db: Executor,
  userId: string,
  query: UpdateOrderPageQuery,
): Promise<UpdateOrderPage> {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? 10;
  const filter = { ...dayRangeOf(query), status: query.status };
  const { rows, total } = await repo.updateOrdersPage(
    db,
    userId,
    { offset: (pageNum - 1) * pageSize, limit: pageSize },
    filter,
  );
  return { list: rows.map(toOrder), total, pageNum, pageSize };
}
