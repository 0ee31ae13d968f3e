import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertObjects } from "../../db/table-columns.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId, COMPANY_TABLE_COLUMNS } from "../companies/index.ts";
import { call, payingUser } from "../money/money.test-support.ts";
import { deliverReportUpdates } from "./update-delivery.service.ts";

const HOUR = 3_600_000;
const SPARSE = aaaId(9_000_000_000_301);
const GONE = aaaId(9_000_000_000_302);
// The request clock stays put (sessions stay fresh); only the job clock moves.
const ORDERED_AT = new Date("2026-11-26T10:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => ORDERED_AT });
  const company = { country_code: "DE", source: "test-demo", is_demo: true, data_quality: 50 };
  await insertObjects(t.database.db, "companies", COMPANY_TABLE_COLUMNS.companies, [
    { id: 9_000_000_000_301, aaa_id: SPARSE, name: "Delivery Demo GmbH", ...company },
    { id: 9_000_000_000_302, aaa_id: GONE, name: "Vanishing Demo AG", ...company },
  ]);
});
afterAll(() => t.close());

const order = (token: string, companyId: string, key: string) =>
  call(t, "/creditService/updateData", token, { companyId, idempotencyKey: key });
const orders = async (token: string) =>
  (await call(t, "/gleagle/orders/purchase", token)).json.data.list as { status: string }[];
const notifications = async (token: string, language = "en_US") =>
  (await call(t, "/notification/getNotificationList", token, undefined, language)).json.data as {
    list: { title: string; kind: string; hasRead: number }[];
    unread: number;
  };

describe("report-update delivery: the background job, on the job clock", () => {
  it("delivers an order once it is 24 hours old: refreshes the company, marks it delivered and notifies", async () => {
    const user = await payingUser(t, 2);
    const ordered = await order(user.token, SPARSE, "deliver-1");
    expect(ordered.status).toBe(200);

    t.jobs.advance(23 * HOUR);
    expect((await t.jobs.tick()).handled).toMatchObject({ reportUpdateDelivery: 0 });
    expect(await orders(user.token)).toMatchObject([{ status: "ordered", deliveredTime: null, qualityAfter: null }]);
    expect((await notifications(user.token)).list).toEqual([]);

    t.jobs.advance(HOUR);
    const round = await t.jobs.tick();
    expect(round.handled).toMatchObject({ reportUpdateDelivery: 1 });
    expect(round.at.toISOString()).toBe("2026-11-27T10:00:00.000Z");
    expect(await orders(user.token)).toMatchObject([
      {
        companyId: SPARSE,
        status: "delivered",
        deliveredTime: "2026-11-27T10:00:00.000Z",
        // Name, country and status (the column's default) of the weighted fields: 7 of 24.
        qualityBefore: 50,
        qualityAfter: 29,
      },
    ]);
    const company = await t.database.db
      .selectFrom("companies")
      .select(["data_quality", (eb) => eb.cast<string>("last_update", "text").as("last_update")])
      .where("aaa_id", "=", SPARSE)
      .executeTakeFirstOrThrow();
    expect(company).toEqual({ data_quality: 29, last_update: "2026-11-27" });

    const inbox = await notifications(user.token);
    expect(inbox.unread).toBe(1);
    expect(inbox.list).toMatchObject([
      { kind: "reportUpdateDelivered", title: "The report update of Delivery Demo GmbH was delivered", hasRead: 0 },
    ]);
    expect((await notifications(user.token, "ge_DE")).list[0]?.title).toBe(
      "Die Berichtsaktualisierung für Delivery Demo GmbH wurde geliefert",
    );

    // Delivered once: a later round finds nothing.
    t.jobs.advance(HOUR);
    expect((await t.jobs.tick()).handled).toMatchObject({ reportUpdateDelivery: 0 });
    expect((await notifications(user.token)).list).toHaveLength(1);
  });

  it("delivers each order once when two rounds run at the same time", async () => {
    const user = await payingUser(t, 3);
    for (const key of ["twice-01", "twice-02", "twice-03"])
      expect((await order(user.token, SPARSE, key)).status).toBe(200);
    const at = new Date(t.jobs.now().getTime() + 24 * HOUR);
    const counts = await Promise.all([
      deliverReportUpdates(t.database.db, at),
      deliverReportUpdates(t.database.db, at),
    ]);
    expect(counts[0] + counts[1]).toBe(3);
    expect((await orders(user.token)).map((o) => o.status)).toEqual(["delivered", "delivered", "delivered"]);
    expect((await notifications(user.token)).unread).toBe(3);
  });

  it("keeps an order whose company is gone waiting, and still delivers the others", async () => {
    const user = await payingUser(t, 2);
    expect((await order(user.token, GONE, "gone-0001")).status).toBe(200);
    expect((await order(user.token, SPARSE, "kept-0001")).status).toBe(200);
    await t.database.db.deleteFrom("companies").where("aaa_id", "=", GONE).execute();
    const at = new Date(t.jobs.now().getTime() + 25 * HOUR);
    await expect(deliverReportUpdates(t.database.db, at)).rejects.toThrow("1 report updates not delivered");
    const list = (await call(t, "/gleagle/orders/purchase", user.token)).json.data.list as {
      companyId: string;
      status: string;
    }[];
    expect(list.map((o) => [o.companyId, o.status])).toEqual([
      [SPARSE, "delivered"],
      [GONE, "ordered"],
    ]);
  });
});
