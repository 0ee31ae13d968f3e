import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { useNavigate } from "@tanstack/react-router";
import { WorldMap, type MapRegion } from "../../charts/world-map.tsx";
import type { CompanyCountries } from "../../../contract/trade-company.ts";
import { Panel, QueryView, countryName, formatPercent } from "../trade-product/index.ts";
import { SourceList } from "../trade-country/index.ts";
import { useCompanyMap } from "./queries.ts";
import { SliceControls } from "./slice-controls.tsx";
import { CountryRecordsTable } from "./country-records-table.tsx";
import { formatCount } from "./figures.ts";
import type { CompanyTabProps } from "./tab-props.ts";

/** Blues from light to dark by share of the company's records (square root, so that small partners show). */
const SHADES = ["#dbeafe", "#93c5fd", "#60a5fa", "#2563eb", "#1e3a8a"] as const;
const shadeOf = (share: number | null) =>
  SHADES[Math.min(SHADES.length - 1, Math.floor(Math.sqrt(share ?? 0) * SHADES.length * 1.4))] ?? SHADES[0];

function regionsOf(map: CompanyCountries, locale: string, recordsWord: (count: number) => string) {
  const regions = new Map<string, MapRegion & { code: string }>();
  for (const row of map.rows) {
    if (row.isoNumeric === null) continue;
    const tooltip = `${countryName(row.countryCode, locale)}: ${recordsWord(row.records)} (${formatPercent(row.share, locale)})`;
    regions.set(String(row.isoNumeric).padStart(3, "0"), { fill: shadeOf(row.share), tooltip, code: row.countryCode });
  }
  return regions;
}

/** Trade map: the countries of the company's imports or exports in one year, shaded by their share of records. */
export function MapTab(props: CompanyTabProps) {
  const { companyId, year, flow } = props;
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const map = useCompanyMap({ companyId, year, flow });
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <Panel
        title={flow === "import" ? <Trans>Where its imports come from</Trans> : <Trans>Where its exports go</Trans>}
        testId="company-map"
        actions={<SliceControls {...props} shown={map.data?.year} />}
      >
        <QueryView query={map}>
          {(data) => {
            const regions = regionsOf(data, i18n.locale, (count) =>
              plural(count, { one: "# record", other: "# records" }),
            );
            return (
              <>
                <WorldMap
                  markers={[]}
                  regions={regions}
                  onRegionOpen={(id) => {
                    const code = regions.get(id)?.code;
                    if (code)
                      void navigate({ to: "/index/TradeCountry/TradeDetail/$id/tradeMap/map", params: { id: code } });
                  }}
                  label={t`World map of the company's trade partners`}
                  testId="company-choropleth"
                />
                <p className="mt-2 text-xs text-slate-500">
                  <MapCaption
                    records={formatCount(data.records, i18n.locale)}
                    countries={data.rows.length}
                    year={data.year ?? "–"}
                  />
                </p>
                <div className="mt-2">
                  <SourceList sources={data.sources} />
                </div>
              </>
            );
          }}
        </QueryView>
      </Panel>
      <Panel title={<Trans>Main countries</Trans>}>
        <QueryView query={map}>
          {(data) => (
            <CountryRecordsTable rows={data.rows.slice(0, 10)} isFull={false} testId="company-map-countries" />
          )}
        </QueryView>
      </Panel>
    </div>
  );
}

function MapCaption({ records, countries, year }: { records: string; countries: number; year: number | string }) {
  return (
    <Trans>
      {records} records with {countries} countries in {year}; darker countries have more of them.
    </Trans>
  );
}
