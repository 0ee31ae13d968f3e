import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { TRADE_PAGE_SIZE_MAX, type TradingCompany } from "../../../contract/trade-company.ts";
import type { TradeCompanyFilters } from "../../lib/channel.ts";
import { QueryView, countryName, formatUsd } from "../trade-product/index.ts";
import { SourceList } from "../trade-country/index.ts";
import { useFilterConditions, useTradingCompanies } from "./queries.ts";
import { CompanyFilters } from "./company-filters.tsx";
import { companyTradeLink } from "./trade-link.ts";
import { Pager } from "../../components/ui/pager.tsx";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import { TABLE_EXPORT_MAX_ROWS, asDay, collectPages, type ExportTable } from "../../lib/table-export.ts";
import { searchTrade } from "./trade-company.api.ts";

const PAGE_SIZE = 20;

/** The trading companies matching the trade home's company search, filtered, sorted and paged (all in the URL). */
export function CompanyResults({
  keyword,
  page,
  filters,
  onPage,
  onFilters,
}: {
  keyword: string;
  page: number;
  filters: TradeCompanyFilters;
  onPage: (page: number) => void;
  onFilters: (change: TradeCompanyFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const query = useTradingCompanies({ company_name: keyword, page, pageSize: PAGE_SIZE, ...filters });
  const conditions = useFilterConditions(keyword);
  // Every matching company with the filters and sort shown, through the list's own call.
  const exportTable = async (): Promise<ExportTable> => {
    const all = await collectPages(
      (pageNum, pageSize) => searchTrade({ company_name: keyword, ...filters, page: pageNum, pageSize }),
      TABLE_EXPORT_MAX_ROWS,
      TRADE_PAGE_SIZE_MAX,
    );
    const demo = t`Demo data`;
    return {
      headers: [
        t`Company name`,
        t`Company ID`,
        t`Country`,
        t`Import records`,
        t`Export records`,
        t`Value (USD)`,
        t`Latest record`,
        t`HS chapter`,
        t`Source`,
        demo,
      ],
      total: all.total,
      rows: all.rows.map((row) => [
        row.company_name_en,
        row.aaa_id,
        row.countryCode ? countryName(row.countryCode, i18n.locale) : null,
        row.imports,
        row.exports,
        row.value,
        asDay(row.lastDate),
        row.hsChapters.join(", "),
        row.sources.map((s) => s.source).join(", "),
        row.sources.some((s) => s.isDemo) ? demo : null,
      ]),
    };
  };
  return (
    <section
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6"
      aria-label={t`Trading companies found`}
      data-testid="company-trade-results"
    >
      <CompanyFilters conditions={conditions.data} filters={filters} onFilters={onFilters} />
      <QueryView query={query}>
        {({ total, rows }) => (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600" role="status">
                {plural(total, {
                  one: `# trading company matches “${keyword}”`,
                  other: `# trading companies match “${keyword}”`,
                })}
              </p>
              {total > 0 ? (
                <ExportTableMenu
                  table={exportTable}
                  fileName={`trade-companies-${keyword}`}
                  sheetName={t`Trading companies found`}
                  testId="company-trade-results-export"
                />
              ) : null}
            </div>
            <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {rows.map((row) => (
                <CompanyRow key={row.id} row={row} />
              ))}
            </ul>
            <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={onPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function CompanyRow({ row }: { row: TradingCompany }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const imports = row.imports;
  const exports = row.exports;
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <Link
          {...companyTradeLink({ aaaId: row.aaa_id, name: row.company_name_en, countryCode: row.countryCode })}
          className="text-sm font-medium text-brand-800 hover:underline"
          data-testid="company-trade-result"
        >
          {row.company_name_en}
        </Link>
        <p className="mt-0.5 text-xs text-slate-500">
          {row.aaa_id}
          {row.countryCode ? ` · ${countryName(row.countryCode, locale)}` : ""}
          {row.hsChapters.length ? <Chapters chapters={row.hsChapters.join(", ")} /> : null}
        </p>
      </div>
      <div className="flex flex-col gap-1 text-xs text-slate-600 sm:w-80 sm:items-end">
        <span>
          {plural(imports, { one: "# import record", other: "# import records" })} ·{" "}
          {plural(exports, { one: "# export record", other: "# export records" })}
          {row.value !== null ? ` · ${formatUsd(row.value, locale)}` : ""}
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <LastRecord date={row.lastDate} />
          <SourceList sources={row.sources} />
        </span>
      </div>
    </li>
  );
}

function LastRecord({ date }: { date: string }) {
  return <Trans>Latest {date}</Trans>;
}

function Chapters({ chapters }: { chapters: string }) {
  return (
    <>
      {" · "}
      <Trans comment="HS chapters of a company's trade records, e.g. HS 27, 29">HS {chapters}</Trans>
    </>
  );
}
