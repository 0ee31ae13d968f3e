import type { Static } from "typebox";
import { Link } from "@tanstack/react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { NewsItem } from "../../../contract/publications.ts";
import { cn } from "../../lib/cn.ts";
import { EntrySearchBox } from "../sanctions/index.ts";
import { Panel, QueryView, countryName } from "../trade-product/index.ts";
import { DemoBadge } from "./demo-badge.tsx";
import { IMPACT_LABELS, labelOf } from "./labels.ts";
import { NewsFilters, type NewsSearch } from "./news-filters.tsx";
import { PdfButton } from "./pdf-button.tsx";
import { useNews } from "./queries.ts";
import { Pager } from "../../components/ui/pager.tsx";

export type { NewsSearch } from "./news-filters.tsx";
const PAGE_SIZE = 20;

/** News items, newest first, with a title search and filters: of one company (the profile tab) or of all. */
export function NewsList({
  companyId,
  search,
  onSearch,
}: {
  companyId?: string;
  search: NewsSearch;
  onSearch: (search: NewsSearch) => void;
}) {
  const { t } = useLingui();
  const page = search.page ?? 1;
  const news = useNews({ ...search, ...(companyId ? { id: companyId } : {}), page, pageSize: PAGE_SIZE });
  return (
    <Panel title={companyId ? <Trans>Company news</Trans> : <Trans context="news theme">News</Trans>} testId="news">
      <div className="flex flex-col gap-4">
        <EntrySearchBox
          key={search.keyword ?? ""}
          label={t`Words in the title`}
          keyword={search.keyword ?? ""}
          onSearch={(keyword) => onSearch({ ...search, keyword: keyword || undefined, page: undefined })}
        />
        <NewsFilters companyId={companyId} search={search} onSearch={onSearch} />
        <QueryView query={news} notFound={<Trans>This company is not in the database.</Trans>}>
          {({ rows, total }) => (
            <>
              <p className="text-sm text-slate-600" data-testid="news-total">
                <Plural value={total} one="# news item" other="# news items" />
              </p>
              {rows.length === 0 ? (
                <p className="text-sm text-slate-600" data-testid="news-empty">
                  <Trans>No news matches these filters.</Trans>
                </p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100">
                  {rows.map((item) => (
                    <NewsRow key={item.id} item={item} showCompany={!companyId} />
                  ))}
                </ul>
              )}
              <Pager
                page={page}
                pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
                onPage={(p) => onSearch({ ...search, page: p })}
                className="justify-between"
              />
            </>
          )}
        </QueryView>
      </div>
    </Panel>
  );
}

const IMPACT_STYLE = {
  positive: cn("bg-emerald-50 text-emerald-800 ring-emerald-200"),
  neutral: cn("bg-slate-50 text-slate-700 ring-slate-200"),
  negative: cn("bg-red-50 text-red-800 ring-red-200"),
} as const;

function NewsRow({ item, showCompany }: { item: Static<typeof NewsItem>; showCompany: boolean }) {
  const { i18n } = useLingui();
  return (
    <li className="flex flex-col gap-1.5 py-3" data-testid="news-item">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <time dateTime={item.date}>{i18n.date(item.date, { dateStyle: "medium", timeZone: "UTC" })}</time>
        <span aria-hidden="true">·</span>
        <span data-testid="news-source">{item.source}</span>
        {item.category ? (
          <>
            <span aria-hidden="true">·</span>
            <span>{item.category}</span>
          </>
        ) : null}
        <span
          data-testid="news-impact"
          className={cn("rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset", IMPACT_STYLE[item.impact])}
        >
          {labelOf(IMPACT_LABELS, item.impact, (m) => i18n._(m))}
        </span>
        {item.isDemo ? <DemoBadge /> : null}
      </div>
      <p className="text-sm font-medium text-slate-900" data-testid="news-title">
        {item.url ? (
          <a href={item.url} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
            {item.title}
          </a>
        ) : (
          item.title
        )}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {showCompany ? (
          <Link
            to="/index/company/detals/$id/publications/news"
            params={{ id: item.companyId }}
            className="text-xs font-medium text-brand-700 hover:underline"
          >
            {item.companyName}
            {item.countryCode ? ` (${countryName(item.countryCode, i18n.locale)})` : ""}
          </Link>
        ) : (
          <span />
        )}
        <PdfButton newsId={item.id} title={item.title} />
      </div>
    </li>
  );
}
