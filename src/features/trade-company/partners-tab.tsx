import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyPartners } from "../../../contract/trade-company.ts";
import {
  DemoLabel,
  Panel,
  QueryView,
  ScrollTable,
  countryName,
  formatPercent,
  formatUsd,
} from "../trade-product/index.ts";
import { SourceList } from "../trade-country/index.ts";
import { useCompanyPartners } from "./queries.ts";
import { SliceControls } from "./slice-controls.tsx";
import { formatCount } from "./figures.ts";
import { companyTradeLink } from "./trade-link.ts";
import type { CompanyTabProps } from "./tab-props.ts";
import { asDay, asPercent } from "../../lib/table-export.ts";

const classNameHead = "py-2 pr-3 text-right font-medium";
const classNameCell = "py-2 pr-3 text-right tabular-nums";

/** Trading partners: the company's suppliers (imports) or buyers (exports), ranked by records. */
export function PartnersTab(props: CompanyTabProps) {
  const query = useCompanyPartners(props);
  return (
    <Panel
      title={props.flow === "import" ? <Trans>Suppliers</Trans> : <Trans>Buyers</Trans>}
      testId="company-partners"
      actions={<SliceControls {...props} shown={query.data?.year} />}
    >
      <QueryView query={query}>
        {(data) => (
          <div className="space-y-3">
            {data.rows.length ? (
              <PartnerRows rows={data.rows} />
            ) : (
              <p className="text-sm text-slate-500">
                <Trans>
                  These records name no trading partner (EIA company imports report the importer and the country of
                  origin only).
                </Trans>
              </p>
            )}
            <SourceList sources={data.sources} />
          </div>
        )}
      </QueryView>
    </Panel>
  );
}

function PartnerRows({ rows }: { rows: CompanyPartners["rows"] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <ScrollTable
      caption={t`Trading partners`}
      testId="company-partners-table"
      exportAs={{
        table: () => ({
          headers: [
            t`Company`,
            t`Country`,
            t`Records`,
            t({ context: "portion of trade", message: "Share" }),
            t`Value (USD)`,
            t`Latest record`,
            t`HS codes`,
            t`Demo data`,
          ],
          rows: rows.map((row) => [
            row.name,
            row.countryCode ? countryName(row.countryCode, locale) : null,
            row.records,
            asPercent(row.share),
            row.value,
            asDay(row.lastDate),
            row.hsCodes.join(", "),
            row.isDemo ? t`Demo data` : null,
          ]),
        }),
      }}
    >
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Company</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Country</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans>Records</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans context="portion of trade">Share</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans>Value (USD)</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Latest record</Trans>
          </th>
          <th scope="col" className="py-2 font-medium">
            <Trans>HS codes</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={`${row.aaaId ?? ""}:${row.name}`}>
            <td className="py-2 pr-3">
              <span className="flex flex-wrap items-center gap-1.5">
                {row.aaaId ? (
                  <Link
                    {...companyTradeLink({ aaaId: row.aaaId, name: row.name, countryCode: row.countryCode })}
                    className="text-brand-800 hover:underline"
                  >
                    {row.name}
                  </Link>
                ) : (
                  row.name
                )}
                {row.isDemo ? <DemoLabel /> : null}
              </span>
            </td>
            <td className="py-2 pr-3">{row.countryCode ? countryName(row.countryCode, locale) : "–"}</td>
            <td className={classNameCell}>{formatCount(row.records, locale)}</td>
            <td className={classNameCell}>{formatPercent(row.share, locale)}</td>
            <td className={classNameCell}>{formatUsd(row.value, locale)}</td>
            <td className="py-2 pr-3 tabular-nums">{row.lastDate}</td>
            <td className="py-2 font-mono text-xs">{row.hsCodes.join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
