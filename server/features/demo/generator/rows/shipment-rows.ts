import type { CompanyCore } from "../company-core.ts";
import { pricePerKg, type Partners } from "../gravity.ts";
import { createRng, streamOf } from "../prng.ts";
import { productCodes } from "./company-rows.ts";
import { DEMO, dayOf, type Context } from "./emit.ts";

const RATE = { micro: 0.3, small: 1, medium: 3, large: 6, "very-large": 12 } as const;
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

/**
 * Bills of lading of a company's exports to companies in partner countries (picked by gravity); `scale`
 * (a whole number, GenerateOptions.shipmentScale) multiplies their number. Ids: exporter index x 64 x scale + k.
 */
export function shipmentRows(ctx: Context, exporter: CompanyCore, partners: Partners | undefined, scale = 1): void {
  const goods = productCodes(ctx, exporter);
  if (!goods.length || !partners || exporter.status !== "active") return;
  const rng = streamOf(ctx.world.seed, "shipments", exporter.index);
  const count = Math.min(40 * scale, rng.poisson(RATE[exporter.size] * scale));
  for (let k = 0; k < count; k++) {
    const country = partners.countries[partners.choose(rng)];
    if (!country) continue;
    const importer = ctx.core(country.start + rng.int(country.count));
    const product = rng.pick(goods);
    const [carrier = "", code = ""] = (CARRIERS[rng.int(CARRIERS.length)] ?? "").split(":");
    const containers = 1 + rng.int(exporter.size === "micro" ? 2 : exporter.size === "small" ? 4 : 12);
    const weight = Math.round(containers * (8000 + rng.next() * 16000));
    const vessel = `${createRng(carrier).pick(["Ocean", "Sea", "Pacific", "Atlantic", "Northern"])} ${rng.pick(VESSEL_WORDS)}`;
    const year = ctx.world.year - rng.int(3);
    const id = exporter.index * 64 * scale + k;
    ctx.emit("shipments", {
      company_id: importer.id,
      id,
      record_kind: "bill-of-lading",
      master_bol: `${code}${String(id).padStart(10, "0")}`,
      bill_no: `${code}${year % 100}${rng.between(100000, 999999)}`,
      arrival_date: dayOf(year, rng.int(365)),
      importer_company_id: importer.id,
      importer_name: importer.name,
      importer_address: `${importer.city}, ${country.name}`,
      importer_country: country.iso2,
      exporter_company_id: exporter.id,
      exporter_name: exporter.name,
      exporter_address: `${exporter.city}, ${exporter.country.name}`,
      exporter_country: exporter.country.iso2,
      cargo_description: product.description.slice(0, 200),
      hs_code: product.code,
      origin_country: exporter.country.iso2,
      destination_country: country.iso2,
      port_of_lading: exporter.country.capital,
      port_of_unlading: country.capital,
      carrier,
      vessel,
      container_count: containers,
      container_type: rng.pick(CONTAINERS),
      weight_kg: weight,
      quantity: containers * rng.between(20, 800),
      quantity_unit: "packages",
      value_usd: Math.round(weight * pricePerKg(product.code.slice(0, 2)) * Math.exp(rng.normal() * 0.4)),
      ...DEMO,
    });
  }
}
