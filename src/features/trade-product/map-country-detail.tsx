import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { countryName, formatPercent, formatUsd } from "./format.ts";
import { useMapCountry } from "./queries.ts";
import { Panel, QueryView } from "./panel.tsx";

/** One country chosen on the map: its value, share, rank, growth and main partners. */
export function MapCountryDetail(props: {
  hsCode: string;
  year: number | undefined;
  flow: TradeFlow;
  countryCode: string;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const detail = useMapCountry(props);
  const name = countryName(props.countryCode, locale);
  return (
    <Panel title={name} testId="map-country-detail">
      <QueryView query={detail}>
        {(data) => (
          <div className="space-y-3 text-sm">
            <dl className="grid grid-cols-2 gap-2">
              <dt className="text-slate-500">
                <Trans>Value</Trans>
              </dt>
              <dd className="text-right font-semibold tabular-nums">{formatUsd(data.value, locale)}</dd>
              <dt className="text-slate-500">
                <Trans context="portion of trade" comment="The country's percentage of the trade value">
                  Share
                </Trans>
              </dt>
              <dd className="text-right tabular-nums">{formatPercent(data.share, locale)}</dd>
              <dt className="text-slate-500">
                <Trans>Rank</Trans>
              </dt>
              <dd className="text-right tabular-nums">{data.rank ?? "–"}</dd>
              <dt className="text-slate-500">
                <Trans>Growth</Trans>
              </dt>
              <dd className="text-right tabular-nums">{formatPercent(data.growth, locale, true)}</dd>
            </dl>
            <Link
              to="/index/TradeCountry/TradeDetail/$id/tradeMap/map"
              params={{ id: props.countryCode }}
              className="block text-sm font-medium text-brand-800 hover:underline"
              data-testid="open-country"
            >
              <Trans>Open the trade page of {name}</Trans>
            </Link>
            <div>
              <h3 className="mb-1 text-xs font-semibold text-slate-600">
                {data.flow === "export" ? <Trans>Main destinations</Trans> : <Trans>Main origins</Trans>}
              </h3>
              <ul className="space-y-1">
                {data.partners.map((p) => (
                  <li key={p.countryCode} className="flex justify-between gap-2">
                    <span>{countryName(p.countryCode, locale)}</span>
                    <span className="tabular-nums">{formatPercent(p.share, locale)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
