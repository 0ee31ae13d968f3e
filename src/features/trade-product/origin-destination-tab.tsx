import { Trans, useLingui } from "@lingui/react/macro";
import { useProductYears, useRanking } from "./queries.ts";
import { Panel, QueryView } from "./panel.tsx";
import { CountryTable } from "./country-table.tsx";
import { YearSelect } from "./year-flow-controls.tsx";
import type { ProductTabProps } from "./tab-props.ts";

/** Origin & destination: where the product comes from (exporters) and where it goes (importers). */
export function OriginDestinationTab({ hsCode, year, onYear }: ProductTabProps) {
  const { t } = useLingui();
  const years = useProductYears(hsCode);
  const origins = useRanking({ hsCode, year, flow: "export" });
  const destinations = useRanking({ hsCode, year, flow: "import" });
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <YearSelect years={years.data?.years ?? []} year={origins.data?.year ?? year ?? null} onChange={onYear} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={<Trans>Origins (exporters)</Trans>} testId="product-origins">
          <QueryView query={origins}>
            {(data) => (
              <CountryTable
                rows={data.rows}
                columns={["share", "growth"]}
                testId="origins-table"
                caption={t`Origins (exporters)`}
              />
            )}
          </QueryView>
        </Panel>
        <Panel title={<Trans>Destinations (importers)</Trans>} testId="product-destinations">
          <QueryView query={destinations}>
            {(data) => (
              <CountryTable
                rows={data.rows}
                columns={["share", "growth"]}
                testId="destinations-table"
                caption={t`Destinations (importers)`}
              />
            )}
          </QueryView>
        </Panel>
      </div>
    </div>
  );
}
