import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import type { MessageDescriptor } from "@lingui/core";
import { cn } from "../../lib/cn.ts";
import { labelOf } from "./labels.ts";
import { DatabaseIcon } from "../../components/ui/icons.ts";

/** Sources that are not a data set's id but a summary of several: shown in the reader's language. */
const SOURCE_LABELS: Record<string, MessageDescriptor> = {
  "sanctions lists": msg({ message: "Sanctions lists", comment: "Source chip: the sanctions lists loaded" }),
  user: msg({
    message: "User contribution",
    comment: "Source chip: data a user proposed and an administrator approved",
  }),
};

type SourceChipProps = { source: string; isDemo: boolean; className?: string };

/** Where a figure came from: the data set (and "demo" for generated data), its details in a tooltip. */
export function SourceChip({ source: id, isDemo, className }: SourceChipProps) {
  const { t, i18n } = useLingui();
  const source = labelOf(SOURCE_LABELS, id, i18n._.bind(i18n));
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
