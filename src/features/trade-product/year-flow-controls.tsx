import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { cn } from "../../lib/cn.ts";

/** The year shown: the years with data, newest first. */
export function YearSelect({
  years,
  year,
  onChange,
}: {
  years: readonly number[];
  year: number | null;
  onChange: (year: number) => void;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-600">
        <Trans>Year</Trans>
      </label>
      <select
        id={id}
        data-testid="year-select"
        value={year ?? ""}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-md border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Exporters or importers (or, with `labels`, the words the page uses for the two directions). */
export function FlowSwitch({
  flow,
  onChange,
  labels,
}: {
  flow: TradeFlow;
  onChange: (flow: TradeFlow) => void;
  labels?: Record<TradeFlow, string>;
}) {
  const { t } = useLingui();
  const options: { value: TradeFlow; label: string }[] = [
    { value: "export", label: labels?.export ?? t`Exporters` },
    { value: "import", label: labels?.import ?? t`Importers` },
  ];
  return (
    <div role="group" aria-label={t`Direction of trade`} className="inline-flex rounded-md ring-1 ring-slate-300">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={flow === option.value}
          data-testid={`flow-${option.value}`}
          onClick={() => onChange(option.value)}
          className={cn(
            "px-3 py-1.5 text-sm first:rounded-l-md last:rounded-r-md",
            flow === option.value ? "bg-brand-700 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
