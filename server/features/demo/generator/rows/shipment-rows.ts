import type { CompanyCore } from "../company-core.ts";
import { pricePerKg, type Partners } from "../gravity.ts";
import { createRng, cumulative, streamOf } from "../prng.ts";
import type { DemoCountry } from "../world.ts";
import { productCodes } from "./company-rows.ts";
import { DEMO, type Context } from "./emit.ts";

const RATE = { micro: 0.3, small: 1, medium: 3, large: 6, "very-large": 12 } as const;
/** The range of an exporter's number of trade lanes, by size (docs/TRADE.md, "Demo bills of lading"). */
const LANES = { micro: [1, 2], small: [2, 4], medium: [3, 8], large: [6, 16], "very-large": [12, 40] } as const;
/** Pareto shape of the lanes' weights: 1.16 is the "80/20" tail (a fifth of the lanes carry most records). */
const LANE_SHAPE = 1.16;
/** The months a lane may be active in: the three years before and including the world's year. */
const MONTHS = 36;
const CONTAINERS = ["20GP", "40GP", "40HC", "45HC", "20RF", "40RF"];
const VESSEL_WORDS = ["Star", "Pioneer", "Trader", "Express", "Spirit", "Venture", "Horizon", "Bridge"];

/** Demo carriers: invented names with a four-letter code, the same for every seed. */
export const CARRIERS = [
  "Bluewater Lines:BWLU",
  "Meridian Shipping:MRDS",
  "Northgate Maritime:NGMA",
  "Crescent Ocean:CROC",
  "Harbor Star Line:HSLN",
  "Keystone Container:KYCN",
  "Silverline Shipping:SLSH",
  "Atlas Sea Freight:ATSF",
];
const VESSEL_PREFIX = new Map(
  CARRIERS.map((c) => {
    const carrier = c.split(":")[0] ?? "";
    return [carrier, createRng(carrier).pick(["Ocean", "Sea", "Pacific", "Atlantic", "Northern"])];
  }),
);

/**
 * A regular trade relationship of an exporter: one buyer, one product, one carrier and container type,
 * shipped in a window of months; `weight` is its share of the exporter's records (heavy-tailed).
 */
export type Lane = {
  importer: CompanyCore;
  country: DemoCountry;
  product: { code: string; description: string };
  carrier: string;
  code: string;
  containerType: string;
  /** First active month (0 = January two years before the world's year) and number of active months. */
  start: number;
  months: number;
  weight: number;
};

/**
 * The exporter's lanes, from its own stream (so the same for any shipment scale): a number by size,
 * the buyer's country by gravity and the buyer uniformly in it, the product from the exporter's goods,
 * a Pareto(1.16) weight, and an active window of 12-36 months (the heaviest lane ships throughout).
 */
export function tradeLanes(
  ctx: Context,
  exporter: CompanyCore,
  partners: Partners,
  goods: readonly { code: string; description: string }[],
): Lane[] {
  const rng = streamOf(ctx.world.seed, "lanes", exporter.index);
  const [min, max] = LANES[exporter.size];
  const wanted = rng.between(min, max);
  const lanes: Lane[] = [];
  for (let i = 0; i < wanted; i++) {
    const country = partners.countries[partners.choose(rng)];
    const product = rng.pick(goods);
    const [carrier = "", code = ""] = rng.pick(CARRIERS).split(":");
    const containerType = rng.pick(CONTAINERS);
    const months = rng.between(12, MONTHS);
    const start = rng.int(MONTHS - months + 1);
    const weight = (1 - rng.next()) ** (-1 / LANE_SHAPE);
    if (!country) continue;
    const importer = ctx.core(country.start + rng.int(country.count));
    lanes.push({ importer, country, product, carrier, code, containerType, start, months, weight });
  }
  const heaviest = lanes.reduce<Lane | undefined>((a, b) => (a && a.weight >= b.weight ? a : b), undefined);
  if (heaviest) Object.assign(heaviest, { start: 0, months: MONTHS });
  return lanes;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Bills of lading of a company's exports along its trade lanes (tradeLanes): each record picks a lane by
 * weight, then a day in the lane's window, its containers, weight, value and vessel. `scale` (a whole number,
 * GenerateOptions.shipmentScale) multiplies the number of records, not of lanes. Ids: exporter index x 64 x
 * scale + k.
 */
export function shipmentRows(ctx: Context, exporter: CompanyCore, partners: Partners | undefined, scale = 1): void {
  const goods = productCodes(ctx, exporter);
  if (!goods.length || !partners || exporter.status !== "active") return;
  const rng = streamOf(ctx.world.seed, "shipments", exporter.index);
  const count = Math.min(40 * scale, rng.poisson(RATE[exporter.size] * scale));
  if (count === 0) return;
  const lanes = tradeLanes(ctx, exporter, partners, goods);
  if (!lanes.length) return;
  const choose = cumulative(lanes.map((l) => l.weight));
  const firstYear = ctx.world.year - 2;
  const maxContainers = exporter.size === "micro" ? 2 : exporter.size === "small" ? 4 : 12;
  const exporterAddress = `${exporter.city}, ${exporter.country.name}`;
  for (let k = 0; k < count; k++) {
    const lane = lanes[choose(rng)] as Lane;
    const { importer, country, product } = lane;
    const month = lane.start + rng.int(lane.months);
    const year = firstYear + Math.floor(month / 12);
    const days = new Date(Date.UTC(year, (month % 12) + 1, 0)).getUTCDate();
    const containers = 1 + rng.int(maxContainers);
    const weight = Math.round(containers * (8000 + rng.next() * 16000));
    const id = exporter.index * 64 * scale + k;
    ctx.emit("shipments", {
      company_id: importer.id,
      id,
      record_kind: "bill-of-lading",
      master_bol: `${lane.code}${String(id).padStart(10, "0")}`,
      bill_no: `${lane.code}${year % 100}${rng.between(100000, 999999)}`,
      arrival_date: `${year}-${pad((month % 12) + 1)}-${pad(1 + rng.int(days))}`,
      importer_company_id: importer.id,
      importer_name: importer.name,
      importer_address: `${importer.city}, ${country.name}`,
      importer_country: country.iso2,
      exporter_company_id: exporter.id,
      exporter_name: exporter.name,
      exporter_address: exporterAddress,
      exporter_country: exporter.country.iso2,
      cargo_description: product.description.slice(0, 200),
      hs_code: product.code,
      origin_country: exporter.country.iso2,
      destination_country: country.iso2,
      port_of_lading: exporter.country.capital,
      port_of_unlading: country.capital,
      carrier: lane.carrier,
      vessel: `${VESSEL_PREFIX.get(lane.carrier) ?? "Ocean"} ${rng.pick(VESSEL_WORDS)}`,
      container_count: containers,
      container_type: lane.containerType,
      weight_kg: weight,
      quantity: containers * rng.between(20, 800),
      quantity_unit: "packages",
      value_usd: Math.round(weight * pricePerKg(product.code.slice(0, 2)) * Math.exp(rng.normal() * 0.4)),
      ...DEMO,
    });
  }
}
