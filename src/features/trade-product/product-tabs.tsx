import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { cn } from "../../lib/cn.ts";

/** The product page's tabs this version has data for (spec section 2's paths). */
export const PRODUCT_TABS = [
  { name: "map", to: "/index/TradeProduct/TradeDetail/$id/tradeMap/map", label: msg`Trade map` },
  { name: "tradeTrends", to: "/index/TradeProduct/TradeDetail/$id/tradeTrends/index", label: msg`Trade trends` },
  {
    name: "origin&Destination",
    to: "/index/TradeProduct/TradeDetail/$id/origin&Destination/index",
    label: msg`Origin & destination`,
  },
  {
    name: "competitiveness",
    to: "/index/TradeProduct/TradeDetail/$id/competitiveness/index",
    label: msg`Competitiveness`,
  },
] as const;

export type ProductTabName = (typeof PRODUCT_TABS)[number]["name"];

/** The tab whose path the location ends with ("…/tradeTrends/index" is tradeTrends). */
export function productTabOf(pathname: string): ProductTabName {
  const parts = decodeURIComponent(pathname).split("/").filter(Boolean);
  const tab = PRODUCT_TABS.find((t) => t.to.endsWith(`/${parts.at(-2) ?? ""}/${parts.at(-1) ?? ""}`));
  return tab?.name ?? "map";
}

export function ProductTabs({ hsCode, active }: { hsCode: string; active: ProductTabName }) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Product sections`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {PRODUCT_TABS.map((tab) => {
          const isActive = tab.name === active;
          return (
            <li key={tab.name}>
              <Link
                to={tab.to}
                params={{ id: hsCode }}
                search={(prev) => prev}
                aria-current={isActive ? "page" : undefined}
                data-testid={`product-tab-${tab.name}`}
                className={cn(
                  "-mb-px block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap",
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
    </nav>
  );
}
