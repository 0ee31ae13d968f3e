import { Trans } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";

/** The product mark and word mark. "CSI" is the brand and stays as it is in every language. */
export function Logo({ inverse = false, compact = false }: { inverse?: boolean; compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" className={inverse ? "fill-white" : "fill-brand-700"} />
        <circle
          cx="16"
          cy="16"
          r="8.5"
          fill="none"
          strokeWidth="2"
          className={inverse ? "stroke-brand-700" : "stroke-white"}
        />
        <path
          d="M7.5 16h17M16 7.5c2.6 2.4 3.8 5.2 3.8 8.5s-1.2 6.1-3.8 8.5"
          fill="none"
          strokeWidth="2"
          className={inverse ? "stroke-brand-700" : "stroke-white"}
        />
        <circle cx="24" cy="8" r="3" className="fill-gold-400" />
      </svg>
      <span className={cn("flex flex-col leading-none", compact && "sr-only")}>
        <span className={cn("text-lg font-bold tracking-tight", inverse ? "text-white" : "text-brand-700")}>CSI</span>
        <span
          className={cn(
            "mt-0.5 text-[10px] font-medium tracking-wider uppercase",
            inverse ? "text-brand-200" : "text-slate-500",
          )}
        >
          <Trans comment="Tagline under the CSI logo">Business information</Trans>
        </span>
      </span>
    </span>
  );
}
