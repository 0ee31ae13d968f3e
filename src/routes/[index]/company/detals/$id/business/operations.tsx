import { createFileRoute } from "@tanstack/react-router";
import { OperationsPage } from "../../../../../../features/company-profile/operations-page.tsx";
import { ContributionHistory, ProposeProduct } from "../../../../../../features/contributions/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/business/operations")({ component: Operations });

/** Operations, with the users' contributions: proposing a product, and the history of applied ones. */
function Operations() {
  const { id } = Route.useParams();
  return (
    <div className="space-y-4">
      <OperationsPage />
      <ProposeProduct companyId={id} />
      <ContributionHistory companyId={id} />
    </div>
  );
}
