import { cn } from "../../lib/cn.ts";

/** Light text on the brand-coloured bar, or dark text on a white header. */
export type BarTone = "dark" | "light";

/** The look of an icon or text button in a top bar; 44 px square at least on phones (touch). */
export function barButtonClass(tone: BarTone, extra?: string): string {
  return cn(
    "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium transition-colors sm:h-9 sm:min-w-0",
    "focus-visible:outline-2 focus-visible:outline-offset-1",
    tone === "dark"
      ? "text-brand-50 hover:bg-white/10 hover:text-white focus-visible:outline-white data-open:bg-white/15"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-500 data-open:bg-slate-100",
    extra,
  );
}
