import { useId } from "react";
import { useLingui } from "@lingui/react/macro";

export type FilterOption = { value: string; label: string; count?: number };

/** A labelled select of a filter; the empty choice ("any") clears it. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  return (
    <span className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="w-full rounded-md border-0 bg-white py-2 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
      >
        <option value="">{t({ message: "Any", comment: "Filter choice: no restriction" })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.count === undefined ? option.label : `${option.label} (${i18n.number(option.count)})`}
          </option>
        ))}
      </select>
    </span>
  );
}
