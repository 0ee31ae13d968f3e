import { createFileRoute } from "@tanstack/react-router";
import { CompanySanctionsTab } from "../../../../../../features/sanctions/index.ts";

/** Publications › Sanctions: the company, its officers and owners screened against every list. */
export const Route = createFileRoute("/index/company/detals/$id/publications/sanctions")({ component: Tab });

function Tab() {
  const { id } = Route.useParams();
  return <CompanySanctionsTab companyId={id} />;
}
