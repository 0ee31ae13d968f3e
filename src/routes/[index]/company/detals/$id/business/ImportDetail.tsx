import { createFileRoute } from "@tanstack/react-router";
import { ImportDetailPage } from "../../../../../../features/business-trade/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/business/ImportDetail")({ component: Page });

function Page() {
  const { id } = Route.useParams();
  return <ImportDetailPage companyId={id} />;
}
