import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { cn } from "../../lib/cn.ts";
import { PRODUCT_TAB_PATHS, type ProductTabName } from "./product-tab-paths.ts";

const LABELS: Record<ProductTabName, MessageDescriptor> = {
  map: msg`Trade map`,
  supplyChain: msg`Supply chain`,
  competitiveness: msg`Competitiveness`,
  shippingOverview: msg`Shipping overview`,
  importDetailProduct: msg`Shipment records`,
  "origin&Destination": msg`Origin & destination`,
  "suppliers&Buyers": msg`Suppliers & buyers`,
  products: msg`Related products`,
  tradeTrends: msg`Trade trends`,
  sanctionsSituation: msg`Sanctions`,
};

export function ProductTabs({ hsCode, active }: { hsCode: string; active: ProductTabName }) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Product sections`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {PRODUCT_TAB_PATHS.map((tab) => {
          const isActive = tab.name === active;
          return (
            <li key={tab.name}>
              <Link
                to={tab.to}
                params={{ id: hsCode }}
                search={(prev) => ({ ...prev, page: undefined, shipment: undefined })}
                aria-current={isActive ? "page" : undefined}
                data-testid={`product-tab-${tab.name}`}
                className={cn(
                  "-mb-px block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap",
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {i18n._(LABELS[tab.name])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
