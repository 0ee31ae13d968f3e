import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { SearchIcon } from "../../components/ui/icons.ts";
import { useComboboxList } from "../../lib/use-combobox-list.ts";

/** One suggestion: its key, an optional code shown first, and its label (in `lang` when not the reader's). */
export type Suggestion = { id: string; code?: string; label: string; lang?: string };

/**
 * The trade home's search box: the kind selector, a text input with its suggestions (arrow keys, Enter,
 * a click), and the search button. A picked suggestion opens its page; Enter without one searches the text.
 */
export function SuggestSearch({
  selector,
  text,
  onText,
  suggestions,
  onPick,
  onSearch,
  inputLabel,
  placeholder,
  inputTestId,
  listTestId,
}: {
  selector: ReactNode;
  text: string;
  onText: (text: string) => void;
  suggestions: readonly Suggestion[];
  onPick: (id: string) => void;
  onSearch: (text: string) => void;
  inputLabel: string;
  placeholder: string;
  inputTestId: string;
  listTestId: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const rows = isOpen && text.trim() ? suggestions : [];
  const { listId, active, setActive, optionId, onArrow, inputProps } = useComboboxList(rows.length);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = rows[active];
    if (picked) return onPick(picked.id);
    if (text.trim()) onSearch(text.trim());
    setOpen(false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!onArrow(event) && event.key === "Escape") setOpen(false);
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row" data-testid="trade-search">
      {selector}
      <div className="relative flex-1">
        <input
          {...inputProps}
          aria-label={inputLabel}
          data-testid={inputTestId}
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            onText(event.target.value);
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
            data-testid={listTestId}
            className="absolute z-30 mt-1.5 max-h-80 w-full overflow-y-auto rounded-xl bg-white py-1 text-slate-800 shadow-2xl ring-1 ring-slate-900/10"
          >
            {rows.map((row, index) => (
              <li
                key={row.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(row.id)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") onPick(row.id);
                }}
                className={`flex cursor-pointer gap-3 px-3 py-2 text-sm ${index === active ? "bg-brand-50" : ""}`}
              >
                {row.code ? <span className="font-mono font-semibold text-brand-800">{row.code}</span> : null}
                <span lang={row.lang} className="line-clamp-2 text-slate-700">
                  {row.label}
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
