/**
 * Pure parts of the market analysis (docs/CREDIT.md, "Market analysis"): grade counts into groups,
 * a median score into a grade, positions. The grades come from the credit model's bands.
 */
import { bandOf, BANDS } from "../credit/index.ts";

export type Grade = (typeof BANDS)[number]["rating"];
export const GRADES: readonly Grade[] = BANDS.map((band) => band.rating);

/** One SQL row: a group key, a grade, how many companies of the group have it, their summed local score. */
export type GradeCount = { key: string; rating: Grade; count: number; scoreSum: number };

export type Group = {
  key: string;
  label: string | null;
  total: number;
  counts: { rating: Grade; count: number }[];
  averageScore: number | null;
  subjectRating: Grade | null;
};

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Every grade (best first) with its count; grades nobody has count 0. */
export function gradeCounts(rows: readonly Pick<GradeCount, "rating" | "count">[]) {
  return GRADES.map((rating) => ({
    rating,
    count: rows.filter((r) => r.rating === rating).reduce((sum, r) => sum + r.count, 0),
  }));
}

/**
 * Groups in the order of `keys` (or by total, largest first, when not given): totals, grade counts, the
 * mean local score (1 decimal) and the subject's grade in its own group(s).
 */
export function toGroups(
  rows: readonly GradeCount[],
  subjectRating: (key: string) => Grade | null,
  label: (key: string) => string | null = () => null,
): Group[] {
  const byKey = new Map<string, GradeCount[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return [...byKey.entries()]
    .map(([key, list]) => {
      const total = list.reduce((sum, r) => sum + r.count, 0);
      const scoreSum = list.reduce((sum, r) => sum + r.scoreSum, 0);
      return {
        key,
        label: label(key),
        total,
        counts: gradeCounts(list),
        averageScore: total ? round(scoreSum / total) : null,
        subjectRating: subjectRating(key),
      };
    })
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

/** The grade a Z''-score falls in (the median company's grade), null without one. */
export const gradeOf = (z: number | null): Grade | null => (z === null ? null : bandOf(z).rating);

/** Share (%, 1 decimal) of `below` in `total`; null for an empty cell. */
export const percentOf = (part: number, total: number): number | null => (total ? round((100 * part) / total) : null);

/** Years in business as the bucket the statistics compare: 0-4, 5-9, 10-19, 20+ (null without a founding year). */
export function ageBucket(fiscalYear: number, foundedYear: number | null): string | null {
  if (foundedYear === null) return null;
  const age = fiscalYear - foundedYear;
  if (age < 5) return "0-4";
  if (age < 10) return "5-9";
  if (age < 20) return "10-19";
  return "20+";
}

/** The same buckets in SQL, over company_ratings columns. */
export const AGE_BUCKET_SQL = `CASE WHEN founded_year IS NULL THEN NULL
  WHEN fiscal_year - founded_year < 5 THEN '0-4' WHEN fiscal_year - founded_year < 10 THEN '5-9'
  WHEN fiscal_year - founded_year < 20 THEN '10-19' ELSE '20+' END`;

/** The columns of company_ratings the cell roll-ups summarise (rating_cell_stats, company_rating_ranks' below_*). */
export const CELL_METRICS = [
  "z_score",
  "x1",
  "x2",
  "x3",
  "x4",
  "local_score",
  "net_margin",
  "revenue_growth",
  "equity_ratio",
  "current_ratio",
  "operating_cash_flow",
] as const;
export type CellMetric = (typeof CELL_METRICS)[number];

/** The attributes the attribute comparison counts companies by, in SQL over company_ratings (rating_attribute_counts). */
export const ATTRIBUTE_SQL = {
  nature: "CASE WHEN is_listed THEN 'listed' ELSE 'unlisted' END",
  legalForm: "legal_form",
  status: "status",
  sizeBand: "size_band",
  yearsInBusiness: AGE_BUCKET_SQL,
} as const;
