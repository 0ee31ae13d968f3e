import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { cn } from "../../lib/cn.ts";
import { QueryView, TradePageFrame } from "../trade-product/index.ts";
import { useCompanyTrends } from "./queries.ts";
import { CompanyHeader } from "./company-header.tsx";
import { COMPANY_TAB_PATHS, type CompanyTabName } from "./tab-paths.ts";

const LABELS: Record<CompanyTabName, MessageDescriptor> = {
  map: msg`Trade map`,
  supplyChain: msg`Supply chain`,
  competitiveness: msg`Competitiveness`,
  countries: msg`Partner countries`,
  partners: msg`Trading partners`,
  products: msg`Products`,
  tradeTrends: msg`Trade trends`,
  shippingOverview: msg`Shipping overview`,
  importDetailCompany: msg`Shipment records`,
  creditOpinion: msg`Credit opinion`,
};

/** The company trade page: header, tabs, and the open tab under them. */
export function CompanyLayout({
  companyId,
  active,
  children,
}: {
  companyId: string;
  active: CompanyTabName;
  children: ReactNode;
}) {
  const trends = useCompanyTrends(companyId);
  return (
    <TradePageFrame testId="company-trade-page">
      <QueryView query={trends} notFound={<Trans>There is no company with this ID.</Trans>}>
        {(data) => (
          <>
            <CompanyHeader trends={data} />
            <CompanyTabs companyId={companyId} active={active} />
            <div data-testid={`company-tab-panel-${active}`}>{children}</div>
          </>
        )}
      </QueryView>
    </TradePageFrame>
  );
}

function CompanyTabs({ companyId, active }: { companyId: string; active: CompanyTabName }) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Company trade sections`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {COMPANY_TAB_PATHS.map((tab) => (
          <li key={tab.name}>
            <Link
              to={tab.to}
              params={{ id: companyId }}
              search={(prev) => ({ ...prev, page: undefined, shipment: undefined })}
              aria-current={tab.name === active ? "page" : undefined}
              data-testid={`company-tab-${tab.name}`}
              className={cn(
                "-mb-px block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap",
                tab.name === active
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {i18n._(LABELS[tab.name])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
