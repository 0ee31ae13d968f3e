import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { WorldMap, type MapRegion } from "../../charts/world-map.tsx";
import type { CountryMap } from "../../../contract/trade-product.ts";
import { countryName, formatPercent, formatUsd } from "./format.ts";
import { useCountryMap, useProductYears } from "./queries.ts";
import { Panel, QueryView } from "./panel.tsx";
import { FlowSwitch, YearSelect } from "./year-flow-controls.tsx";
import { MapCountryDetail } from "./map-country-detail.tsx";
import { CountryTable } from "./country-table.tsx";
import type { ProductTabProps } from "./tab-props.ts";

/** Blues from light to dark by share of the year's trade (square root, so that small traders show). */
const SHADES = ["#dbeafe", "#93c5fd", "#60a5fa", "#2563eb", "#1e3a8a"] as const;
const shadeOf = (share: number | null) =>
  SHADES[Math.min(SHADES.length - 1, Math.floor(Math.sqrt(share ?? 0) * SHADES.length * 1.4))] ?? SHADES[0];

function regionsOf(map: CountryMap, locale: string): Map<string, MapRegion & { code: string }> {
  const regions = new Map<string, MapRegion & { code: string }>();
  for (const row of map.rows) {
    if (row.isoNumeric === null) continue;
    const tooltip = `${countryName(row.countryCode, locale)}: ${formatUsd(row.value, locale)} (${formatPercent(row.share, locale)})`;
    regions.set(String(row.isoNumeric).padStart(3, "0"), { fill: shadeOf(row.share), tooltip, code: row.countryCode });
  }
  return regions;
}

/** Trade map: a choropleth of the product's exporters or importers in one year; a country opens its detail. */
export function MapTab({ hsCode, year, flow, onYear, onFlow }: ProductTabProps) {
  const { t, i18n } = useLingui();
  const years = useProductYears(hsCode);
  const map = useCountryMap({ hsCode, year, flow });
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <Panel
        title={flow === "export" ? <Trans>Exporters of this product</Trans> : <Trans>Importers of this product</Trans>}
        testId="product-map"
        actions={
          <>
            <FlowSwitch flow={flow} onChange={onFlow} />
            <YearSelect years={years.data?.years ?? []} year={map.data?.year ?? year ?? null} onChange={onYear} />
          </>
        }
      >
        <QueryView query={map}>
          {(data) => {
            const regions = regionsOf(data, i18n.locale);
            return (
              <>
                <WorldMap
                  markers={[]}
                  regions={regions}
                  onRegionOpen={(id) => setPicked(regions.get(id)?.code ?? null)}
                  label={t`World map of the product's trade by country`}
                  testId="product-choropleth"
                />
                <MapCaption total={formatUsd(data.total, i18n.locale)} year={data.year ?? "–"} />
              </>
            );
          }}
        </QueryView>
      </Panel>
      <div className="flex flex-col gap-4">
        {picked ? (
          <MapCountryDetail hsCode={hsCode} year={map.data?.year ?? year} flow={flow} countryCode={picked} />
        ) : null}
        <Panel title={<Trans>Top countries</Trans>}>
          <QueryView query={map}>
            {(data) => (
              <CountryTable
                rows={data.rows.slice(0, 10).map((r) => ({ ...r, growth: null, rca: null }))}
                columns={["share"]}
                testId="map-top-countries"
                caption={t`Top countries`}
              />
            )}
          </QueryView>
        </Panel>
      </div>
    </div>
  );
}

function MapCaption({ total, year }: { total: string; year: number | string }) {
  return (
    <p className="mt-2 text-xs text-slate-500">
      <Trans>
        {total} in {year}; darker countries trade more. Choose a country for its detail.
      </Trans>
    </p>
  );
}
