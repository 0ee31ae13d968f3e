import type { Figures, FilterConditions } from "../../../contract/trade-company.ts";
import type { ConditionRow } from "./trade-company-search.repo.ts";

type FiguresLike = { records: number; value: number | null; quantity: number | null; quantity_unit: string | null };

export const figuresOf = (r: FiguresLike): Figures => ({
  records: r.records,
  value: r.value,
  quantity: r.quantity,
  quantityUnit: r.quantity_unit,
});

/**
 * Figures of several groups together: values summed (null when no group has one), the quantity only
 * when every group has one in the same unit (kilobarrels and containers do not add up).
 */
export function sumFigures(rows: readonly FiguresLike[]): Figures {
  const valued = rows.filter((r) => r.value !== null);
  const units = new Set(rows.map((r) => r.quantity_unit));
  const [unit] = units;
  const isOneQuantity = rows.length > 0 && units.size === 1 && unit != null && rows.every((r) => r.quantity !== null);
  return {
    records: rows.reduce((sum, r) => sum + r.records, 0),
    value: valued.length ? valued.reduce((sum, r) => sum + (r.value ?? 0), 0) : null,
    quantity: isOneQuantity ? rows.reduce((sum, r) => sum + (r.quantity ?? 0), 0) : null,
    quantityUnit: isOneQuantity ? (unit ?? null) : null,
  };
}

/** part / whole, null for an empty whole. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** GROUPING(country, flow, chapter, year) of each grouping set: the grouped column's bit is 0. */
const SET = { country: 7, flow: 11, chapter: 13, year: 14 } as const;

/** The grouping-set rows as the four filter lists (rows without a value left out). */
export function conditionsOf(rows: readonly ConditionRow[]): FilterConditions {
  const of = (set: number) => rows.filter((r) => r.set === set);
  return {
    countries: of(SET.country).flatMap((r) => (r.country ? [{ code: r.country, companies: r.companies }] : [])),
    flows: of(SET.flow).flatMap((r) => (r.flow ? [{ flow: r.flow, companies: r.companies }] : [])),
    hsChapters: of(SET.chapter).flatMap((r) =>
      r.chapter ? [{ code: r.chapter, description: r.description, companies: r.companies }] : [],
    ),
    years: of(SET.year)
      .flatMap((r) => (r.year !== null ? [{ year: r.year, companies: r.companies }] : []))
      .sort((a, b) => b.year - a.year),
  };
}
