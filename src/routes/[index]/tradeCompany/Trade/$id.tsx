import { createFileRoute, Outlet, useLocation } from "@tanstack/react-router";
import { CompanyLayout } from "../../../../features/trade-company/company-layout.tsx";
import { companyTabOf } from "../../../../features/trade-company/tab-paths.ts";
import { parseCompanyTradeSearch } from "../../../-trade-company/company-search.ts";

/** /index/tradeCompany/Trade/$id: a company's trade (id = aaa_id or numeric id); tabs are child routes. */
export const Route = createFileRoute("/index/tradeCompany/Trade/$id")({
  validateSearch: parseCompanyTradeSearch,
  component: CompanyTradeRoute,
});

function CompanyTradeRoute() {
  const { id } = Route.useParams();
  const { pathname } = useLocation();
  return (
    <CompanyLayout key={id} companyId={id} active={companyTabOf(pathname)}>
      <Outlet />
    </CompanyLayout>
  );
}
