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

/** The trade home's countries: the largest exporters or importers of the latest year, each opening its page. */
export function TopCountries() {
  const { i18n } = useLingui();
  const [flow, setFlow] = useState<TradeFlow>("export");
  const top = useTopCountries(flow);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <Panel
        title={<Trans>Trade by country</Trans>}
        testId="top-countries"
        actions={<FlowSwitch flow={flow} onChange={setFlow} labels={useFlowLabels()} />}
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
