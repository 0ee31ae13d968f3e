import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import type { CompanyRanking } from "../../../contract/trade-product-chain.ts";
import { useCompanyRanking, useCompanyYears } from "./queries.ts";
import { Panel, QueryView } from "./panel.tsx";
import { CompanyName } from "./company-name.tsx";
import { countryName, formatNumber, formatPercent, formatUsd } from "./format.ts";
import { ScrollTable } from "./scroll-table.tsx";
import { asDay, asPercent } from "../../lib/table-export.ts";
import { YearSelect } from "./year-flow-controls.tsx";
import type { ProductTabProps } from "./tab-props.ts";

const classNameHead = "py-2 pr-3 text-right font-medium";
const classNameCell = "py-2 pr-3 text-right tabular-nums";

/** Suppliers and buyers: the companies shipping and receiving the product, from company-level records. */
export function SuppliersBuyersTab({ hsCode, year, onYear }: ProductTabProps) {
  const { t } = useLingui();
  const years = useCompanyYears(hsCode);
  // Both sides show the same year: the one in the URL, else the latest with records on either side.
  const shown = year ?? years.data?.years[0];
  const ready = years.data !== undefined;
  const suppliers = useCompanyRanking({ hsCode, year: shown, flow: "export" }, ready);
  const buyers = useCompanyRanking({ hsCode, year: shown, flow: "import" }, ready);
  const side = (flow: TradeFlow) => (flow === "export" ? suppliers : buyers);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">
          <Trans>
            From company shipment records: monthly import reports (real, named by their source) and bills of lading.
          </Trans>
        </p>
        <YearSelect years={years.data?.years ?? []} year={shown ?? null} onChange={onYear} />
      </div>
      <div className="space-y-4">
        {(["export", "import"] as const).map((flow) => (
          <Panel
            key={flow}
            title={flow === "export" ? <Trans>Suppliers (exporters)</Trans> : <Trans>Buyers (importers)</Trans>}
            testId={`product-${flow === "export" ? "suppliers" : "buyers"}`}
          >
            <QueryView query={side(flow)}>
              {(data) => (
                <CompanyTable
                  data={data}
                  testId={`${flow === "export" ? "suppliers" : "buyers"}-table`}
                  caption={flow === "export" ? t`Suppliers (exporters)` : t`Buyers (importers)`}
                />
              )}
            </QueryView>
          </Panel>
        ))}
      </div>
    </div>
  );
}

function CompanyTable({ data, testId, caption }: { data: CompanyRanking; testId: string; caption: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const records = formatNumber(data.records, locale, 0);
  if (data.rows.length === 0) {
    return (
      <p className="text-sm text-slate-500" data-testid={`${testId}-empty`}>
        <Trans>No company records of this product in this year.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500" data-testid={`${testId}-count`}>
        <Plural
          value={data.companies}
          one={`# company, ${records} records`}
          other={`# companies, ${records} records`}
        />
      </p>
      <ScrollTable
        caption={caption}
        testId={testId}
        exportAs={{
          fileName: `${caption} ${data.year ?? ""}`,
          table: () => ({
            headers: [
              "#",
              t`Company`,
              t`Country`,
              t`Source`,
              t`Records`,
              t`Share of records`,
              t`Value (USD)`,
              t`Partners`,
              t`Last record`,
            ],
            rows: data.rows.map((row, index) => [
              index + 1,
              row.name,
              row.countryCode ? countryName(row.countryCode, locale) : null,
              row.isDemo ? t`Demo data` : (row.source ?? null),
              row.records,
              asPercent(row.recordShare),
              row.value,
              row.partners,
              asDay(row.lastDate),
            ]),
          }),
        }}
      >
        <thead className="text-left text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              #
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Company</Trans>
            </th>
            <th scope="col" className={classNameHead}>
              <Trans>Records</Trans>
            </th>
            <th scope="col" className={classNameHead}>
              <Trans>Share of records</Trans>
            </th>
            <th scope="col" className={classNameHead}>
              <Trans>Value (USD)</Trans>
            </th>
            <th scope="col" className={classNameHead}>
              <Trans>Partners</Trans>
            </th>
            <th scope="col" className="py-2 font-medium">
              <Trans>Last record</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.rows.map((row, index) => (
            <tr key={`${row.companyId ?? ""}-${row.name}`}>
              <td className="py-2 pr-2 text-slate-500 tabular-nums">{index + 1}</td>
              <td className="min-w-52 py-2 pr-3">
                <CompanyName row={row} />
                {row.countryCode ? (
                  <span className="block text-xs text-slate-500">{countryName(row.countryCode, locale)}</span>
                ) : null}
              </td>
              <td className={classNameCell}>{formatNumber(row.records, locale, 0)}</td>
              <td className={classNameCell}>{formatPercent(row.recordShare, locale)}</td>
              <td className={classNameCell}>{formatUsd(row.value, locale)}</td>
              <td className={classNameCell}>{formatNumber(row.partners, locale, 0)}</td>
              <td className="py-2 whitespace-nowrap text-slate-700 tabular-nums">{row.lastDate}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
