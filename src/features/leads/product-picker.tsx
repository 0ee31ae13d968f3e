import { useState, type KeyboardEvent } from "react";
import { useComboboxList } from "../../lib/use-combobox-list.ts";
import { useLingui } from "@lingui/react/macro";
import { LEADS_MAX_PRODUCTS } from "../../../contract/leads.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "../../../contract/constants.ts";
import { Chips } from "./chips.tsx";
import { useProductChoices } from "./queries.ts";

/** HS codes by code or words (getLeadsProductFilterList), chosen up to the questionnaire's limit. */
export function ProductPicker({ chosen, onChange }: { chosen: string[]; onChange: (next: string[]) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const typed = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  const choices = useProductChoices(typed);
  const rows = typed.trim() ? (choices.data ?? []).filter((row) => !chosen.includes(row.hsCode)) : [];
  const full = chosen.length >= LEADS_MAX_PRODUCTS;
  const { listId, active, setActive, optionId, onArrow, inputProps } = useComboboxList(rows.length);
  const pick = (code: string) => {
    if (!full) onChange([...chosen, code]);
    setText("");
    setActive(-1);
  };
  const onKey = (event: KeyboardEvent) => {
    if (onArrow(event)) return;
    if (event.key === "Enter") {
      event.preventDefault();
      const row = rows[active] ?? rows[0];
      if (row) pick(row.hsCode);
    } else if (event.key === "Escape") setText("");
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <input
          {...inputProps}
          aria-label={t`HS code or product words`}
          data-testid="leads-product-input"
          value={text}
          disabled={full}
          placeholder={full ? t`You have chosen the most products` : t`e.g. 8471 or coffee`}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKey}
          className="w-full rounded-md border-0 bg-white px-3 py-2.5 text-sm text-slate-900 ring-1 ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500 disabled:bg-slate-50"
        />
        {rows.length ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t`Products`}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200"
          >
            {rows.map((row, index) => (
              <li
                key={row.hsCode}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-testid="leads-product-option"
                data-code={row.hsCode}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(row.hsCode);
                }}
                className="flex cursor-pointer gap-3 px-3 py-2 text-sm aria-selected:bg-brand-50 hover:bg-slate-50"
              >
                <span className="w-14 shrink-0 font-mono font-semibold text-brand-800">{row.hsCode}</span>
                <span className="line-clamp-2 text-slate-700">{row.hsCodeDescription}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Chips
        testId="leads-products-chosen"
        items={chosen.map((code) => ({ value: code, label: code }))}
        onRemove={(code) => onChange(chosen.filter((c) => c !== code))}
      />
    </div>
  );
}
