import { cn } from "../../lib/cn.ts";

/** The look of a toolbar button (the result list's): an icon, and its label on wide screens. */
export const toolbarButtonClass = cn(
  "inline-flex h-9 items-center gap-1.5 rounded-lg bg-white px-2.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset",
  "hover:bg-slate-50 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-focus:ring-2 data-focus:ring-brand-500",
  "disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-white",
);
