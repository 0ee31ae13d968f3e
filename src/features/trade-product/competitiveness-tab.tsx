import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber, formatUsd } from "./format.ts";
import { useProductYears, useRanking } from "./queries.ts";
import { Panel, QueryView } from "./panel.tsx";
import { CountryTable } from "./country-table.tsx";
import { YearSelect } from "./year-flow-controls.tsx";
import type { ProductTabProps } from "./tab-props.ts";

/** Competitiveness: exporters' market share, growth and revealed comparative advantage; concentration (HHI). */
export function CompetitivenessTab({ hsCode, year, onYear }: ProductTabProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const years = useProductYears(hsCode);
  const ranking = useRanking({ hsCode, year, flow: "export" });
  return (
    <Panel
      title={<Trans>Exporters' competitiveness</Trans>}
      testId="product-competitiveness"
      actions={
        <YearSelect years={years.data?.years ?? []} year={ranking.data?.year ?? year ?? null} onChange={onYear} />
      }
    >
      <QueryView query={ranking}>
        {(data) => (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" data-testid="concentration">
              <div className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">
                  <Trans>World exports</Trans>
                </dt>
                <dd className="font-semibold tabular-nums">{formatUsd(data.total, locale)}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">
                  <Trans>Concentration (HHI)</Trans>
                </dt>
                <dd className="font-semibold tabular-nums">{formatNumber(data.hhi, locale, 3)}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">
                  <Trans>Exporting countries</Trans>
                </dt>
                <dd className="font-semibold tabular-nums">{data.countries}</dd>
              </div>
            </dl>
            <CountryTable
              rows={data.rows}
              columns={["share", "growth", "rca"]}
              testId="competitiveness-table"
              caption={t`Exporters' competitiveness`}
            />
            <p className="text-xs text-slate-500">
              <Trans>
                Share: the country's part of world exports of the product. Growth: change on the year before. RCA: the
                product's share in the country's exports over its share in world exports; above 1 is an advantage. HHI:
                the sum of squared shares, from near 0 (spread) to 1 (one exporter).
              </Trans>
            </p>
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
