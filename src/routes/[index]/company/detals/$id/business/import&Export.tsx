import { createFileRoute } from "@tanstack/react-router";
import { ImportExportPage } from "../../../../../../features/business-trade/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/business/import&Export")({ component: Page });

function Page() {
  const { id } = Route.useParams();
  return <ImportExportPage companyId={id} />;
}
