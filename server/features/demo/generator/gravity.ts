import { cumulative, type Rng } from "./prng.ts";
import type { DemoCountry, World } from "./world.ts";

/** Great-circle distance between two countries' centroids, in km (at least 100). */
export function distanceKm(a: DemoCountry, b: DemoCountry): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.max(100, 2 * 6371 * Math.asin(Math.sqrt(h)));
}

/** Gravity model of trade: exports from a to b grow with both GDPs and fall with distance. */
export function gravity(a: DemoCountry, b: DemoCountry): number {
  return (a.gdpUsd ** 0.9 * b.gdpUsd ** 0.8) / distanceKm(a, b) ** 1.1;
}

/** The partners of an exporter, and a choice among those with companies weighted by gravity. */
export type Partners = { countries: DemoCountry[]; choose: (rng: Rng) => number };

/** For each exporter, every other country weighted by gravity (computed once per world). */
export function partnerTable(world: World): Map<string, Partners> {
  const table = new Map<string, Partners>();
  for (const a of world.countries) {
    const countries = world.countries.filter((b) => b !== a);
    table.set(a.iso2, { countries, choose: cumulative(countries.map((b) => (b.count > 0 ? gravity(a, b) : 0))) });
  }
  return table;
}

/** Typical price in USD per kg of goods of an HS chapter (raw materials cheap, machinery dear). */
export function pricePerKg(chapter: string): number {
  const n = Number(chapter);
  if (n === 71) return 5000;
  if (n >= 25 && n <= 27) return 0.3;
  if (n >= 72 && n <= 76) return 2;
  if (n <= 24) return 3;
  if (n >= 84 && n <= 92) return 60;
  if (n >= 28 && n <= 40) return 5;
  return 12;
}
