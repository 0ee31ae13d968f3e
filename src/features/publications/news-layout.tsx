import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";

/** The news theme's frame: its title, what the items are, and the two pages' tab strip. */
export function NewsLayout({ active, children }: { active: "home" | "list"; children: ReactNode }) {
  const { t } = useLingui();
  const tabs = [
    {
      name: "home",
      label: t({ message: "Overview", context: "news theme", comment: "News theme: the home page" }),
      to: "/news/index",
    },
    { name: "list", label: t({ message: "All news", comment: "News theme: the searchable list" }), to: "/news/list" },
  ] as const;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <header>
        <h1 className="text-xl font-semibold text-slate-900">
          <Trans context="news theme">News</Trans>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            News about the companies in the database. Items marked Demo data are generated for the demonstration.
          </Trans>
        </p>
      </header>
      <nav aria-label={t`News sections`}>
        <ul className="flex gap-1 border-b border-slate-200">
          {tabs.map((tab) => (
            <li key={tab.name}>
              <Link
                to={tab.to}
                aria-current={tab.name === active ? "page" : undefined}
                className={cn(
                  "block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                  tab.name === active
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
