import { useLingui } from "@lingui/react/macro";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { cn } from "../../lib/cn.ts";
import { DatabaseIcon } from "../../components/ui/icons.ts";

type SourceChipProps = { source: string; isDemo: boolean; className?: string };

/** Where a figure came from: the data set (and "demo" for generated data), its details in a tooltip. */
export function SourceChip({ source, isDemo, className }: SourceChipProps) {
  const { t } = useLingui();
  const text = isDemo
    ? t({ message: `Source: ${source}. Generated demo data, not a real record.`, comment: "Tooltip of a source chip" })
    : t({ message: `Source: ${source}`, comment: "Tooltip of a source chip" });
  return (
    <Tooltip text={text} placement="top" className={className}>
      {(describedBy) => (
        <button
          type="button"
          aria-describedby={describedBy}
          data-testid="source-chip"
          className={cn(
            "inline-flex max-w-48 items-center gap-1 rounded-full px-2 py-0.5 text-[11px] leading-4 font-medium whitespace-nowrap ring-1 ring-inset",
            "focus-visible:outline-2 focus-visible:outline-brand-500",
            isDemo ? "bg-amber-50 text-amber-800 ring-amber-200" : "bg-slate-50 text-slate-600 ring-slate-200",
          )}
        >
          <DatabaseIcon className="size-3 shrink-0" />
          <span className="truncate">
            {isDemo ? t({ message: "Demo", comment: "Source chip of generated demo data" }) : source}
          </span>
        </button>
      )}
    </Tooltip>
  );
}
