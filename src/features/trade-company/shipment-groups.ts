/**
 * Groups a company's shipment set (GET /tradeForCompany/getShipmentSet) by partner, product, country
 * or month: filtered by words, summed, sorted and formatted in the reader's language. Pure (no DOM, no
 * worker API): src/workers/shipment-groups.worker.ts runs it off the main thread, the bench in Node.
 */
import type { ShipmentSet } from "../../../contract/trade-company.ts";
import { countryName, formatPercent, formatUsd } from "../../lib/format-figures.ts";
import { formatCount, formatQuantity } from "./figures.ts";

export const GROUP_BYS = ["partner", "product", "country", "month"] as const;
export type GroupBy = (typeof GROUP_BYS)[number];
export const GROUP_SORTS = ["records", "value", "name"] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];

export type GroupRequest = {
  by: GroupBy;
  sort: GroupSort;
  descending: boolean;
  /** Words a record must all hold in its partner, HS code, country (code or name) or month (YYYY-MM). */
  filter: string;
  locale: string;
  /** The most groups answered (the largest first in the sort). */
  limit: number;
  /** The label of records without the field grouped by (no partner named, no HS code, no country). */
  noneLabel: string;
};

export type ShipmentGroup = {
  key: string;
  label: string;
  records: number;
  value: number | null;
  quantity: number | null;
  unit: string | null;
  share: number;
  firstDate: string;
  lastDate: string;
  isDemo: boolean;
  text: { records: string; value: string; quantity: string; share: string };
};
export type Grouped = {
  /** Records in the set, and in the slice (more when the set was cut at MAX_SHIPMENT_SET). */
  records: number;
  total: number;
  truncated: boolean;
  matched: number;
  groups: number;
  rows: ShipmentGroup[];
};

type Sum = {
  key: string;
  records: number;
  value: number;
  valued: number;
  quantity: number;
  /** The units index of every row so far; -2: no row yet; -3: rows of different units or without one. */
  unit: number;
  firstDate: string;
  lastDate: string;
  isDemo: boolean;
};

const words = (filter: string) => filter.toLocaleLowerCase().split(/\s+/).filter(Boolean).slice(0, 30);

/** For each entry of a list, the bit mask of the filter words it holds. */
const masksOf = (list: readonly string[], filter: readonly string[]) =>
  list.map((text) => {
    const lower = text.toLocaleLowerCase();
    return filter.reduce((mask, word, bit) => (lower.includes(word) ? mask | (1 << bit) : mask), 0);
  });

/** The bit mask of the words each record holds, or null when there is no filter. */
function recordMasks(set: ShipmentSet, filter: readonly string[], locale: string): Int32Array | null {
  if (!filter.length) return null;
  const c = set.columns;
  const partner = masksOf(set.partners, filter);
  const hs = masksOf(set.hsCodes, filter);
  const countries = new Map<string, number>();
  const countryMask = (code: string | null) => {
    if (code === null) return 0;
    let mask = countries.get(code);
    if (mask === undefined) {
      mask = masksOf([`${code} ${countryName(code, locale)}`], filter)[0] ?? 0;
      countries.set(code, mask);
    }
    return mask;
  };
  const masks = new Int32Array(c.date.length);
  for (let i = 0; i < masks.length; i++) {
    const date = c.date[i] ?? "";
    const month = filter.reduce((mask, word, bit) => (date.startsWith(word) ? mask | (1 << bit) : mask), 0);
    masks[i] =
      (partner[c.partner[i] ?? -1] ?? 0) | (hs[c.hsCode[i] ?? -1] ?? 0) | countryMask(c.country[i] ?? null) | month;
  }
  return masks;
}

/** The group key of record i (null: none). */
function keyReader(set: ShipmentSet, by: GroupBy): (i: number) => string | null {
  const c = set.columns;
  switch (by) {
    case "partner":
      return (i) => set.partners[c.partner[i] ?? -1] ?? null;
    case "product":
      return (i) => set.hsCodes[c.hsCode[i] ?? -1] ?? null;
    case "country":
      return (i) => c.country[i] ?? null;
    case "month":
      return (i) => c.date[i]?.slice(0, 7) ?? null;
  }
}

