import { sql } from "kysely";
import type { Executor } from "../accounts/index.ts";

export type NewUpdateOrder = { companyId: string; companyName: string };

const ORDER_COLUMNS = [
  "id",
  "order_no",
  "company_id",
  "company_name",
  "status",
  "created_at",
  "due_at",
  "delivered_at",
  "quality_before",
  "quality_after",
] as const;

/** One row per company, all paid by the same ledger entry. */
export async function insertUpdateOrders(
  db: Executor,
  input: {
    userId: string;
    orderNo: string;
    ledgerEntryId: string;
    at: Date;
    dueAt: Date;
    companies: readonly NewUpdateOrder[];
  },
) {
  return db
    .insertInto("report_update_orders")
    .values(
      input.companies.map((company) => ({
        order_no: input.orderNo,
        user_id: input.userId,
        ledger_entry_id: input.ledgerEntryId,
        company_id: company.companyId,
        company_name: company.companyName,
        status: "ordered" as const,
        due_at: input.dueAt,
        created_at: input.at,
      })),
    )
    .returning(ORDER_COLUMNS)
    .execute();
}

/** The orders a ledger entry paid for (a replayed key answers them). */
export async function ordersOfEntry(db: Executor, userId: string, ledgerEntryId: string) {
  return db
    .selectFrom("report_update_orders")
    .select(ORDER_COLUMNS)
    .where("user_id", "=", userId)
    .where("ledger_entry_id", "=", ledgerEntryId)
    .orderBy("id")
    .execute();
}

export type UpdateOrderFilter = {
  status?: "ordered" | "delivered" | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
};

export async function updateOrdersPage(
  db: Executor,
  userId: string,
  page: { offset: number; limit: number },
  filter: UpdateOrderFilter = {},
) {
  const mine = db
    .selectFrom("report_update_orders")
    .where("user_id", "=", userId)
    .$if(filter.status !== undefined, (qb) => qb.where("status", "=", filter.status!))
    .$if(filter.from !== undefined, (qb) => qb.where("created_at", ">=", filter.from!))
    .$if(filter.before !== undefined, (qb) => qb.where("created_at", "<", filter.before!));
  const [rows, total] = await Promise.all([
    mine
      .select(ORDER_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Orders still waiting whose earliest delivery time (24 hours after ordering) has come, oldest first. */
export async function deliverableOrderIds(db: Executor, latestDue: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("report_update_orders")
    .select("id")
    .where("status", "=", "ordered")
    .where("due_at", "<=", latestDue)
    .orderBy("due_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => String(row.id));
}

/** Locks a waiting order for its delivery; undefined when it was delivered meanwhile or another process holds it. */
export async function lockWaitingOrder(db: Executor, id: string) {
  return db
    .selectFrom("report_update_orders as o")
    .select(["o.id", "o.user_id", "o.company_id", "o.company_name"])
    .where("o.id", "=", id)
    .where("o.status", "=", "ordered")
    .forUpdate("o")
    .skipLocked()
    .executeTakeFirst();
}

export async function markDelivered(
  db: Executor,
  id: string,
  delivery: { at: Date; qualityBefore: number; qualityAfter: number },
): Promise<void> {
  await db
    .updateTable("report_update_orders")
    .set({
      status: "delivered",
      delivered_at: delivery.at,
      quality_before: delivery.qualityBefore,
      quality_after: delivery.qualityAfter,
    })
    .where("id", "=", id)
    .execute();
}

/** The counts of the Database pages, each from the table that records it. */
export async function statistics(db: Executor, userId: string) {
  const { rows } = await sql<{
    companies: string;
    views: string;
    downloads: string;
    ordered: string;
    delivered: string;
    spent: string;
  }>`SELECT
      (SELECT count(DISTINCT aaa_id) FROM company_views WHERE user_id = ${userId}) AS companies,
      (SELECT count(*) FROM company_views WHERE user_id = ${userId}) AS views,
      (SELECT count(*) FROM credit_consumptions WHERE user_id = ${userId} AND action = 'reportDownload') AS downloads,
      (SELECT count(*) FROM report_update_orders WHERE user_id = ${userId}) AS ordered,
      (SELECT count(*) FROM report_update_orders WHERE user_id = ${userId} AND status = 'delivered') AS delivered,
      (SELECT coalesce(sum(credits), 0) FROM credit_consumptions WHERE user_id = ${userId}) AS spent`.execute(db);
  const row = rows[0];
  return {
    companiesViewed: Number(row?.companies ?? 0),
    profileViews: Number(row?.views ?? 0),
    reportsDownloaded: Number(row?.downloads ?? 0),
    updatesOrdered: Number(row?.ordered ?? 0),
    updatesDelivered: Number(row?.delivered ?? 0),
    creditsSpent: Number(row?.spent ?? 0),
  };
}

/** How many report downloads of the company the user paid. */
export async function downloadsOf(db: Executor, userId: string, companyId: string): Promise<number> {
  const row = await db
    .selectFrom("credit_consumptions")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .where("action", "=", "reportDownload")
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
