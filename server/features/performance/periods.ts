import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Period } from "../../../contract/performance.ts";
import { conversionFactor } from "./fx.ts";
import { rateLookup, type StatementRow } from "./performance.repo.ts";

export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Money in the shown currency, to the cent (null stays null). */
export const money = (value: number | null | undefined, factor: number) =>
  value === null || value === undefined ? null : Math.round(value * factor * 100) / 100;

type Dated = { currency: string; period_end: string };

/**
 * Each row's conversion to `target` (none asked: the reporting currency): the factor, the
 * currency shown and the rate's date; `conversionMissing` when a rate was not found for a row
 * (that row stays in its reporting currency).
 */
export async function conversions(db: Kysely<DB>, rows: readonly Dated[], target: string | undefined) {
  const wanted = target?.toUpperCase();
  const lookup = wanted
    ? await rateLookup(
        db,
        [wanted, ...rows.map((r) => r.currency)],
        rows.map((r) => r.period_end),
      )
    : undefined;
  let conversionMissing = false;
  const list = rows.map((row) => {
    const found = wanted && lookup ? conversionFactor(lookup, row.currency, wanted, row.period_end) : undefined;
    if (wanted && !found) conversionMissing = true;
    return found
      ? { factor: found.rate, currency: wanted!, fxDate: found.date }
      : { factor: 1, currency: row.currency, fxDate: null };
  });
  return { list, requestedCurrency: wanted ?? null, conversionMissing };
}

export function toPeriod(
  row: StatementRow,
  conversion: { factor: number; currency: string; fxDate: string | null },
): Period {
  return {
    periodEnd: row.period_end,
    periodMonths: row.period_months,
    fiscalYear: row.fiscal_year,
    fiscalPeriod: row.fiscal_period,
    reportingCurrency: row.currency,
    currency: conversion.currency,
    fxRate: conversion.factor,
    fxDate: conversion.fxDate,
    form: row.form,
    filingRef: row.filing_ref,
    filedOn: row.filed_on,
    source: row.source,
    isDemo: row.is_demo,
  };
}
