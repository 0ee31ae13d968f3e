import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useComboboxList } from "../../lib/use-combobox-list.ts";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { SearchIcon } from "../../components/ui/icons.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { useProductSuggestions } from "./queries.ts";

/**
 * The trade home's search: the selector (only Product works in this version) and the product
 * autocomplete (HS code or words). Enter lists the matching codes; a suggestion opens its page.
 */
export function ProductSearchForm({
  initial = "",
  homePath = "/home",
}: {
  initial?: string;
  /** The home page the search stays on (/home, /csiPhone or /csiApp). */
  homePath?: "/home" | "/csiPhone" | "/csiApp";
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [isOpen, setOpen] = useState(false);
  const selectId = useId();
  const typed = useDebouncedValue(text, 200);
  const suggestions = useProductSuggestions(isOpen ? typed : "");
  const rows = isOpen && typed.trim() ? (suggestions.data?.rows ?? []) : [];
  const { listId, active, setActive, optionId, onArrow, inputProps } = useComboboxList(rows.length);
  const openProduct = (hsCode: string) =>
    void navigate({ to: "/index/TradeProduct/TradeDetail/$id/tradeMap/map", params: { id: hsCode } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = rows[active];
    if (picked) return openProduct(picked.hsCode);
    if (text.trim()) void navigate({ to: homePath, search: { Detail: "Trade", keyword: text.trim() } });
    setOpen(false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!onArrow(event) && event.key === "Escape") setOpen(false);
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row" data-testid="trade-search">
      <label htmlFor={selectId} className="sr-only">
        <Trans>Search trade by</Trans>
      </label>
      <select
        id={selectId}
        defaultValue="product"
        data-testid="trade-search-kind"
        className="rounded-md border-0 bg-white py-2.5 pr-8 pl-3 text-sm text-slate-900 sm:w-52"
      >
        <option value="product">{t`Product (HS code)`}</option>
        <option value="company" disabled>{t`Company (not available yet)`}</option>
        <option value="country" disabled>{t`Country (not available yet)`}</option>
      </select>
      <div className="relative flex-1">
        <input
          {...inputProps}
          aria-label={t`HS code or product words`}
          data-testid="product-search-input"
          value={text}
          placeholder={t`HS code or product, e.g. 2709 or crude petroleum`}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKey}
          onBlur={() => setOpen(false)}
          className="w-full rounded-md border-0 bg-white py-2.5 pr-3 pl-3 text-sm text-slate-900 placeholder:text-slate-500"
        />
        {rows.length > 0 ? (
          <ul
            id={listId}
            role="listbox"
            data-testid="product-suggestions"
            className="absolute z-30 mt-1.5 max-h-80 w-full overflow-y-auto rounded-xl bg-white py-1 text-slate-800 shadow-2xl ring-1 ring-slate-900/10"
          >
            {rows.map((row, index) => (
              <li
                key={row.hsCode}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openProduct(row.hsCode)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") openProduct(row.hsCode);
                }}
                className={`flex cursor-pointer gap-3 px-3 py-2 text-sm ${index === active ? "bg-brand-50" : ""}`}
              >
                <span className="font-mono font-semibold text-brand-800">{row.hsCode}</span>
                <span lang="en" className="line-clamp-2 text-slate-700">
                  {row.hsCodeDescription}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-md bg-gold-400 px-5 py-2.5 text-sm font-semibold text-brand-900 hover:bg-gold-400/90"
      >
        <SearchIcon className="size-4" aria-hidden="true" />
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
