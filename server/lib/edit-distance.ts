/**
 * Optimal string alignment distance (Levenshtein plus the swap of two neighbours), or `limit + 1`
 * as soon as the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  if (rows.length < width * 3) rows = new Int32Array(width * 6);
  // Three rows in one buffer: two rows back (for swaps), the previous row and the current one.
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[before + j - 2]! + 1);
      rows[current + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return rows[previous + b.length]!;
}

/** The rows editDistance reuses (no allocation per comparison). */
let rows = new Int32Array(64 * 3);
