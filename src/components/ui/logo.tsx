import { Trans } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { LOGO_MARK, logoLinesPath } from "./logo-mark.ts";

/** The product mark and word mark. "CSI" is the brand and stays as it is in every language. */
export function Logo({ inverse = false, compact = false }: { inverse?: boolean; compact?: boolean }) {
  const size = LOGO_MARK.size;
  const stroke = inverse ? "stroke-brand-700" : "stroke-white";
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox={`0 0 ${size} ${size}`} className="size-8 shrink-0" aria-hidden="true">
        <rect
          width={size}
          height={size}
          rx={LOGO_MARK.cornerRadius}
          className={inverse ? "fill-white" : "fill-brand-700"}
        />
        <circle {...LOGO_MARK.ring} fill="none" strokeWidth={LOGO_MARK.strokeWidth} className={stroke} />
        <path d={logoLinesPath()} fill="none" strokeWidth={LOGO_MARK.strokeWidth} className={stroke} />
        <circle {...LOGO_MARK.dot} className="fill-gold-400" />
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
