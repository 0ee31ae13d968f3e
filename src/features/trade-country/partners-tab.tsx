import { Trans, useLingui } from "@lingui/react/macro";
import { FlowSwitch, Panel, QueryView, YearSelect, formatNumber, formatUsd } from "../trade-product/index.ts";
import { useFlowYears, usePartners } from "./queries.ts";
import { PartnerTable } from "./partner-table.tsx";
import { useFlowLabels } from "./flow-labels.ts";
import { Figure } from "./country-header.tsx";
import type { CountryTabProps } from "./tab-props.ts";

/** Partner countries: every partner ranked, with share, growth, trade intensity, and the concentration. */
export function PartnersTab({ countryCode, year, flow, onYear, onFlow }: CountryTabProps) {
  const { t, i18n } = useLingui();
  const years = useFlowYears(countryCode, flow);
  const partners = usePartners({ countryCode, year, flow });
  return (
    <Panel
      title={flow === "export" ? <Trans>Export destinations</Trans> : <Trans>Import origins</Trans>}
      testId="country-partners"
      actions={
        <>
          <FlowSwitch flow={flow} onChange={onFlow} labels={useFlowLabels()} />
          <YearSelect years={years.data?.years ?? []} year={partners.data?.year ?? year ?? null} onChange={onYear} />
        </>
      }
    >
      <QueryView query={partners}>
        {(data) => (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" data-testid="partner-figures">
              <Figure label={<Trans>Total</Trans>} value={formatUsd(data.total, i18n.locale)} />
              <Figure label={<Trans>Partners</Trans>} value={String(data.partners)} />
              <Figure label={<Trans>Concentration (HHI)</Trans>} value={formatNumber(data.hhi, i18n.locale, 3)} />
            </dl>
            <PartnerTable rows={data.rows} isFull testId="partners-table" caption={t`Partner countries`} />
            <p className="text-xs text-slate-500">
              <Trans>
                Share: the partner's part of this country's trade. Growth: change on the year before. Intensity: that
                share over the partner's share of world trade; above 1, they trade more with each other than the world's
                pattern. HHI: the sum of squared shares, from near 0 (spread) to 1 (one partner).
              </Trans>
            </p>
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
