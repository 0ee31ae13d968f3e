import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { CreditYear } from "../../../contract/credit.ts";
import { formatDate } from "../../lib/format-date.ts";

/** Which statement the figures come from: fiscal year, balance-sheet date, months, filing, and a demo mark. */
export function PeriodLine({ year }: { year: CreditYear }) {
  const { t, i18n } = useLingui();
  const fiscalYear = year.year;
  const date = formatDate(year.periodEnd, i18n.locale);
  const months = year.periodMonths;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600" data-testid="credit-period">
      <span>
        <Trans>
          Fiscal year {fiscalYear}, balance sheet of {date}, flows of{" "}
          <Plural value={months} one="# month" other="# months" />
        </Trans>
      </span>
      {year.form ? (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs" title={year.filingRef ?? undefined}>
          SEC {year.form}
        </span>
      ) : null}
      {year.isDemo ? (
        <span
          title={t`Generated demonstration statements, not a real company's figures`}
          data-testid="credit-demo"
          className="rounded-full bg-amber-50 px-2 py-0.5 text-[11px] font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset"
        >
          <Trans comment="Badge on figures from generated demo data">Demo data</Trans>
        </span>
      ) : null}
    </p>
  );
}
