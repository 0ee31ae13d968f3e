import { createFileRoute } from "@tanstack/react-router";
import { CompetitiveAnalysisTab } from "../../../../../../features/market-analysis/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/marketAnalysis/competitiveAnalysis")({
  component: Tab,
});

function Tab() {
  return <CompetitiveAnalysisTab companyId={Route.useParams().id} />;
}
