import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Period } from "../../../contract/performance.ts";

/** "FY 2023" or "Q1 2024": the period's fiscal label. */
export function periodLabel(period: Pick<Period, "fiscalPeriod" | "fiscalYear">, i18n: I18n): string {
  const year = period.fiscalYear;
  if (period.fiscalPeriod === "FY")
    return i18n._(msg({ message: `FY ${year}`, comment: "A fiscal year, e.g. FY 2023" }));
  return `${period.fiscalPeriod} ${year}`;
}
