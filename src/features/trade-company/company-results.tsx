import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import type { TradingCompany } from "../../../contract/trade-company.ts";
import type { TradeCompanyFilters } from "../../lib/channel.ts";
import { QueryView, countryName, formatUsd } from "../trade-product/index.ts";
import { SourceList } from "../trade-country/index.ts";
import { useFilterConditions, useTradingCompanies } from "./queries.ts";
import { CompanyFilters } from "./company-filters.tsx";
import { companyTradeLink } from "./trade-link.ts";
import { Pager } from "../../components/ui/pager.tsx";

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
  const { t } = useLingui();
  const query = useTradingCompanies({ company_name: keyword, page, pageSize: PAGE_SIZE, ...filters });
  const conditions = useFilterConditions(keyword);
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
            <p className="mb-3 text-sm text-slate-600" role="status">
              {plural(total, {
                one: `# trading company matches “${keyword}”`,
                other: `# trading companies match “${keyword}”`,
              })}
            </p>
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
