import { useLingui } from "@lingui/react/macro";
import { CloseIcon } from "../../components/ui/icons.ts";

/** Chosen values as removable chips. */
export function Chips({
  items,
  onRemove,
  testId,
}: {
  items: { value: string; label: string }[];
  onRemove: (value: string) => void;
  testId: string;
}) {
  const { t } = useLingui();
  if (!items.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {items.map(({ value, label }) => (
        <li
          key={value}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200"
        >
          <span className="truncate">{label}</span>
          <button
            type="button"
            onClick={() => onRemove(value)}
            aria-label={t`Remove ${label}`}
            className="flex size-7 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <CloseIcon className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A list of checkboxes; `max` stops further choices. */
export function CheckList({
  options,
  chosen,
  onChange,
  legend,
  testId,
}: {
  options: { value: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
  legend: string;
  testId: string;
}) {
  return (
    <fieldset data-testid={testId}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(({ value, label }) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:ring-brand-300"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={chosen.includes(value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value))
              }
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
