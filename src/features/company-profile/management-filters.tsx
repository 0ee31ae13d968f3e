import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { ManagementFilter } from "../../../contract/company-profile-network.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import type { ManagementSearch } from "./management-search.ts";
import { useRoleLabels } from "./role-labels.ts";

type ManagementFiltersProps = {
  filter: ManagementFilter;
  search: ManagementSearch;
  onSearch: (next: ManagementSearch) => void;
};

const SELECT = cn(
  "w-full rounded-md border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500",
);

/** Filters of the management list: department, position, name, current or former. */
export function ManagementFilters({ filter, search, onSearch }: ManagementFiltersProps) {
  const { t } = useLingui();
  const role = useRoleLabels();
  const [keyword, setKeyword] = useState(search.keyword ?? "");
  const apply = (next: Partial<ManagementSearch>) => onSearch({ ...search, ...next, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ keyword: keyword.trim() || undefined });
  };
  const statuses = [
    { value: "all", label: t`All` },
    { value: "current", label: t`Current` },
    { value: "former", label: t`Former` },
  ] as const;
  const status = search.status ?? "all";
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
      data-testid="management-filters"
    >
      <label className="flex min-w-40 flex-1 flex-col gap-1 text-xs font-medium text-slate-600">
        {t`Department`}
        <select
          className={SELECT}
          value={search.department ?? ""}
          onChange={(e) => apply({ department: e.target.value || undefined })}
        >
          <option value="">{t`All departments`}</option>
          {filter.departments.map((d) => (
            <option key={d.value} value={d.value}>
              {role.department(d.value)} ({d.count})
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-40 flex-1 flex-col gap-1 text-xs font-medium text-slate-600">
        {t`Position`}
        <select
          className={SELECT}
          value={search.position ?? ""}
          onChange={(e) => apply({ position: e.target.value || undefined })}
        >
          <option value="">{t`All positions`}</option>
          {filter.positions.map((p) => (
            <option key={p.value} value={p.value}>
              {role.position(p.value)} ({p.count})
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-44 flex-1 flex-col gap-1 text-xs font-medium text-slate-600">
        {t`Name`}
        <span className="flex gap-2">
          <input
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t`Search by name`}
            maxLength={100}
            className="w-full rounded-md border-0 px-2.5 py-1.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500"
          />
          <Button type="submit" variant="secondary" className="py-1.5">
            {t`Search`}
          </Button>
        </span>
      </label>
      <div
        role="group"
        aria-label={t`Current or former`}
        className="flex overflow-hidden rounded-md ring-1 ring-slate-300"
      >
        {statuses.map((s) => (
          <button
            key={s.value}
            type="button"
            aria-pressed={status === s.value}
            onClick={() => apply({ status: s.value === "all" ? undefined : s.value })}
            className={cn(
              "px-3 py-1.5 text-sm font-medium",
              status === s.value ? "bg-brand-700 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            {s.label}
          </button>
        ))}
      </div>
    </form>
  );
}
