import { hsByChapter, hsChapters } from "./hs-codes.ts";
import { gravity, pricePerKg } from "./gravity.ts";
import { streamOf } from "./prng.ts";
import { DEMO } from "./rows/emit.ts";
import type { Emit } from "./rows/emit.ts";
import type { World } from "./world.ts";

/** Partners per exporter and products per partner: 8 and 3 from 20,000 companies up, fewer below. */
const partnersFor = (companies: number) => Math.max(1, Math.min(8, Math.ceil(companies / 2500)));
const productsFor = (companies: number) => Math.max(1, Math.min(3, Math.ceil(companies / 6000)));
/** World exports are about a fifth of world GDP. */
const EXPORT_SHARE_OF_GDP = 0.22;

/**
 * Country-pair trade at HS6 for the last three years, shaped by the gravity model: each country's
 * exports to its 8 strongest partners, split over 3 products (fewer for small demo sets) of its export profile, reported
 * twice as in real statistics: as the exporter's export and (CIF, about 5 % more) the partner's import.
 */
export function tradeFlowRows(world: World, emit: Emit): void {
  const countries = world.countries;
  let totalMass = 0;
  for (const a of countries) for (const b of countries) if (a !== b) totalMass += gravity(a, b);
  const worldExports = EXPORT_SHARE_OF_GDP * countries.reduce((sum, c) => sum + c.gdpUsd, 0);
  const chapters = hsChapters();
  for (const exporter of countries) {
    const rng = streamOf(world.seed, "trade", exporter.iso2);
    const profile = Array.from({ length: 12 }, () => rng.pick(hsByChapter().get(rng.pick(chapters)) ?? [])).filter(
      (p, i, all) => p && all.findIndex((q) => q?.code === p.code) === i,
    );
    const partners = countries
      .filter((b) => b !== exporter)
      .map((b) => ({ b, mass: gravity(exporter, b) }))
      .sort((x, y) => y.mass - x.mass || x.b.iso2.localeCompare(y.b.iso2))
      .slice(0, partnersFor(world.total));
    const yearGrowth = [0, 1, 2].map(() => 1 + rng.normal() * 0.06);
    for (const { b, mass } of partners) {
      const pairValue = (worldExports * mass) / totalMass;
      const picked = [...profile];
      const products = Array.from({ length: Math.min(productsFor(world.total), picked.length) }, () => {
        return picked.splice(rng.weighted(picked.map((_, k) => 1 / (k + 1))), 1)[0]!;
      });
      const shares = products.map(() => 0.2 + rng.next());
      const shareSum = shares.reduce((x, y) => x + y, 0);
      products.forEach((product, k) => {
        let value = (pairValue * (shares[k] ?? 0)) / shareSum;
        for (let y = 0; y < 3; y++) {
          value *= (yearGrowth[y] ?? 1) * (1 + rng.normal() * 0.05);
          const year = world.year - 2 + y;
          const weight = value / (pricePerKg(product.code.slice(0, 2)) * Math.exp(rng.normal() * 0.3));
          const row = { hs_code: product.code, period: String(year), year, ...DEMO };
          emit("trade_flows", {
            ...row,
            reporter_code: exporter.iso2,
            partner_code: b.iso2,
            flow: "export",
            value_usd: Math.round(value),
            weight_kg: Math.round(weight),
          });
          emit("trade_flows", {
            ...row,
            reporter_code: b.iso2,
            partner_code: exporter.iso2,
            flow: "import",
            value_usd: Math.round(value * (1.05 + rng.normal() * 0.02)),
            weight_kg: Math.round(weight * (1 + rng.normal() * 0.03)),
          });
        }
      });
    }
  }
}
