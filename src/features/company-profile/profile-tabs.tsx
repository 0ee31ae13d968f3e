import { useEffect, useRef } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { cn } from "../../lib/cn.ts";

/** The tabs this release has: the background group and the business tabs that need no trade data. */
export const PROFILE_TABS = [
  { group: "background", name: "snapshot", to: "/index/company/detals/$id/background/snapshot", label: msg`Snapshot` },
  {
    group: "background",
    name: "profile",
    to: "/index/company/detals/$id/background/profile",
    label: msg({ message: "Profile", context: "company profile tab" }),
  },
  {
    group: "background",
    name: "ownership",
    to: "/index/company/detals/$id/background/ownership",
    label: msg`Ownership`,
  },
  {
    group: "background",
    name: "relatedCompanies",
    to: "/index/company/detals/$id/background/relatedCompanies",
    label: msg`Related companies`,
  },
  {
    group: "background",
    name: "management",
    to: "/index/company/detals/$id/background/management",
    label: msg`Management`,
  },
  {
    group: "business",
    name: "operations",
    to: "/index/company/detals/$id/business/operations",
    label: msg`Operations`,
  },
  { group: "business", name: "locations", to: "/index/company/detals/$id/business/locations", label: msg`Locations` },
  { group: "business", name: "industry", to: "/index/company/detals/$id/business/industry", label: msg`Industry` },
  {
    group: "business",
    name: "import&Export",
    to: "/index/company/detals/$id/business/import&Export",
    label: msg`Import & export`,
  },
  {
    group: "business",
    name: "ImportDetail",
    to: "/index/company/detals/$id/business/ImportDetail",
    label: msg`Import detail`,
  },
  {
    group: "business",
    name: "supplyChain",
    to: "/index/company/detals/$id/business/supplyChain",
    label: msg({ message: "Supply chain", context: "company profile tab" }),
  },
  {
    group: "performance",
    name: "financialHighlights",
    to: "/index/company/detals/$id/performance/financialHighlights",
    label: msg`Financial highlights`,
  },
  {
    group: "performance",
    name: "ratioAnalysis",
    to: "/index/company/detals/$id/performance/ratioAnalysis",
    label: msg`Ratio analysis`,
  },
  {
    group: "performance",
    name: "industryNorms",
    to: "/index/company/detals/$id/performance/industryNorms",
    label: msg`Industry norms`,
  },
  {
    group: "credit",
    name: "creditOpinion",
    to: "/index/company/detals/$id/creditOpinion/list",
    label: msg({ message: "Credit opinion", comment: "Company profile tab: the credit rating and its inputs" }),
  },
  {
    group: "market",
    name: "industryStatistics",
    to: "/index/company/detals/$id/marketAnalysis/industryStatistics",
    label: msg`Industry statistics`,
  },
  {
    group: "market",
    name: "ratingAnalysis",
    to: "/index/company/detals/$id/marketAnalysis/ratingAnalysis",
    label: msg`Rating analysis`,
  },
  {
    group: "market",
    name: "competitiveAnalysis",
    to: "/index/company/detals/$id/marketAnalysis/competitiveAnalysis",
    label: msg`Competitive analysis`,
  },
  {
    group: "publications",
    name: "lawsuits",
    to: "/index/company/detals/$id/publications/lawsuits",
    label: msg({ message: "Lawsuits", context: "company profile tab" }),
  },
  {
    group: "publications",
    name: "news",
    to: "/index/company/detals/$id/publications/news",
    label: msg({ message: "News", context: "company profile tab" }),
  },
  {
    group: "publications",
    name: "sanctions",
    to: "/index/company/detals/$id/publications/sanctions",
    label: msg({ message: "Sanctions", context: "company profile tab" }),
  },
] as const satisfies readonly { group: string; name: string; to: string; label: MessageDescriptor }[];

export type ProfileTabName = (typeof PROFILE_TABS)[number]["name"];

const GROUP_LABELS: Record<string, MessageDescriptor> = {
  background: msg({ message: "Background", comment: "Group of company profile tabs" }),
  business: msg({ message: "Business", comment: "Group of company profile tabs" }),
  performance: msg({ message: "Performance", comment: "Group of company profile tabs" }),
  credit: msg({ message: "Credit", comment: "Group of company profile tabs" }),
  publications: msg({ message: "Publications", comment: "Group of company profile tabs" }),
  market: msg({ message: "Market analysis", comment: "Group of company profile tabs" }),
};

/** The profile's tab bar, grouped; scrolls sideways within its strip on narrow screens. */
export function ProfileTabs({ companyId, active }: { companyId: string; active: ProfileTabName }) {
  const { i18n, t } = useLingui();
  const groups = ["background", "business", "performance", "credit", "publications", "market"] as const;
  const strip = useRef<HTMLElement>(null);
  const openTab = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // On a phone the open tab may lie beyond the strip's right edge: bring it into the strip (only sideways).
    const nav = strip.current;
    const tab = openTab.current;
    if (!nav || !tab || nav.scrollWidth <= nav.clientWidth) return;
    const offset = tab.getBoundingClientRect().left - nav.getBoundingClientRect().left;
    nav.scrollLeft += offset - (nav.clientWidth - tab.offsetWidth) / 2;
  }, [active]);
  return (
    <nav
      ref={strip}
      aria-label={t`Company profile sections`}
      className="-mx-3 overflow-x-auto overscroll-x-contain px-3 sm:mx-0 sm:px-0"
    >
      <div className="flex min-w-max items-end gap-6 border-b border-slate-200">
        {groups.map((group) => (
          <div key={group} className="flex flex-col gap-1">
            <span className="px-1 text-[10px] font-semibold tracking-wider text-slate-600 uppercase">
              {i18n._(GROUP_LABELS[group]!)}
            </span>
            <ul className="flex gap-1">
              {PROFILE_TABS.filter((tab) => tab.group === group).map((tab) => {
                const isActive = tab.name === active;
                return (
                  <li key={tab.name}>
                    <Link
                      ref={isActive ? openTab : undefined}
                      to={tab.to}
                      params={{ id: companyId }}
                      data-testid={`profile-tab-${tab.name}`}
                      aria-current={isActive ? "page" : undefined}
                      className={cn(
                        "-mb-px block border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors sm:pt-1 sm:pb-2.5",
                        "focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-500",
                        isActive
                          ? "border-brand-700 text-brand-800"
                          : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                      )}
                    >
                      {i18n._(tab.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
