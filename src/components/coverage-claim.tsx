import type { ReactNode } from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCoverage } from "../lib/coverage-queries.ts";

/**
 * What this installation's database holds, live: its companies and countries, formatted for the
 * language (the spec's coverage sentence is a claim of the original product, not of this one).
 * Nothing is shown until the counts are known.
 */
export function CoverageClaim({ className, marker }: { className?: string; marker?: ReactNode }) {
  const { t, i18n } = useLingui();
  const coverage = useCoverage();
  if (!coverage || coverage.companies === 0) return null;
  const format = new Intl.NumberFormat(i18n.locale);
  const companyCount = coverage.companies;
  const countryCount = coverage.countries;
  const companies = format.format(companyCount);
  const countries = format.format(countryCount);
  const text = t({
    comment: "Home banner: the companies and countries in this installation's database",
    message: `${plural(companyCount, { one: `${companies} company`, other: `${companies} companies` })} in ${plural(countryCount, { one: `${countries} country or territory`, other: `${countries} countries and territories` })}`,
  });
  return (
    <p className={className} data-testid="coverage-claim">
      {marker}
      {text}
    </p>
  );
}
