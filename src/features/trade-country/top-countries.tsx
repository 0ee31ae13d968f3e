import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import {
  DemoLabel,
  FlowSwitch,
  Panel,
  QueryView,
  countryName,
  formatPercent,
  formatUsd,
} from "../trade-product/index.ts";
import { useTopCountries } from "./queries.ts";
import { useFlowLabels } from "./flow-labels.ts";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import { asPercent, type ExportTable } from "../../lib/table-export.ts";

/** The trade home's countries: the largest exporters or importers of the latest year, each opening its page. */
export function TopCountries() {
  const { t, i18n } = useLingui();
  const [flow, setFlow] = useState<TradeFlow>("export");
  const top = useTopCountries(flow);
  const labels = useFlowLabels();
  const rows = top.data?.rows ?? [];
  const exportTable = (): ExportTable => {
    const demo = t`Demo data`;
    return {
      headers: [t`Rank`, t`Country`, t`Value (USD)`, t({ context: "portion of trade", message: "Share" }), demo],
      rows: rows.map((row, index) => [
        index + 1,
        countryName(row.countryCode, i18n.locale),
        row.value,
        asPercent(row.share),
        row.isDemo ? demo : null,
      ]),
    };
  };
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <Panel
        title={<Trans>Trade by country</Trans>}
        testId="top-countries"
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <FlowSwitch flow={flow} onChange={setFlow} labels={labels} />
            {rows.length ? (
              <ExportTableMenu
                table={exportTable}
                fileName={`trade-countries-${flow}-${top.data?.year ?? ""}`}
                sheetName={t`Trade by country`}
                testId="top-countries-export"
              />
            ) : null}
          </div>
        }
      >
        <QueryView query={top}>
          {(data) => (
            <ol className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {data.rows.map((row, index) => (
                <li key={row.countryCode} className="flex items-center justify-between gap-2 py-1.5">
                  <span className="flex items-center gap-2">
                    <span className="w-5 text-right text-slate-500 tabular-nums">{index + 1}</span>
                    <Link
                      to="/index/TradeCountry/TradeDetail/$id/tradeMap/map"
                      params={{ id: row.countryCode }}
                      search={{ flow }}
                      className="text-brand-800 hover:underline"
                      data-testid="top-country"
                    >
                      {countryName(row.countryCode, i18n.locale)}
                    </Link>
                    {row.isDemo ? <DemoLabel /> : null}
                  </span>
                  <span className="text-slate-700 tabular-nums">
                    {formatUsd(row.value, i18n.locale)}{" "}
                    <span className="text-xs text-slate-500">({formatPercent(row.share, i18n.locale)})</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </QueryView>
        <p className="mt-3 text-xs text-slate-500">
          <TopCaption year={yearText(top.data?.year)} />
        </p>
      </Panel>
    </section>
  );
}

const yearText = (year: number | null | undefined) => (year ? String(year) : "–");

function TopCaption({ year }: { year: string }) {
  return <Trans>Total trade of each country in {year}, from the trade roll-ups. Choose a country for its page.</Trans>;
}
