import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";
import { demoDataset } from "../demo/demo.loader.ts";
import { refreshShipmentRollups, SHIPMENT_ROLLUP_TABLES } from "./trade-rollups.ts";

/**
 * A refresh by difference (migration 0056: an import's companies and country rows only) leaves the same
 * rows as rebuilding every month and year whole, after inserts, updates (product, partner, date across a
 * year), deletes and records whose parties have a name but no company id.
 */
describe("shipment roll-ups refreshed by difference", () => {
  let t: TestApp;
  const db = () => t.database.db;
  const snapshot = async () => {
    const tables = {} as Record<(typeof SHIPMENT_ROLLUP_TABLES)[number], string[]>;
    for (const table of SHIPMENT_ROLLUP_TABLES) {
      const { rows } = await sql<{ row: string }>`SELECT r::text AS row FROM ${sql.table(table)} r ORDER BY 1`.execute(
        db(),
      );
      tables[table] = rows.map((r) => r.row);
    }
    return tables;
  };
  /** Every month rebuilt, every year whole: what the tables must hold. */
  const rebuilt = async () => {
    await sql`INSERT INTO shipment_rollup_dirty (month)
      SELECT date_trunc('month', arrival_date)::date FROM shipments UNION SELECT month FROM shipment_rollup_cpm
      ON CONFLICT DO NOTHING`.execute(db());
    await refreshShipmentRollups(db(), true);
    return snapshot();
  };
  const expectSameAsRebuilt = async () => {
    expect(await refreshShipmentRollups(db())).toBeGreaterThanOrEqual(0);
    const byDifference = await snapshot();
    expect(byDifference).toEqual(await rebuilt());
    return byDifference;
  };
  /** The demo company filing the most records, and two others. */
  let subject: { id: string; name: string; country: string };
  let others: { id: string; name: string; country: string }[];

  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset, hsDataset, demoDataset({ companies: 300, seed: 5 })] });
    await refreshShipmentRollups(db(), true);
    const { rows } = await sql<{ id: string; name: string; country: string }>`SELECT c.id::text, c.name,
        c.country_code AS country
      FROM companies c JOIN (SELECT company_id, count(*) AS n FROM shipments GROUP BY 1) s ON s.company_id = c.id
      WHERE c.country_code IS NOT NULL ORDER BY s.n DESC, c.id LIMIT 3`.execute(db());
    const [first, ...rest] = rows;
    if (!first || rest.length < 2) throw new Error("the demo data has no shipments");
    subject = first;
    others = rest;
  });
  afterAll(() => t.close());

  it("adds records of a company (one to a new partner, one with name-only parties)", async () => {
    const before = await snapshot();
    const [a, b] = others;
    await sql`INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name,
        importer_country, exporter_company_id, exporter_name, exporter_country, hs_code, origin_country,
        destination_country, quantity, quantity_unit, value_usd, weight_kg, port_of_lading, carrier, source, is_demo)
      VALUES
        (${subject.id}::bigint, 8000000001, 'bill-of-lading', '2023-02-10', ${subject.id}::bigint, ${subject.name},
          ${subject.country}, ${a?.id}::bigint, ${a?.name}, ${a?.country}, '940350', ${a?.country}, ${subject.country},
          10, 'PCS', 1234.5, 300, 'P1', 'C1', 'demo', true),
        (${subject.id}::bigint, 8000000002, 'bill-of-lading', '2023-02-11', ${subject.id}::bigint, ${subject.name},
          ${subject.country}, NULL, 'Nameonly Trading Ltd', 'VN', '630622', 'VN', ${subject.country},
          NULL, NULL, 99, NULL, NULL, NULL, 'demo', true),
        (${b?.id}::bigint, 8000000003, 'bill-of-lading', '2022-11-30', NULL, 'Unlisted Buyer GmbH', 'DE',
          ${b?.id}::bigint, ${b?.name}, ${b?.country}, '850940', ${b?.country}, 'DE', 5, 'PCS', 77, 12, NULL, NULL,
          'demo', true)`.execute(db());
    const after = await expectSameAsRebuilt();
    expect(after).not.toEqual(before);
    expect(after.trade_country_company.some((row) => row.includes("Unlisted Buyer GmbH"))).toBe(true);
  });

  it("changes a record's product, partner and year, and deletes a month of another company's records", async () => {
    const [a] = others;
    await sql`UPDATE shipments SET hs_code = '010121', exporter_company_id = NULL, exporter_name = 'Renamed Exporter'
      WHERE (company_id, id) IN (SELECT company_id, id FROM shipments WHERE company_id = ${subject.id}::bigint
        ORDER BY id LIMIT 2)`.execute(db());
    await sql`UPDATE shipments SET arrival_date = arrival_date - interval '1 year'
      WHERE (company_id, id) IN (SELECT company_id, id FROM shipments WHERE company_id = ${subject.id}::bigint
        ORDER BY id DESC LIMIT 1)`.execute(db());
    await sql`DELETE FROM shipments WHERE company_id = ${a?.id}::bigint AND date_trunc('month', arrival_date) =
      (SELECT date_trunc('month', min(arrival_date)) FROM shipments WHERE company_id = ${a?.id}::bigint)`.execute(db());
    await expectSameAsRebuilt();
  });

  it("deletes every record of a company: its rows go from every table", async () => {
    const [, b] = others;
    await sql`DELETE FROM shipments WHERE company_id = ${b?.id}::bigint OR importer_company_id = ${b?.id}::bigint
      OR exporter_company_id = ${b?.id}::bigint`.execute(db());
    const after = await expectSameAsRebuilt();
    const { rows } = await sql<{ n: number }>`SELECT
      (SELECT count(*) FROM trade_company_summary WHERE company_id = ${b?.id}::bigint)
      + (SELECT count(*) FROM trade_company_tally WHERE company_id = ${b?.id}::bigint)
      + (SELECT count(*) FROM trade_country_company WHERE company_id = ${b?.id}::bigint) AS n`.execute(db());
    expect(Number(rows[0]?.n)).toBe(0);
    expect(after.trade_company_summary.length).toBeGreaterThan(0);
  });

  it("does nothing when nothing is marked", async () => {
    const before = await snapshot();
    expect(await refreshShipmentRollups(db())).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});
