import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { Pager } from "../../components/ui/pager.tsx";
import { formatUsd } from "./format.ts";
import { useProductSearch } from "./queries.ts";
import { DemoLabel, QueryView } from "./panel.tsx";
import type { ProductSuggestion } from "../../../contract/trade-product.ts";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import { TABLE_EXPORT_MAX_ROWS, collectPages, type ExportTable } from "../../lib/table-export.ts";
import { searchProducts } from "./trade-product.api.ts";

const PAGE_SIZE = 20;
/** The product search's page limit (POST /trade/productSearch). */
const MAX_PAGE_SIZE = 50;

/** The HS codes matching the trade home's search, a page at a time (the page is in the URL). */
export function ProductResults({
  keyword,
  page,
  onPage,
}: {
  keyword: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const query = useProductSearch(keyword, page, PAGE_SIZE);
  // Every matching code in the order shown, through the list's own call.
  const exportTable = async (): Promise<ExportTable> => {
    const all = await collectPages(
      (pageNum, pageSize) => searchProducts(keyword, pageNum, pageSize),
      TABLE_EXPORT_MAX_ROWS,
      MAX_PAGE_SIZE,
    );
    const demo = t`Demo data`;
    return {
      headers: [t`HS code`, t`Description`, t`Year`, t`Value (USD)`, demo],
      total: all.total,
      rows: all.rows.map((row) => [
        row.hsCode,
        row.hsCodeDescription,
        row.year,
        row.year === null ? null : row.tradeValue,
        row.demoShare ? demo : null,
      ]),
    };
  };
  return (
    <section
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6"
      aria-label={t`Products found`}
      data-testid="product-results"
    >
      <QueryView query={query}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
          return (
            <>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-600" role="status">
                  {plural(data.total, {
                    one: `# product code matches “${keyword}”`,
                    other: `# product codes match “${keyword}”`,
                  })}
                </p>
                {data.total > 0 ? (
                  <ExportTableMenu
                    table={exportTable}
                    fileName={`trade-products-${keyword}`}
                    sheetName={t`Products found`}
                    testId="product-results-export"
                  />
                ) : null}
              </div>
              <ProductList rows={data.rows} />
              <Pager page={page} pages={pages} onPage={onPage} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

/** HS codes with their latest world trade, each linked to its page. */
export function ProductList({ rows }: { rows: readonly ProductSuggestion[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {rows.map((row) => (
        <li key={row.hsCode} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
          <Link
            to="/index/TradeProduct/TradeDetail/$id/tradeMap/map"
            params={{ id: row.hsCode }}
            className="min-w-0 flex-1 text-sm hover:underline"
            data-testid="product-result"
          >
            <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono font-semibold text-brand-800">
              {row.hsCode}
            </span>
            <span lang="en" className="text-slate-800">
              {row.hsCodeDescription}
            </span>
          </Link>
          <span className="flex items-center gap-2 text-xs text-slate-600 sm:w-56 sm:justify-end">
            {row.year === null ? (
              <Trans>No trade recorded</Trans>
            ) : (
              <TradedIn value={formatUsd(row.tradeValue, i18n.locale)} year={row.year} />
            )}
            {row.demoShare ? <DemoLabel /> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

function TradedIn({ value, year }: { value: string; year: number }) {
  return (
    <Trans>
      {value} traded in {year}
    </Trans>
  );
}
