/**
 * Trade indicators (docs/TRADE.md): pure functions of values the roll-ups give. A ratio whose
 * denominator is zero or missing is null ("not defined"), never 0 or Infinity.
 */

const ratio = (numerator: number, denominator: number): number | null =>
  denominator > 0 && Number.isFinite(numerator) ? numerator / denominator : null;

/** c's share of the total of p: X_cp / X_p. */
export function marketShare(value: number, total: number): number | null {
  return ratio(value, total);
}

/** Balassa revealed comparative advantage: (X_cp / X_c) / (X_p / X). */
export function revealedComparativeAdvantage(xcp: number, xc: number, xp: number, x: number): number | null {
  const own = ratio(xcp, xc);
  const world = ratio(xp, x);
  return own === null || world === null || world === 0 ? null : own / world;
}

/** Change on the previous period: V_t / V_{t-1} - 1. */
export function growth(current: number, previous: number | null | undefined): number | null {
  const r = ratio(current, previous ?? 0);
  return r === null ? null : r - 1;
}

/** Constant yearly rate over `years` years: (V_end / V_start)^(1/years) - 1. */
export function compoundAnnualGrowth(start: number, end: number, years: number): number | null {
  if (years <= 0 || start <= 0 || end < 0) return null;
  return (end / start) ** (1 / years) - 1;
}

/**
 * Herfindahl-Hirschman concentration of the values' shares: Σ s_i², and normalised
 * (HHI - 1/N) / (1 - 1/N) (0 with a single value: nothing to spread over).
 */
export function concentration(values: readonly number[]): { hhi: number; normalised: number } | null {
  const positive = values.filter((v) => v > 0);
  const total = positive.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return null;
  const hhi = positive.reduce((sum, v) => sum + (v / total) ** 2, 0);
  const n = positive.length;
  return { hhi, normalised: n === 1 ? 1 : (hhi - 1 / n) / (1 - 1 / n) };
}

/** The RCA of every country in every product of a country x product matrix (absent pairs are 0). */
export function rcaMatrix(values: ReadonlyMap<string, ReadonlyMap<string, number>>, products: readonly string[]) {
  const byCountry = new Map<string, number>();
  const byProduct = new Map<string, number>();
  let world = 0;
  for (const [country, row] of values) {
    for (const [product, v] of row) {
      byCountry.set(country, (byCountry.get(country) ?? 0) + v);
      byProduct.set(product, (byProduct.get(product) ?? 0) + v);
      world += v;
    }
  }
  const result = new Map<string, Map<string, number | null>>();
  for (const [country, row] of values) {
    const rcas = new Map<string, number | null>();
    for (const product of products) {
      rcas.set(
        product,
        revealedComparativeAdvantage(
          row.get(product) ?? 0,
          byCountry.get(country) ?? 0,
          byProduct.get(product) ?? 0,
          world,
        ),
      );
    }
    result.set(country, rcas);
  }
  return result;
}

/** Trade intensity of i with j: (x_ij / X_i) / (x_wj / X_w), i's share going to j over the world's share. */
export function tradeIntensity(xij: number, xi: number, xwj: number, xw: number): number | null {
  return revealedComparativeAdvantage(xij, xi, xwj, xw);
}

/**
 * One country's RCA in each of its products, from its own row only: X_cp per product, X_c (all its
 * exports at that level), X_p (world exports of each product) and X (world exports at that level).
 */
export function countryAdvantages(
  own: readonly { product: string; value: number }[],
  countryTotal: number,
  worldByProduct: ReadonlyMap<string, number>,
  world: number,
): Map<string, number | null> {
  return new Map(
    own.map((p) => [
      p.product,
      revealedComparativeAdvantage(p.value, countryTotal, worldByProduct.get(p.product) ?? 0, world),
    ]),
  );
}
