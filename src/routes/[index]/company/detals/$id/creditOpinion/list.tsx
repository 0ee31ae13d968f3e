import { createFileRoute } from "@tanstack/react-router";
import { CreditOpinionTab } from "../../../../../../features/credit-opinion/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/creditOpinion/list")({ component: Tab });

function Tab() {
  return <CreditOpinionTab companyId={Route.useParams().id} />;
}
