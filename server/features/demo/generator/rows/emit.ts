import type { World } from "../world.ts";
import type { CompanyCore } from "../company-core.ts";

/** The tables the demo generator writes, in load order. */
export const DEMO_TABLES = [
  "companies",
  "company_names",
  "company_addresses",
  "company_securities",
  "company_products",
  "people",
  "company_officers",
  "company_interests",
  "company_relations",
  "financial_statements",
  "credit_assessments",
  "company_lawsuits",
  "company_news",
  "shipments",
  "trade_flows",
] as const;
export type DemoTable = (typeof DEMO_TABLES)[number];

/** Receives one row (an object keyed by column name) of one table. */
export type Emit = (table: DemoTable, row: Record<string, unknown>) => void;

/** What a row builder needs: the world, company cores by index, and the row sink. */
export type Context = { world: World; core: (index: number) => CompanyCore; emit: Emit };

export const DEMO = { source: "demo", is_demo: true } as const;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Dates as ISO strings, from a year and a day of that year (0-364; 31 Dec is never reached in leap years). */
export function dayOf(year: number, day: number): string {
  let rest = Math.max(0, Math.min(364, Math.floor(day)));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  for (let month = 0; month < 12; month++) {
    const length = (MONTH_DAYS[month] ?? 31) + (month === 1 && leap ? 1 : 0);
    if (rest < length) return `${year}-${pad(month + 1)}-${pad(rest + 1)}`;
    rest -= length;
  }
  return `${year}-12-31`;
}

export const money = (x: number) => Math.round(x);

const slugs = new Map<string, string>();

/** A web-safe slug of a Latin name: letters and digits only, at most 24 characters (cached: names repeat). */
export function slug(name: string): string {
  const hit = slugs.get(name);
  if (hit !== undefined) return hit;
  const value = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 24);
  if (slugs.size > 100_000) slugs.clear();
  slugs.set(name, value);
  return value;
}
