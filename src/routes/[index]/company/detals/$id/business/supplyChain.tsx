import { createFileRoute } from "@tanstack/react-router";
import { CompanySupplyChainPage } from "../../../../../../features/business-trade/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/business/supplyChain")({ component: Page });

function Page() {
  const { id } = Route.useParams();
  return <CompanySupplyChainPage companyId={id} />;
}
