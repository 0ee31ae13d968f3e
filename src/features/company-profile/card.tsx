import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { SourceChip } from "./source-chip.tsx";

type CardProps = {
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  provenance?: { source: string; isDemo: boolean } | null;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The body without padding (charts run edge to edge). */
  isFlush?: boolean;
  /** Less padding (maps). */
  isSnug?: boolean;
  testId?: string;
};

/** A section of the profile: a titled white card, with where its figures came from. */
export function Card({
  title,
  description,
  provenance,
  actions,
  children,
  className,
  isFlush,
  isSnug,
  testId,
}: CardProps) {
  return (
    <section className={cn("rounded-xl bg-white shadow-sm ring-1 ring-slate-200", className)} data-testid={testId}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 className="text-[15px] font-semibold text-slate-900">{title}</h2>
          {description ? <p className="mt-0.5 text-xs text-slate-500">{description}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {provenance ? <SourceChip source={provenance.source} isDemo={provenance.isDemo} /> : null}
        </div>
      </header>
      <div className={cn(isFlush ? "p-0" : isSnug ? "p-2 sm:p-3" : "px-4 py-4 sm:px-5")}>{children}</div>
    </section>
  );
}

/** A labelled value of a facts grid; a dash when the data has no value. */
export function Fact({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  const isEmpty = children === null || children === undefined || children === "" || children === false;
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">
        {isEmpty ? <span className="text-slate-500">-</span> : children}
      </dd>
    </div>
  );
}

/** What a section says when the data holds nothing for it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">{children}</p>;
}

export function Badge({
  children,
  tone = "slate",
  className,
}: {
  children: ReactNode;
  tone?: "slate" | "green" | "amber" | "red" | "brand" | "violet";
  className?: string;
}) {
  const tones = {
    slate: cn("bg-slate-100 text-slate-700 ring-slate-200"),
    green: cn("bg-emerald-50 text-emerald-700 ring-emerald-200"),
    amber: cn("bg-amber-50 text-amber-800 ring-amber-200"),
    red: cn("bg-red-50 text-red-700 ring-red-200"),
    brand: cn("bg-brand-50 text-brand-700 ring-brand-200"),
    violet: cn("bg-violet-50 text-violet-700 ring-violet-200"),
  };
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
