import { hsByChapter, hsChapters } from "./hs-codes.ts";
import { gravity, pricePerKg } from "./gravity.ts";
import { streamOf, type Rng } from "./prng.ts";
import { DEMO } from "./rows/emit.ts";
import type { Emit } from "./rows/emit.ts";
import type { DemoCountry, World } from "./world.ts";

/** Partners per exporter and products per partner: 8 and 3 from 20,000 companies up, fewer below. */
const partnersFor = (companies: number) => Math.max(1, Math.min(8, Math.ceil(companies / 2500)));
const productsFor = (companies: number) => Math.max(1, Math.min(3, Math.ceil(companies / 6000)));
/** HS6 products drawn for a country's export profile, per unit of flow scale. */
const PROFILE_DRAWS = 12;
/** World exports are about a fifth of world GDP. */
const EXPORT_SHARE_OF_GDP = 0.22;

/**
 * `count` of `items` drawn without replacement, the k-th with weight 1 / (k + 1) (the export profile's
 * first products are its main ones): each item's key is ln(u) x (k + 1), i.e. ln(u) / weight, and the
 * largest keys win (Efraimidis and Spirakis, "Weighted random sampling with a reservoir", 2006), one pass
 * and one sort whatever `count`.
 */
export function drawByRank<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return items
    .map((item, k) => ({ item, key: Math.log(rng.next()) * (k + 1) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map(({ item }) => item);
}

/**
 * Country-pair trade at HS6 for the last three years, shaped by the gravity model: each country's
 * exports to its strongest partners (8 x `scale` from 20,000 companies up, fewer for small demo sets, at
 * most every other country), split over products of its export profile (3 x `scale`), reported twice as
 * in real statistics: as the exporter's export and (CIF, about 5 % more) the partner's import. About
 * 29,000 rows at scale 1 and 20,000 companies; `scale` 63 gives about 50 M (212 x 211 x 189 x 3 years x 2).
 * Rows come one exporting country at a time (`done` after each), so memory stays bounded.
 */
export async function tradeFlowRows(
  world: World,
  emit: Emit,
  scale = 1,
  done: () => Promise<void> = async () => {},
): Promise<void> {
  const countries = world.countries;
  let totalMass = 0;
  for (const a of countries) for (const b of countries) if (a !== b) totalMass += gravity(a, b);
  const worldExports = EXPORT_SHARE_OF_GDP * countries.reduce((sum, c) => sum + c.gdpUsd, 0);
  const partnerCount = Math.min(countries.length - 1, partnersFor(world.total) * scale);
  const productCount = productsFor(world.total) * scale;
  for (const exporter of countries) {
    exporterFlows(exporter, countries, { world, emit, totalMass, worldExports, partnerCount, productCount, scale });
    await done();
  }
}

type FlowModel = {
  world: World;
  emit: Emit;
  totalMass: number;
  worldExports: number;
  partnerCount: number;
  productCount: number;
  scale: number;
};

function exporterFlows(exporter: DemoCountry, countries: readonly DemoCountry[], model: FlowModel): void {
  const { world, emit } = model;
  const rng = streamOf(world.seed, "trade", exporter.iso2);
  const chapters = hsChapters();
  const profile = Array.from({ length: PROFILE_DRAWS * model.scale }, () =>
    rng.pick(hsByChapter().get(rng.pick(chapters)) ?? []),
  ).filter((p, i, all) => p && all.findIndex((q) => q?.code === p.code) === i);
  const partners = countries
    .filter((b) => b !== exporter)
    .map((b) => ({ b, mass: gravity(exporter, b) }))
    .sort((x, y) => y.mass - x.mass || x.b.iso2.localeCompare(y.b.iso2))
    .slice(0, model.partnerCount);
  const yearGrowth = [0, 1, 2].map(() => 1 + rng.normal() * 0.06);
  for (const { b, mass } of partners) {
    const pairValue = (model.worldExports * mass) / model.totalMass;
    const products = drawByRank(rng, profile, model.productCount);
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
