import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";

export type SanctionSection = "home" | "companies" | "persons" | "products" | "countries" | "risk";

/** The sanction theme's frame: its title and the sections' tab strip (scrolls sideways on a phone). */
export function SanctionLayout({ active, children }: { active: SanctionSection; children: ReactNode }) {
  const { t } = useLingui();
  const tabs = [
    { name: "home", label: t`Overview`, to: "/sanction/index/home" },
    {
      name: "companies",
      label: t({ message: "Companies", context: "sanctions section" }),
      to: "/sanction/index/companyList",
    },
    { name: "persons", label: t`Persons`, to: "/sanction/index/personList" },
    { name: "products", label: t`Products`, to: "/sanction/index/productList" },
    {
      name: "countries",
      label: t({ message: "Countries", context: "sanctions section" }),
      to: "/sanction/index/countryList",
    },
    { name: "risk", label: t`Risk search`, to: "/sanction/index" },
  ] as const;
  const className = (name: SanctionSection) =>
    cn(
      "block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
      name === active
        ? "border-brand-600 text-brand-700"
        : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
    );
  const current = (name: SanctionSection) => (name === active ? ("page" as const) : undefined);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <header>
        <h1 className="text-xl font-semibold text-slate-900">
          <Trans context="sanctions theme">Sanctions</Trans>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Official sanctions and denied-party lists, as loaded on this server, and screening against them.
          </Trans>
        </p>
      </header>
      <nav aria-label={t`Sanctions sections`} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {tabs.map((tab) => (
            <li key={tab.name}>
              {tab.name === "risk" ? (
                <Link
                  to="/sanction/index"
                  search={{ selectCode: 4 }}
                  className={className(tab.name)}
                  aria-current={current(tab.name)}
                >
                  {tab.label}
                </Link>
              ) : (
                <Link to={tab.to} className={className(tab.name)} aria-current={current(tab.name)}>
                  {tab.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
