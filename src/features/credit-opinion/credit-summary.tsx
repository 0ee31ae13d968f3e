import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CreditYear } from "../../../contract/credit.ts";
import { GaugeChart } from "../../charts/gauge-chart.tsx";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format-date.ts";
import { INPUT_LABELS, RISK_CLASSES, RISK_LABELS } from "./credit-labels.ts";
import { formatPd, formatRatio } from "./format.ts";
import { PeriodLine } from "./period-line.tsx";
import { formatCompactMoney } from "../../lib/format-number.ts";

/** The latest rated year: rating, local score gauge, PD, risk, solvency, credit line. */
export function CreditSummary({ year }: { year: CreditYear }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const score = year.localCreditScore ?? 0;
  const risk = year.riskIndicator ?? "very-high";
  return (
    <div className="space-y-4">
      <PeriodLine year={year} />
      <div className="flex flex-wrap items-center gap-5">
        <div className="flex flex-col items-center">
          <span className="rounded-lg bg-brand-700 px-4 py-2 text-2xl font-bold text-white" data-testid="credit-rating">
            {year.creditRating}
          </span>
          <span className="mt-1 text-xs text-slate-600">
            <Trans>Credit rating</Trans>
          </span>
        </div>
        <div className="flex flex-col items-center" data-testid="credit-score">
          {/* The gauge writes the score in its middle. */}
          <GaugeChart value={score} colour="#1d4ed8" label={t`Local credit score ${score} of 100`} size={120} />
          <span className="mt-1 text-xs text-slate-600">
            <Trans>Local credit score (1–100)</Trans>
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label={t`Probability of default (1 year)`} testId="credit-pd">
          {formatPd(year.probabilityOfDefault, locale)}
        </Figure>
        <Figure label={t`Risk indicator`} testId="credit-risk">
          <span className={cn("rounded-full px-2 py-0.5 text-sm ring-1 ring-inset", RISK_CLASSES[risk])}>
            {i18n._(RISK_LABELS[risk])}
          </span>
        </Figure>
        <Figure label={t`Solvency index (equity / assets)`} testId="credit-solvency">
          {year.solvencyIndex}
        </Figure>
        <Figure label={t`Credit line`} testId="credit-line">
          {formatCompactMoney(year.creditLine, year.currency, locale, 2)}
        </Figure>
        <Figure label={t`Z″-score`} testId="credit-z">
          {formatRatio(year.zScore, locale)}
        </Figure>
      </dl>
    </div>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2" data-testid={testId}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The latest year could not be rated: say which inputs its statement lacks. */
export function MissingInputs({ year }: { year: CreditYear }) {
  const { i18n } = useLingui();
  const fiscalYear = year.year;
  const date = formatDate(year.periodEnd, i18n.locale);
  const missing = year.missing.map((input) => i18n._(INPUT_LABELS[input])).join(", ");
  return (
    <p className="text-sm text-slate-700" data-testid="credit-insufficient">
      <strong className="font-semibold">
        <Trans>Insufficient data.</Trans>
      </strong>{" "}
      <Trans>
        The statement of fiscal year {fiscalYear} (balance sheet of {date}) does not report: {missing}. No rating is
        given for that year.
      </Trans>
    </p>
  );
}
