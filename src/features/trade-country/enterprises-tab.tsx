import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Enterprises } from "../../../contract/trade-country.ts";
import {
  DemoLabel,
  FlowSwitch,
  Panel,
  QueryView,
  ScrollTable,
  countryName,
  formatNumber,
} from "../trade-product/index.ts";
import { useEnterprises, useShipmentMonths } from "./queries.ts";
import { useFlowLabels } from "./flow-labels.ts";
import type { CountryTabProps } from "./tab-props.ts";
import { asDay } from "../../lib/table-export.ts";

type Props = Pick<CountryTabProps, "countryCode" | "flow" | "onFlow"> & {
  /** A year (enterprises) or a month (monthly records) of shipment records. */
  unit: "year" | "month";
  period: string | undefined;
  onPeriod: (period: string) => void;
};

/** Enterprises: companies with shipment records into or out of the country, by year or by month. */
export function EnterprisesTab({ countryCode, flow, onFlow, unit, period, onPeriod }: Props) {
  const months = useShipmentMonths(countryCode, flow);
  const periods = [...new Set((months.data?.months ?? []).map((m) => (unit === "year" ? m.slice(0, 4) : m)))];
  const shown = period?.length === (unit === "year" ? 4 : 7) ? period : periods[0];
  const list = useEnterprises({ countryCode, flow, period: shown });
  return (
    <Panel
      title={flow === "import" ? <Trans>Importers</Trans> : <Trans>Exporters</Trans>}
      testId="country-enterprises"
      actions={
        <>
          <FlowSwitch flow={flow} onChange={onFlow} labels={useFlowLabels()} />
          <PeriodSelect periods={periods} period={shown} onChange={onPeriod} />
        </>
      }
    >
      <QueryView query={months}>
        {(data) =>
          data.months.length === 0 ? (
            <p className="text-sm text-slate-500">
              <Trans>No company shipment records are loaded for this country in this direction.</Trans>
            </p>
          ) : (
            <QueryView query={list}>{(rows) => <EnterpriseTable data={rows} />}</QueryView>
          )
        }
      </QueryView>
    </Panel>
  );
}

function PeriodSelect({
  periods,
  period,
  onChange,
}: {
  periods: readonly string[];
  period: string | undefined;
  onChange: (period: string) => void;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-600">
        <Trans>Period</Trans>
      </label>
      <select
        id={id}
        data-testid="period-select"
        value={period ?? ""}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
      >
        {periods.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </span>
  );
}

function EnterpriseTable({ data }: { data: Enterprises }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const classNameHead = "py-2 pr-3 text-right font-medium";
  const classNameCell = "py-2 pr-3 text-right tabular-nums";
  if (data.rows.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No company shipment records in this period.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500" data-testid="enterprise-count">
        <Companies count={data.companies} />
      </p>
      <ScrollTable
        caption={t`Companies`}
        testId="enterprises-table"
        exportAs={{
          fileName: `${t`Companies`} ${data.period ?? ""}`,
          table: () => ({
            headers: [t`Company`, t`Source`, t`Records`, t`Partners`, t`Quantity`, t`Unit`, t`Last record`],
            rows: data.rows.map((row) => [
              row.name,
              row.isDemo ? t`Demo data` : row.source,
              row.records,
              row.partners.map((code) => countryName(code, locale)).join(", "),
              row.quantity,
              row.quantityUnit,
              asDay(row.lastDate),
            ]),
          }),
        }}
      >
        <thead className="text-left text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Company</Trans>
            </th>
            <th scope="col" className={classNameHead}>
              <Trans>Records</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Partners</Trans>
            </th>
            <th scope="col" className={classNameHead}>
              <Trans>Quantity</Trans>
            </th>
            <th scope="col" className="py-2 font-medium">
              <Trans>Last record</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.rows.map((row) => (
            <tr key={`${row.companyId ?? ""}-${row.name}`}>
              <td className="min-w-48 py-2 pr-3">
                <span className="flex flex-wrap items-center gap-1.5">
                  {row.companyId ? (
                    <Link
                      to="/index/company/detals/$id"
                      params={{ id: row.companyId }}
                      className="text-brand-800 hover:underline"
                    >
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                  {row.isDemo ? (
                    <DemoLabel />
                  ) : (
                    <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] text-slate-700">
                      {row.source}
                    </span>
                  )}
                </span>
              </td>
              <td className={classNameCell}>{row.records}</td>
              <td className="min-w-40 py-2 pr-3 text-slate-700">
                {row.partners
                  .slice(0, 3)
                  .map((code) => countryName(code, locale))
                  .join(", ")}
                {row.partners.length > 3 ? ` +${row.partners.length - 3}` : ""}
              </td>
              <td className={classNameCell}>
                {row.quantity === null ? "–" : `${formatNumber(row.quantity, locale, 0)} ${row.quantityUnit ?? ""}`}
              </td>
              <td className="py-2 tabular-nums">{row.lastDate}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

function Companies({ count }: { count: number }) {
  const { i18n } = useLingui();
  const n = new Intl.NumberFormat(i18n.locale).format(count);
  return <Trans>Companies: {n}. The 50 with the most records are listed.</Trans>;
}
