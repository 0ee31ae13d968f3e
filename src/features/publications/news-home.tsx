import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { NEWS_IMPACTS } from "../../../contract/publications.ts";
import { cn } from "../../lib/cn.ts";
import { Panel, QueryView } from "../trade-product/index.ts";
import { IMPACT_LABELS } from "./labels.ts";
import { NewsList, type NewsSearch } from "./news-list.tsx";
import { useNewsFilters } from "./queries.ts";

/** /news/index: the items per impact and category, and the latest items with the title search and filters. */
export function NewsHome({ onSearch }: { onSearch: (search: NewsSearch) => void }) {
  const { t, i18n } = useLingui();
  const facets = useNewsFilters();
  const chip = cn("rounded-full bg-slate-50 px-3 py-1 text-sm text-brand-700 ring-1 ring-slate-200 hover:bg-slate-100");
  return (
    <div className="flex flex-col gap-4">
      <QueryView query={facets} notFound={null}>
        {(data) => (
          <Panel title={<Trans>Browse by impact and category</Trans>} testId="news-facets">
            <div className="flex flex-col gap-3">
              <ul className="flex flex-wrap gap-2" aria-label={t`Impact`}>
                {NEWS_IMPACTS.map((impact) => (
                  <li key={impact}>
                    <Link to="/news/list" search={{ impact }} className={chip} data-testid={`news-impact-${impact}`}>
                      {i18n._(IMPACT_LABELS[impact])} (
                      {i18n.number(data.impacts.find((i) => i.value === impact)?.count ?? 0)})
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className="flex flex-wrap gap-2" aria-label={t`Category`}>
                {data.categories.map((c) => (
                  <li key={c.value}>
                    <Link to="/news/list" search={{ category: c.value }} className={chip}>
                      {c.value} ({i18n.number(c.count)})
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </Panel>
        )}
      </QueryView>
      <NewsList search={{}} onSearch={onSearch} />
    </div>
  );
}