const NONE = "\u0000none";

function labelOf(by: GroupBy, key: string, request: GroupRequest, months: Intl.DateTimeFormat): string {
  if (key === NONE) return request.noneLabel;
  if (by === "country") return countryName(key, request.locale);
  if (by === "month") return months.format(new Date(`${key}-15T00:00:00Z`));
  return key;
}

export function groupShipments(set: ShipmentSet, request: GroupRequest): Grouped {
  const c = set.columns;
  const filter = words(request.filter);
  const all = (1 << filter.length) - 1;
  const masks = recordMasks(set, filter, request.locale);
  const keyOf = keyReader(set, request.by);
  const sums = new Map<string, Sum>();
  let matched = 0;
  for (let i = 0; i < c.date.length; i++) {
    if (masks && masks[i] !== all) continue;
    matched++;
    const key = keyOf(i) ?? NONE;
    let sum = sums.get(key);
    const date = c.date[i] ?? "";
    if (!sum) {
      sum = {
        key,
        records: 0,
        value: 0,
        valued: 0,
        quantity: 0,
        unit: -2,
        firstDate: date,
        lastDate: date,
        isDemo: false,
      };
      sums.set(key, sum);
    }
    sum.records++;
    const value = c.value[i];
    if (value !== null && value !== undefined) {
      sum.value += value;
      sum.valued++;
    }
    const quantity = c.quantity[i];
    const unit = c.unit[i] ?? -1;
    if (quantity === null || quantity === undefined || unit < 0 || (sum.unit !== -2 && sum.unit !== unit))
      sum.unit = -3;
    else if (sum.unit !== -3) {
      sum.unit = unit;
      sum.quantity += quantity;
    }
    if (date < sum.firstDate) sum.firstDate = date;
    if (date > sum.lastDate) sum.lastDate = date;
    if (c.isDemo[i]) sum.isDemo = true;
  }
  const months = new Intl.DateTimeFormat(request.locale, { year: "numeric", month: "long", timeZone: "UTC" });
  const labelled = [...sums.values()].map((sum) => ({ sum, label: labelOf(request.by, sum.key, request, months) }));
  const collator = new Intl.Collator(request.locale, { numeric: true });
  const byName = (a: (typeof labelled)[number], b: (typeof labelled)[number]) =>
    request.by === "month" ? a.sum.key.localeCompare(b.sum.key) : collator.compare(a.label, b.label);
  const measure = (s: Sum) => (request.sort === "value" ? (s.valued ? s.value : -Infinity) : s.records);
  const direction = request.descending ? -1 : 1;
  labelled.sort((a, b) =>
    request.sort === "name" ? direction * byName(a, b) : direction * (measure(a.sum) - measure(b.sum)) || byName(a, b),
  );
  const locale = request.locale;
  const rows = labelled.slice(0, request.limit).map(({ sum, label }): ShipmentGroup => {
    const value = sum.valued ? sum.value : null;
    const unit = sum.unit >= 0 ? (set.units[sum.unit] ?? null) : null;
    const quantity = unit === null ? null : sum.quantity;
    const share = matched ? sum.records / matched : 0;
    return {
      key: sum.key === NONE ? "" : sum.key,
      label,
      records: sum.records,
      value,
      quantity,
      unit,
      share,
      firstDate: sum.firstDate,
      lastDate: sum.lastDate,
      isDemo: sum.isDemo,
      text: {
        records: formatCount(sum.records, locale),
        value: formatUsd(value, locale),
        quantity: formatQuantity(quantity, unit, locale),
        share: formatPercent(share, locale),
      },
    };
  });
  return { records: c.date.length, total: set.total, truncated: set.truncated, matched, groups: sums.size, rows };
}
