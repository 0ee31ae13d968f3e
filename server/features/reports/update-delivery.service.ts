import type { Kysely } from "kysely";
import { REPORT_UPDATE_HOURS } from "../../../contract/money.ts";
import type { DB } from "../../db/schema.ts";
import { inTransaction } from "../accounts/index.ts";
import { refreshCompanyRecord } from "../companies/index.ts";
import { notify } from "../notifications/index.ts";
import * as repo from "./reports.repo.ts";

const HOUR_MS = 3_600_000;
/** Orders one round delivers at most; the next round (a minute later) takes the rest. */
const ROUND_SIZE = 50;

/**
 * The report-update delivery job (decision 0048): every order at least 24 hours old (spec §9: 24 to
 * 72 hours) has its company refreshed from its sources and becomes `delivered`, each order in its own
 * transaction under a row lock (a second process skips it); the user is notified after the commit.
 * Returns how many orders were delivered; an order that fails (its company is gone) stays waiting
 * and is tried again next round, after the others were delivered (the runner logs the failures).
 */
export async function deliverReportUpdates(db: Kysely<DB>, at: Date): Promise<number> {
  // An order is due 72 hours after it was made: 48 hours before that, it is 24 hours old.
  const earliest = new Date(at.getTime() + (REPORT_UPDATE_HOURS.max - REPORT_UPDATE_HOURS.min) * HOUR_MS);
  let delivered = 0;
  const failures: unknown[] = [];
  for (const id of await repo.deliverableOrderIds(db, earliest, ROUND_SIZE)) {
    try {
      const done = await deliverOne(db, id, at);
      if (!done) continue;
      delivered += 1;
      const params = { companyName: done.company_name || done.company_id };
      await notify(db, [{ userId: String(done.user_id), event: { kind: "reportUpdateDelivered", params } }], at);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} report updates not delivered`);
  return delivered;
}

/** Refreshes the order's company and marks it delivered, in one transaction; undefined when it was not waiting. */
function deliverOne(db: Kysely<DB>, id: string, at: Date) {
  return inTransaction(db, async (trx) => {
    const order = await repo.lockWaitingOrder(trx, id);
    if (!order) return undefined;
    const refresh = await refreshCompanyRecord(trx, order.company_id, at);
    if (!refresh) throw new Error(`report update ${id}: company ${order.company_id} is not in the database`);
    await repo.markDelivered(trx, id, { at, ...refresh });
    return order;
  });
}
