import { describe, expect, it } from "vitest";
import { generateDemo } from "../generator.ts";
import { coreCache } from "../company-core.ts";
import { partnerTable } from "../gravity.ts";
import { createWorld } from "../world.ts";
import { DEMO_COLUMNS } from "../tables.ts";
import { productCodes } from "./company-rows.ts";
import { tradeLanes } from "./shipment-rows.ts";
import type { Context } from "./emit.ts";

type Shipment = Record<string, unknown>;

async function shipments(companies: number, seed: number, shipmentScale: number): Promise<Shipment[]> {
  const names = DEMO_COLUMNS.shipments.map((c) => c.name);
  const rows: Shipment[] = [];
  await generateDemo({ companies, seed, shipmentScale, tables: ["shipments"] }, async (_table, batch) => {
    for (const row of batch) rows.push(Object.fromEntries(names.map((name, i) => [name, row[i]])));
  });
  return rows;
}

/** The company roll-up's key (shipment_rollup_cpm, migration 0051): the parties, product, countries, month. */
const rollupKey = (s: Shipment) =>
  [
    s.company_id,
    s.importer_company_id,
    s.importer_name,
    s.exporter_company_id,
    s.exporter_name,
    s.hs_code,
    s.origin_country,
    s.destination_country,
    String(s.arrival_date).slice(0, 7),
  ].join("|");
const laneKey = (s: Shipment) =>
  `${String(s.exporter_company_id)}>${String(s.importer_company_id)}:${String(s.hs_code)}`;

describe("demo bills of lading: trade lanes", () => {
  it("gives an exporter the same lanes for a seed, whatever the shipment scale", () => {
    const world = createWorld(3, 2000);
    const ctx: Context = { world, core: coreCache(world), emit: () => {} };
    const partners = partnerTable(world);
    const lanesOf = (index: number) => {
      const exporter = ctx.core(index);
      const partner = partners.get(exporter.country.iso2);
      const goods = productCodes(ctx, exporter);
      return partner && goods.length ? tradeLanes(ctx, exporter, partner, goods) : [];
    };
    const all = Array.from({ length: 300 }, (_, i) => lanesOf(i));
    expect(all.filter((l) => l.length > 0).length).toBeGreaterThan(100);
    const again = Array.from({ length: 300 }, (_, i) => lanesOf(i));
    expect(again.map((l) => l.map((x) => [x.importer.id, x.product.code, x.carrier, x.weight]))).toEqual(
      all.map((l) => l.map((x) => [x.importer.id, x.product.code, x.carrier, x.weight])),
    );
  });

  it(
    "repeats lanes: records fall on few lanes, heavy-tailed, and each record is still its own",
    { timeout: 60_000 },
    async () => {
      const [one, many, manyAgain] = await Promise.all([
        shipments(800, 5, 1),
        shipments(800, 5, 100),
        shipments(800, 5, 100),
      ]);
      expect(many).toEqual(manyAgain);
      // Scale 100 multiplies records along the same lanes: every record of either set is on one of its exporter's.
      const world = createWorld(5, 800);
      const ctx: Context = { world, core: coreCache(world), emit: () => {} };
      const partners = partnerTable(world);
      const known = new Set<string>();
      for (let index = 0; index < 800; index++) {
        const exporter = ctx.core(index);
        const partner = partners.get(exporter.country.iso2);
        const goods = productCodes(ctx, exporter);
        if (!partner || !goods.length) continue;
        for (const lane of tradeLanes(ctx, exporter, partner, goods))
          known.add(`${exporter.id}>${lane.importer.id}:${lane.product.code}`);
      }
      expect(one.every((s) => known.has(laneKey(s)))).toBe(true);
      expect(many.every((s) => known.has(laneKey(s)))).toBe(true);
      const lanes = new Set(many.map(laneKey));
      expect(lanes.size).toBeLessThan(many.length / 5);
      // Heavy tail: a fifth of the lanes (the busiest) carry more than half of the records.
      const perLane = new Map<string, number>();
      for (const s of many) perLane.set(laneKey(s), (perLane.get(laneKey(s)) ?? 0) + 1);
      const sizes = [...perLane.values()].sort((a, b) => b - a);
      const top = sizes.slice(0, Math.ceil(sizes.length / 5)).reduce((a, b) => a + b, 0);
      expect(top / many.length).toBeGreaterThan(0.5);
      // Per-record variation stays: weights, values and days differ along a lane.
      const busiest = many.filter((s) => laneKey(s) === [...perLane].find(([, n]) => n === sizes[0])?.[0]);
      expect(new Set(busiest.map((s) => s.weight_kg)).size).toBeGreaterThan(busiest.length / 2);
      expect(new Set(busiest.map((s) => s.arrival_date)).size).toBeGreaterThan(10);
      // The company roll-up folds repeated lanes within a month: far fewer rows than records.
      const rollup = new Set(many.map(rollupKey)).size;
      expect(rollup / many.length).toBeLessThan(0.6);
      expect(new Set(one.map(rollupKey)).size / one.length).toBeGreaterThan(rollup / many.length);
    },
  );
});
