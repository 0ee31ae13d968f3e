import { Trans, useLingui } from "@lingui/react/macro";
import { CREDIT_INPUTS, type CreditYear } from "../../../contract/credit.ts";
import { Panel, ScrollTable } from "../trade-product/index.ts";
import { INPUT_LABELS, VARIABLE_LABELS } from "./credit-labels.ts";
import { formatRatio } from "./format.ts";
import { PeriodLine } from "./period-line.tsx";
import { formatCompactMoney } from "../../lib/format-number.ts";

/** The score's inputs, then revenue (the credit line's). */
const INPUT_ORDER = [...CREDIT_INPUTS, "revenue"] as const;

/** The statement figures the model read for the latest year, and Altman's four ratios from them. */
export function CreditInputsTable({ year }: { year: CreditYear }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const variables = year.variables;
  return (
    <Panel title={<Trans>Inputs</Trans>} testId="credit-inputs">
      <div className="space-y-3">
        <PeriodLine year={year} />
        <ScrollTable
          caption={t`Statement figures the credit model read`}
          testId="credit-inputs-table"
          exportAs={{
            table: () => ({
              headers: [t`Figure`, t`Reported`, t`Currency`],
              rows: INPUT_ORDER.map((input) => [i18n._(INPUT_LABELS[input]), year.inputs[input], year.currency]),
            }),
          }}
        >
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Figure</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Reported</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {INPUT_ORDER.map((input) => (
              <tr key={input} className="border-b border-slate-100" data-testid={`credit-input-${input}`}>
                <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
                  {i18n._(INPUT_LABELS[input])}
                  {(year.missing as readonly string[]).includes(input) ? (
                    <span className="ml-2 text-xs font-semibold text-red-700">
                      <Trans comment="A statement figure the model needs but the statement does not report">
                        not reported
                      </Trans>
                    </span>
                  ) : null}
                </th>
                <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                  {formatCompactMoney(year.inputs[input], year.currency, locale, 2)}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {variables ? (
          <ul className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2" data-testid="credit-variables">
            {(["x1", "x2", "x3", "x4"] as const).map((key) => (
              <li key={key} className="flex justify-between gap-3 rounded bg-slate-50 px-3 py-1.5">
                <span>{i18n._(VARIABLE_LABELS[key])}</span>
                <span className="font-semibold tabular-nums">{formatRatio(variables[key], locale, 4)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Panel>
  );
}
