import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  SEARCH_PAGE_SIZES,
  SORT_FIELDS,
  type SearchPageSize,
  type SortField,
  type SortOrder,
} from "../../../../contract/company-search.ts";
import { cn } from "../../../lib/cn.ts";
import { SORT_LABELS } from "../search-labels.ts";
import { sortChoice } from "../search-params.ts";
import { ArrowDownIcon, ArrowUpIcon, CheckIcon, ChevronDownIcon, SortIcon } from "../../../components/ui/icons.ts";
import { PHONE_SHEET } from "../../../components/ui/phone-sheet.ts";

const BUTTON = cn(
  "inline-flex h-11 items-center gap-1.5 rounded-lg sm:h-9 bg-white px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset",
  "hover:bg-slate-50 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500",
);
const ITEMS = cn(
  "z-40 w-56 rounded-lg bg-white p-1 shadow-xl ring-1 ring-slate-900/10 focus:outline-none",
  "transition duration-100 data-closed:opacity-0",
  PHONE_SHEET,
);
const ITEM = cn(
  "flex w-full items-center gap-2 rounded-md px-2.5 py-3 text-left text-sm sm:py-1.5 text-slate-700 data-focus:bg-brand-50 data-focus:text-brand-800",
);

type SortMenuProps = {
  sort: SortField;
  order: SortOrder;
  hasText: boolean;
  onChange: (sort: SortField, order: SortOrder) => void;
};

/** Sort by name, founding date, data quality or relevance, ascending or descending. */
export function SortMenu({ sort, order, hasText, onChange }: SortMenuProps) {
  const { i18n, t } = useLingui();
  const fields = SORT_FIELDS.filter((field) => hasText || field !== "relevance");
  const current = i18n._(SORT_LABELS[sort]);
  return (
    <div className="flex items-center">
      <Menu>
        <MenuButton className={cn(BUTTON, "rounded-r-none")}>
          <SortIcon className="size-4 text-slate-500" />
          <span className="sr-only text-slate-500 lg:not-sr-only">
            <Trans comment="Before the chosen sort field">Sort:</Trans>
          </span>
          {current}
          <ChevronDownIcon className="size-3.5 text-slate-400" />
        </MenuButton>
        <MenuItems anchor={{ to: "bottom end", gap: 6 }} transition className={ITEMS}>
          {fields.map((field) => (
            <MenuItem key={field}>
              <button
                type="button"
                role="menuitemradio"
                aria-checked={field === sort}
                onClick={() => {
                  const next = sortChoice({ sort, order }, field);
                  onChange(next.sort, next.order);
                }}
                className={ITEM}
              >
                <CheckIcon className={cn("size-4", field === sort ? "text-brand-600" : "invisible")} />
                {i18n._(SORT_LABELS[field])}
              </button>
            </MenuItem>
          ))}
          <MenuSeparator className="my-1 h-px bg-slate-100" />
          {(["asc", "desc"] as const).map((value) => (
            <MenuItem key={value}>
              <button
                type="button"
                role="menuitemradio"
                aria-checked={value === order}
                onClick={() => onChange(sort, value)}
                className={ITEM}
              >
                <CheckIcon className={cn("size-4", value === order ? "text-brand-600" : "invisible")} />
                {value === "asc" ? <Trans>Ascending</Trans> : <Trans>Descending</Trans>}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      <button
        type="button"
        onClick={() => onChange(sort, order === "asc" ? "desc" : "asc")}
        aria-label={order === "asc" ? t`Ascending: switch to descending` : t`Descending: switch to ascending`}
        title={order === "asc" ? t`Ascending` : t`Descending`}
        className={cn(BUTTON, "-ml-px rounded-l-none px-2.5")}
      >
        {order === "asc" ? <ArrowUpIcon className="size-4" /> : <ArrowDownIcon className="size-4" />}
      </button>
    </div>
  );
}

/** Rows per page: 10, 20, 50 or 100. */
export function PageSizeSelect({
  value,
  onChange,
}: {
  value: SearchPageSize;
  onChange: (size: SearchPageSize) => void;
}) {
  const { t } = useLingui();
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-600">
      <span className="hidden lg:inline">
        <Trans comment="Before the rows-per-page choice">Rows per page</Trans>
      </span>
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as SearchPageSize)}
        aria-label={t`Rows per page`}
        className="h-11 rounded-lg border-0 bg-white pr-8 sm:h-9 pl-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
      >
        {SEARCH_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
