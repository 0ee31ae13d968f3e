import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";

/** Marks a generated demonstration record, so that nobody takes it for a real company. */
export function DemoBadge({ className, isCompact = false }: { className?: string; isCompact?: boolean }) {
  const { t } = useLingui();
  return (
    <span
      title={t`Generated demonstration record, not a real company`}
      className={cn(
        "inline-flex shrink-0 items-center rounded-full bg-amber-50 px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-amber-800 ring-1 ring-amber-200 ring-inset",
        className,
      )}
    >
      {isCompact ? (
        <Trans comment="Short badge on generated demo records (narrow screens)">Demo</Trans>
      ) : (
        <Trans comment="Badge on generated demo records">Demo data</Trans>
      )}
    </span>
  );
}
