import { useLingui } from "@lingui/react/macro";
import { NEWS_IMPACTS } from "../../../contract/publications.ts";
import { countryName } from "../trade-product/index.ts";
import { FilterSelect } from "../../components/ui/filter-select.tsx";
import { IMPACT_LABELS, labelOf } from "./labels.ts";
import { useNewsFilters } from "./queries.ts";

export type NewsSearch = {
  keyword?: string | undefined;
  impact?: (typeof NEWS_IMPACTS)[number] | undefined;
  category?: string | undefined;
  source?: string | undefined;
  country?: string | undefined;
  page?: number | undefined;
};

/** Impact, category, source and (across companies) country, each offering the values news/filterConditions counts. */
export function NewsFilters({
  companyId,
  search,
  onSearch,
}: {
  companyId: string | undefined;
  search: NewsSearch;
  onSearch: (search: NewsSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const facets = useNewsFilters(companyId).data;
  const set = (patch: NewsSearch) => onSearch({ ...search, ...patch, page: undefined });
  const counted = (rows: readonly { value: string; count: number }[] | undefined, label = (v: string) => v) =>
    (rows ?? []).map((r) => ({ value: r.value, count: r.count, label: label(r.value) }));
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        label={t`Impact`}
        testId="news-filter-impact"
        value={search.impact}
        options={NEWS_IMPACTS.map((value) => ({
          value,
          label: labelOf(IMPACT_LABELS, value, (m) => i18n._(m)),
          count: facets?.impacts.find((i) => i.value === value)?.count ?? 0,
        }))}
        onChange={(value) => set({ impact: NEWS_IMPACTS.find((i) => i === value) })}
      />
      <FilterSelect
        label={t({ message: "Category", comment: "Filter of news items: what the item is about" })}
        testId="news-filter-category"
        value={search.category}
        options={counted(facets?.categories)}
        onChange={(category) => set({ category })}
      />
      <FilterSelect
        label={t({ message: "Source", comment: "Filter of news items: who published it" })}
        testId="news-filter-source"
        value={search.source}
        options={counted(facets?.sources)}
        onChange={(source) => set({ source })}
      />
      {companyId ? null : (
        <FilterSelect
          label={t`Country`}
          testId="news-filter-country"
          value={search.country}
          options={counted(facets?.countries, (code) => countryName(code, i18n.locale)).sort((a, b) =>
            a.label.localeCompare(b.label, i18n.locale),
          )}
          onChange={(country) => set({ country })}
        />
      )}
    </div>
  );
}
