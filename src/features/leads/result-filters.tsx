import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { LeadsFacets, LeadsPostFilter } from "../../../contract/leads.ts";
import { countryName } from "../trade-product/index.ts";
import { RISK_LABELS, SIZE_LABELS, industryName } from "./labels.ts";

type Dimension = keyof LeadsPostFilter;

/**
 * The result's filters (leadsPostFilter gives the choices and their counts): country, industry,
 * size and credit risk, one choice each; "Clear filters" empties them.
 */
export function ResultFilters({
  facets,
  filter,
  onChange,
}: {
  facets: LeadsFacets;
  filter: LeadsPostFilter;
  onChange: (filter: LeadsPostFilter) => void;
}) {
  const { i18n, t } = useLingui();
  const named = (labels: Record<string, MessageDescriptor>) => (code: string) =>
    labels[code] ? i18n._(labels[code]) : code;
  const dimensions: { key: Dimension; label: string; all: string; name: (code: string) => string }[] = [
    {
      key: "countries",
      label: t`Country`,
      all: t({ message: "All countries", context: "leads" }),
      name: (code) => countryName(code, i18n.locale),
    },
    { key: "industries", label: t`Industry`, all: t`All industries`, name: (code) => industryName(i18n, code) },
    { key: "sizes", label: t`Company size`, all: t`All sizes`, name: named(SIZE_LABELS) },
    { key: "risks", label: t`Credit risk`, all: t`Any credit risk`, name: named(RISK_LABELS) },
  ];
  const isFiltered = dimensions.some(({ key }) => filter[key].length > 0);
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="leads-filters">
      {dimensions.map(({ key, label, all, name }) => (
        <label key={key} className="flex min-w-0 flex-1 basis-40 flex-col gap-1 text-xs font-medium text-slate-600">
          {label}
          <select
            data-testid={`leads-filter-${key}`}
            value={filter[key][0] ?? ""}
            onChange={(event) => onChange({ ...filter, [key]: event.target.value ? [event.target.value] : [] })}
            className="w-full rounded-md border-0 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 ring-1 ring-slate-300"
          >
            <option value="">{all}</option>
            {facets[key].map(({ code, count }) => (
              <option key={code} value={code}>
                {`${name(code)} (${count})`}
              </option>
            ))}
          </select>
        </label>
      ))}
      {isFiltered ? (
        <button
          type="button"
          onClick={() => onChange({ countries: [], industries: [], sizes: [], risks: [] })}
          className="min-h-10 rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
          data-testid="leads-clear-filters"
        >
          <Trans>Clear filters</Trans>
        </button>
      ) : null}
    </div>
  );
}
