import { createFileRoute } from "@tanstack/react-router";
import { RatingAnalysisTab } from "../../../../../../features/market-analysis/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/marketAnalysis/ratingAnalysis")({ component: Tab });

function Tab() {
  return <RatingAnalysisTab companyId={Route.useParams().id} />;
}
