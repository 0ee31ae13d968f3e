import { cn } from "../../lib/cn.ts";

/** The look of a toolbar button (the result list's): an icon, and its label on wide screens; 44 px on phones. */
export const toolbarButtonClass = cn(
  "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg bg-white px-2.5 sm:h-9 sm:min-w-0 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset",
  "hover:bg-slate-50 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-focus:ring-2 data-focus:ring-brand-500",
  "disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-white",
);
