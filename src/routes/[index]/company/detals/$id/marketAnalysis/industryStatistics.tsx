import { createFileRoute } from "@tanstack/react-router";
import { IndustryStatisticsTab } from "../../../../../../features/market-analysis/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/marketAnalysis/industryStatistics")({ component: Tab });

function Tab() {
  return <IndustryStatisticsTab companyId={Route.useParams().id} />;
}
