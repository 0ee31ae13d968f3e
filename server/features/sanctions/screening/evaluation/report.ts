import type { Row, Totals } from "./evaluate.ts";

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const ms = (value: number) => value.toFixed(2);

/** A Markdown table of one set's rows (per perturbation kind, then the negatives) and its totals. */
export function setReport(
  title: string,
  rows: readonly Row[],
  total: Totals,
  threshold: number,
  collisions: number,
): string {
  const lines = [
    `### ${title}`,
    "",
    `| Kind | Queries | Recall / FPR at ${threshold} | Precision@1 | p50 ms | p95 ms |`,
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.n} | ${pct(r.rate)} | ${r.precisionAt1 === null ? "—" : pct(r.precisionAt1)} | ${ms(r.p50)} | ${ms(r.p95)} |`,
    ),
    "",
    `All positives: recall **${pct(total.recall)}** at ${threshold}, precision@1 ${pct(total.precisionAt1)}; ` +
      `negatives: false-positive rate **${pct(total.fpr)}**. The lowest threshold with a false-positive rate ≤ 1 % is ` +
      `${total.thresholdAtFpr1.toFixed(3)}, where recall is **${pct(total.recallAtFpr1)}**. ` +
      `${collisions} ordinary names equal to a listed name (word order and romanisation aside) were left out of the negatives.`,
  ];
  return lines.join("\n");
}
