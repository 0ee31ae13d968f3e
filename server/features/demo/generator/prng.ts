/**
 * Deterministic randomness for the demo generator: sfc32 (Small Fast Counting, 128-bit state)
 * seeded by a 128-bit hash of a key. Every company and every aspect of it draws from its own
 * stream, keyed by (seed, aspect, index), so any company can be regenerated on its own and the
 * output never depends on generation order. Math.random is never used.
 */
function hash128(key: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < key.length; i++) {
    const k = key.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** A sfc32 generator. A class, so that its methods live on the prototype (streams are many). */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(key: string) {
    [this.a, this.b, this.c, this.d] = hash128(key);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const sum = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    const t = (sum + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [min, max]. */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An index drawn with the given (non-negative) weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let x = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i] ?? 0;
      if (x < 0) return i;
    }
    return weights.length - 1;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /**
   * Poisson-distributed count: Knuth's method up to a mean of 500, the normal approximation above (where
   * e^-mean underflows and Knuth's product would stop near 745 whatever the mean).
   */
  poisson(mean: number): number {
    if (mean > 500) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit && k < 1000) {
      k++;
      p *= this.next();
    }
    return k;
  }
}

/** A weighted choice prepared once (cumulative weights, binary search): for choices made per company. */
export function cumulative(weights: readonly number[]): (rng: Rng) => number {
  const sums: number[] = [];
  let total = 0;
  for (const w of weights) sums.push((total += w));
  return (rng) => {
    const x = rng.next() * total;
    let lo = 0;
    let hi = sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sums[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

export function createRng(key: string): Rng {
  return new Rng(key);
}

/** The stream of one aspect of one item: createRng(`${seed}|${aspect}|${index}`). */
export function streamOf(seed: number, aspect: string, index: number | string): Rng {
  return new Rng(`${seed}|${aspect}|${index}`);
}
