/**
 * The credit model (docs/CREDIT.md, "Credit model"): pure functions from one company's financial
 * statements to a credit opinion per fiscal year. Nothing here reads a database or a clock, so the
 * same statements and the same `asOf` date always give the same opinion.
 *
 * Score: Altman's Z''-score, the four-variable form for non-manufacturers and emerging markets
 * (E. I. Altman, "An emerging market credit scoring system for corporate bonds", Emerging Markets
 * Review 6 (2005) 311-323; E. I. Altman and E. Hotchkiss, Corporate Financial Distress and
 * Bankruptcy, 3rd ed., Wiley 2006, ch. 12):
 *   Z'' = 6.56 X1 + 3.26 X2 + 6.72 X3 + 1.05 X4
 *   X1 = working capital / total assets, X2 = retained earnings / total assets,
 *   X3 = EBIT (operating income) / total assets, X4 = book equity / total liabilities.
 */
import type { CREDIT_RATINGS, RISK_INDICATORS } from "../../../contract/credit.ts";
import { CREDIT_INPUTS } from "../../../contract/credit.ts";

export const MODEL = { name: "altman-z2", version: 1 } as const;

/** One statement's figures as the model reads them (null = not reported). */
export type StatementFigures = {
  fiscalYear: number;
  /** ISO date (YYYY-MM-DD) the balance sheet is drawn up at. */
  periodEnd: string;
  /** Months the flow figures (revenue, operating income) cover; they are annualised (x 12 / months). */
  periodMonths: number;
  currency: string;
  revenue: number | null;
  operatingIncome: number | null;
  totalAssets: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  totalLiabilities: number | null;
  equity: number | null;
  retainedEarnings: number | null;
};

/** The figures the score needs (a year missing one of them gets no rating), and the grades, best first. */
export const REQUIRED_INPUTS = CREDIT_INPUTS;
export type RequiredInput = (typeof REQUIRED_INPUTS)[number];
export type Rating = (typeof CREDIT_RATINGS)[number];
export type RiskIndicator = (typeof RISK_INDICATORS)[number];

/**
 * Rating bands on Z''. Altman's bond-rating equivalents are published on the "EM score"
 * (Z'' + 3.25); each band's floor here is the floor of the grade's lowest notch there, minus 3.25
 * (AAA 8.15, AA- 7.00, A- 6.40, BBB- 5.65, BB- 4.75, B- 3.75, CCC- 1.75). Below CCC- Altman's
 * table says D; we say C, because a low score is not an observed default.
 * PD (one-year probability of default, per cent) per band is an ASSUMPTION, not fitted on our data:
 * rounded long-run one-year corporate default rates of the agency grade (S&P and Moody's annual
 * default studies, 1981 onward), with 40 % for the band below CCC.
 */
export const BANDS: readonly { rating: Rating; floor: number; pd: number; lineFactor: number }[] = [
  { rating: "AAA", floor: 4.9, pd: 0.01, lineFactor: 1 },
  { rating: "AA", floor: 3.75, pd: 0.02, lineFactor: 0.9 },
  { rating: "A", floor: 3.15, pd: 0.05, lineFactor: 0.8 },
  { rating: "BBB", floor: 2.4, pd: 0.2, lineFactor: 0.6 },
  { rating: "BB", floor: 1.5, pd: 0.8, lineFactor: 0.4 },
  { rating: "B", floor: 0.5, pd: 3, lineFactor: 0.2 },
  { rating: "CCC", floor: -1.5, pd: 25, lineFactor: 0.05 },
  { rating: "C", floor: -Infinity, pd: 40, lineFactor: 0 },
];

/** Inputs older than this (the balance-sheet date against `asOf`) make an opinion stale. */
export const STALE_AFTER_YEARS = 2;

export type Variables = { x1: number; x2: number; x3: number; x4: number };

export type RatedYear = {
  status: "rated";
  fiscalYear: number;
  periodEnd: string;
  periodMonths: number;
  currency: string;
  inputs: StatementFigures;
  variables: Variables;
  zScore: number;
  rating: Rating;
  probabilityOfDefault: number;
  localScore: number;
  solvencyIndex: number;
  creditLine: number | null;
  riskIndicator: RiskIndicator;
};

export type UnratedYear = {
  status: "insufficient-data";
  fiscalYear: number;
  periodEnd: string;
  periodMonths: number;
  currency: string;
  inputs: StatementFigures;
  missing: RequiredInput[];
};

export type YearOpinion = RatedYear | UnratedYear;

export type CreditOpinion = {
  model: typeof MODEL;
  /** The latest year's opinion; insufficient data when the company has no statement at all. */
  status: "rated" | "insufficient-data";
  latest: YearOpinion | null;
  /** One opinion per fiscal year, oldest first. */
  history: YearOpinion[];
  /** The latest inputs' balance-sheet date is more than STALE_AFTER_YEARS before asOf. */
  isStale: boolean;
  asOf: string;
};

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The four ratios; flows annualised. Undefined when an input is missing or a denominator is not positive. */
export function zVariables(s: StatementFigures): Variables | undefined {
  const { totalAssets, currentAssets, currentLiabilities, retainedEarnings, operatingIncome, equity } = s;
  const { totalLiabilities } = s;
  if (totalAssets === null || totalAssets <= 0 || totalLiabilities === null || totalLiabilities <= 0) return undefined;
  if (currentAssets === null || currentLiabilities === null || retainedEarnings === null) return undefined;
  if (operatingIncome === null || equity === null) return undefined;
  const annual = 12 / s.periodMonths;
  return {
    x1: (currentAssets - currentLiabilities) / totalAssets,
    x2: retainedEarnings / totalAssets,
    x3: (operatingIncome * annual) / totalAssets,
    x4: equity / totalLiabilities,
  };
}

