import { useId, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FilterConditions } from "../../../contract/trade-company.ts";
import type { TradeCompanyFilters } from "../../lib/channel.ts";
import { countryName } from "../trade-product/index.ts";

const classNameSelect =
  "w-full rounded-md border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500";

function Choice({
  label,
  value,
  onChange,
  children,
  testId,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <span className="flex min-w-0 flex-col gap-1 text-xs text-slate-600">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={classNameSelect}
        data-testid={testId}
      >
        {children}
      </select>
    </span>
  );
}

/** The company search's filters (from searchFilterConditions, with company counts) and its order. */
export function CompanyFilters({
  conditions,
  filters,
  onFilters,
}: {
  conditions: FilterConditions | undefined;
  filters: TradeCompanyFilters;
  onFilters: (change: TradeCompanyFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const any = <option value="">{t({ message: "All", context: "filter: any value" })}</option>;
  const orNone = (value: string) => (value === "" ? undefined : value);
  const hasFilters = Boolean(filters.country ?? filters.flow ?? filters.hsChapter ?? filters.year);
  return (
    <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="company-filters">
      <Choice
        label={<Trans>Country</Trans>}
        value={filters.country ?? ""}
        onChange={(v) => onFilters({ country: orNone(v) })}
        testId="filter-country"
      >
        {any}
        {conditions?.countries.map((c) => (
          <option key={c.code} value={c.code}>
            {countryName(c.code, locale)} ({c.companies})
          </option>
        ))}
      </Choice>
      <Choice
        label={<Trans>Direction</Trans>}
        value={filters.flow ?? ""}
        onChange={(v) => onFilters({ flow: v === "import" || v === "export" ? v : undefined })}
        testId="filter-flow"
      >
        {any}
        {conditions?.flows.map((f) => (
          <option key={f.flow} value={f.flow}>
            {f.flow === "import" ? t`Importers` : t`Exporters`} ({f.companies})
          </option>
        ))}
      </Choice>
      <Choice
        label={<Trans>HS chapter</Trans>}
        value={filters.hsChapter ?? ""}
        onChange={(v) => onFilters({ hsChapter: orNone(v) })}
        testId="filter-chapter"
      >
        {any}
        {conditions?.hsChapters.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} {c.description?.slice(0, 40)} ({c.companies})
          </option>
        ))}
      </Choice>
      <Choice
        label={<Trans>Year</Trans>}
        value={filters.year ? String(filters.year) : ""}
        onChange={(v) => onFilters({ year: v ? Number(v) : undefined })}
        testId="filter-year"
      >
        {any}
        {conditions?.years.map((y) => (
          <option key={y.year} value={y.year}>
            {y.year} ({y.companies})
          </option>
        ))}
      </Choice>
      <Choice
        label={<Trans>Sort by</Trans>}
        value={`${filters.sort ?? "records"}:${filters.order ?? "desc"}`}
        onChange={(v) => {
          const [sort, order] = v.split(":");
          onFilters({
            sort: sort === "value" || sort === "name" || sort === "lastDate" ? sort : undefined,
            order: order === "asc" ? "asc" : undefined,
          });
        }}
        testId="filter-sort"
      >
        <option value="records:desc">{t`Most records`}</option>
        <option value="records:asc">{t`Fewest records`}</option>
        <option value="value:desc">{t`Highest value`}</option>
        <option value="lastDate:desc">{t`Latest record`}</option>
        <option value="name:asc">{t`Name A-Z`}</option>
        <option value="name:desc">{t`Name Z-A`}</option>
      </Choice>
      {hasFilters ? (
        <button
          type="button"
          onClick={() => onFilters({ country: undefined, flow: undefined, hsChapter: undefined, year: undefined })}
          className="py-1.5 text-left text-sm font-medium text-brand-700 hover:underline"
          data-testid="filter-clear"
        >
          <Trans>Clear all</Trans>
        </button>
      ) : null}
    </div>
  );
}
