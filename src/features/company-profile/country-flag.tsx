import { useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { countryNameOf, flagOf } from "./format.ts";
import { flagsSupported } from "./flag-support.ts";

/** A country's flag where the system can draw it, else its ISO code in a small badge. */
export function CountryFlag({
  code,
  size = "sm",
  className,
}: {
  code: string | null | undefined;
  size?: "sm" | "lg";
  className?: string;
}) {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  if (flagsSupported()) {
    return (
      <span
        aria-hidden="true"
        className={cn(size === "lg" ? "text-4xl leading-none" : "text-base leading-none", className)}
      >
        {flagOf(code)}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex items-center justify-center rounded font-semibold tracking-wide text-slate-600 ring-1 ring-slate-300 ring-inset",
        size === "lg" ? "h-9 w-12 bg-white text-base" : "h-4 w-6 bg-slate-50 text-[9px]",
        className,
      )}
    >
      {code.toUpperCase()}
    </span>
  );
}

/** Flag and name of a country, in the user's language; a dash without a country. */
export function CountryLabel({ code }: { code: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!code) return <span className="text-slate-500">-</span>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <CountryFlag code={code} />
      {countryNameOf(code, i18n.locale)}
    </span>
  );
}