export function zScore(v: Variables): number {
  return 6.56 * v.x1 + 3.26 * v.x2 + 6.72 * v.x3 + 1.05 * v.x4;
}

export function bandOf(z: number): (typeof BANDS)[number] {
  return BANDS.find((band) => z >= band.floor) ?? BANDS[BANDS.length - 1]!;
}

/** 1-100, linear in Z'': Z'' = -2.5 gives 1 (floor), 5.5 gives 100 (cap); 12.5 points per unit of Z''. */
export function localScore(z: number): number {
  return clamp(Math.round(12.5 * (z + 2.5)), 1, 100);
}

/** 0-100: the share of assets financed by the owners (book equity / total assets), in per cent. */
export function solvencyIndex(s: StatementFigures): number {
  return clamp(Math.round((100 * (s.equity ?? 0)) / (s.totalAssets ?? 1)), 0, 100);
}

/** From the PD: below 0.1 % low, 1 % moderate, 5 % elevated, 20 % high, else very high. */
export function riskIndicator(pd: number): RiskIndicator {
  if (pd < 0.1) return "low";
  if (pd < 1) return "moderate";
  if (pd < 5) return "elevated";
  if (pd < 20) return "high";
  return "very-high";
}

/**
 * Credit line (trade credit one supplier may extend), from size and rating: one month of annual
 * revenue times the band's factor (AAA 1 ... CCC 0.05, C 0), at most 10 % of book equity (none
 * with negative equity), rounded down to a thousand. Null without revenue. A house rule, stated.
 */
export function creditLine(s: StatementFigures, rating: Rating): number | null {
  if (s.revenue === null) return null;
  const band = BANDS.find((b) => b.rating === rating)!;
  const monthly = (Math.max(0, s.revenue) * (12 / s.periodMonths)) / 12;
  const cap = Math.max(0, 0.1 * (s.equity ?? 0));
  return Math.floor(Math.min(monthly * band.lineFactor, cap) / 1000) * 1000;
}

export function assessYear(s: StatementFigures): YearOpinion {
  const base = { fiscalYear: s.fiscalYear, periodEnd: s.periodEnd, periodMonths: s.periodMonths, currency: s.currency };
  const variables = zVariables(s);
  if (!variables) {
    const missing = REQUIRED_INPUTS.filter((key) => s[key] === null);
    // Present but unusable (assets or liabilities not positive) counts as missing too.
    if (!missing.length) missing.push((s.totalAssets ?? 0) <= 0 ? "totalAssets" : "totalLiabilities");
    return { status: "insufficient-data", ...base, inputs: s, missing };
  }
  const z = zScore(variables);
  const band = bandOf(z);
  return {
    status: "rated",
    ...base,
    inputs: s,
    variables: {
      x1: round(variables.x1, 4),
      x2: round(variables.x2, 4),
      x3: round(variables.x3, 4),
      x4: round(variables.x4, 4),
    },
    zScore: round(z, 2),
    rating: band.rating,
    probabilityOfDefault: band.pd,
    localScore: localScore(z),
    solvencyIndex: solvencyIndex(s),
    creditLine: creditLine(s, band.rating),
    riskIndicator: riskIndicator(band.pd),
  };
}

/** Per fiscal year, the statement that speaks for it: a full year before a shorter period, then the latest. */
export function statementPerYear(statements: readonly StatementFigures[]): StatementFigures[] {
  const byYear = new Map<number, StatementFigures>();
  for (const s of statements) {
    const held = byYear.get(s.fiscalYear);
    const better =
      !held ||
      (s.periodMonths === 12 && held.periodMonths !== 12) ||
      ((s.periodMonths === 12) === (held.periodMonths === 12) && s.periodEnd > held.periodEnd);
    if (better) byYear.set(s.fiscalYear, s);
  }
  return [...byYear.values()].sort((a, b) => a.fiscalYear - b.fiscalYear);
}

/** True when `periodEnd` lies more than STALE_AFTER_YEARS calendar years before `asOf` (both ISO dates). */
export function isStale(periodEnd: string, asOf: string): boolean {
  const limit = `${String(Number(asOf.slice(0, 4)) - STALE_AFTER_YEARS).padStart(4, "0")}${asOf.slice(4, 10)}`;
  return periodEnd < limit;
}

/** The credit opinion of one company from all its statements, as of a date (ISO). */
export function creditOpinion(statements: readonly StatementFigures[], asOf: string): CreditOpinion {
  const history = statementPerYear(statements).map(assessYear);
  const latest = history.at(-1) ?? null;
  return {
    model: MODEL,
    status: latest?.status ?? "insufficient-data",
    latest,
    history,
    isStale: latest ? isStale(latest.periodEnd, asOf) : false,
    asOf,
  };
}
