import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { WorldMap, type MapRegion } from "../../charts/world-map.tsx";
import type { Partners } from "../../../contract/trade-country.ts";
import {
  FlowSwitch,
  Panel,
  QueryView,
  YearSelect,
  countryName,
  formatPercent,
  formatUsd,
} from "../trade-product/index.ts";
import { useCountryData, useFlowYears, usePartnerMap } from "./queries.ts";
import { PartnerTable } from "./partner-table.tsx";
import { useFlowLabels } from "./flow-labels.ts";
import type { CountryTabProps } from "./tab-props.ts";

/** Blues from light to dark by share of the country's trade (square root, so that small partners show). */
const SHADES = ["#dbeafe", "#93c5fd", "#60a5fa", "#2563eb", "#1e3a8a"] as const;
const shadeOf = (share: number | null) =>
  SHADES[Math.min(SHADES.length - 1, Math.floor(Math.sqrt(share ?? 0) * SHADES.length * 1.4))] ?? SHADES[0];
const SELF = "#f59e0b";

function regionsOf(map: Partners, self: { code: string; isoNumeric: number | null }, locale: string) {
  const regions = new Map<string, MapRegion & { code: string }>();
  for (const row of map.rows) {
    if (row.isoNumeric === null) continue;
    const tooltip = `${countryName(row.countryCode, locale)}: ${formatUsd(row.value, locale)} (${formatPercent(row.share, locale)})`;
    regions.set(String(row.isoNumeric).padStart(3, "0"), { fill: shadeOf(row.share), tooltip, code: row.countryCode });
  }
  if (self.isoNumeric !== null) {
    regions.set(String(self.isoNumeric).padStart(3, "0"), {
      fill: SELF,
      tooltip: countryName(self.code, locale),
      code: "",
    });
  }
  return regions;
}

/** Trade map: the country's partners in one year, shaded by their share; a partner opens its own page. */
export function MapTab({ countryCode, year, flow, onYear, onFlow }: CountryTabProps) {
  const navigate = useNavigate();
  const isoNumeric = useCountryData(countryCode).data?.isoNumeric ?? null;
  const onPartner = (id: string) =>
    void navigate({ to: "/index/TradeCountry/TradeDetail/$id/tradeMap/map", params: { id }, search: { flow } });
  const { t, i18n } = useLingui();
  const years = useFlowYears(countryCode, flow);
  const map = usePartnerMap({ countryCode, year, flow });
  const labels = useFlowLabels();
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <Panel
        title={flow === "export" ? <Trans>Where its exports go</Trans> : <Trans>Where its imports come from</Trans>}
        testId="country-map"
        actions={
          <>
            <FlowSwitch flow={flow} onChange={onFlow} labels={labels} />
            <YearSelect years={years.data?.years ?? []} year={map.data?.year ?? year ?? null} onChange={onYear} />
          </>
        }
      >
        <QueryView query={map}>
          {(data) => {
            const regions = regionsOf(data, { code: countryCode, isoNumeric }, i18n.locale);
            return (
              <>
                <WorldMap
                  markers={[]}
                  regions={regions}
                  onRegionOpen={(id) => {
                    const code = regions.get(id)?.code;
                    if (code) onPartner(code);
                  }}
                  label={t`World map of the country's trade partners`}
                  testId="country-choropleth"
                />
                <MapCaption
                  total={formatUsd(data.total, i18n.locale)}
                  year={data.year ?? "–"}
                  partners={data.partners}
                />
              </>
            );
          }}
        </QueryView>
      </Panel>
      <Panel title={<Trans>Main partners</Trans>}>
        <QueryView query={map}>
          {(data) => (
            <PartnerTable
              rows={data.rows.slice(0, 10)}
              isFull={false}
              testId="map-top-partners"
              caption={t`Main partners`}
            />
          )}
        </QueryView>
      </Panel>
    </div>
  );
}

function MapCaption({ total, year, partners }: { total: string; year: number | string; partners: number }) {
  return (
    <p className="mt-2 text-xs text-slate-500">
      <Trans>
        {total} with {partners} partners in {year}; darker countries trade more with it. Choose one to open its page.
      </Trans>
    </p>
  );
}
