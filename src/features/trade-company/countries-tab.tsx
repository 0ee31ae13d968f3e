import { Trans } from "@lingui/react/macro";
import { Panel, QueryView } from "../trade-product/index.ts";
import { SourceList } from "../trade-country/index.ts";
import { useCompanyCountries } from "./queries.ts";
import { SliceControls } from "./slice-controls.tsx";
import { CountryRecordsTable } from "./country-records-table.tsx";
import type { CompanyTabProps } from "./tab-props.ts";

/** Partner countries: where the company's imports come from or its exports go, ranked by records. */
export function CountriesTab(props: CompanyTabProps) {
  const query = useCompanyCountries(props);
  return (
    <Panel
      title={<Trans>Partner countries</Trans>}
      testId="company-countries"
      actions={<SliceControls {...props} shown={query.data?.year} />}
    >
      <QueryView query={query}>
        {(data) => (
          <div className="space-y-3">
            <CountryRecordsTable rows={data.rows} isFull testId="company-countries-table" />
            <SourceList sources={data.sources} />
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
