import { createFileRoute } from "@tanstack/react-router";
import { RatioAnalysisTab, parsePerformanceSearch } from "../../../../../../features/company-performance/index.ts";
import { PerformanceTabRoute } from "./-performance-tab.tsx";

/** Performance › ratioAnalysis: the tab's currency and periods live in the URL. */
export const Route = createFileRoute("/index/company/detals/$id/performance/ratioAnalysis")({
  validateSearch: parsePerformanceSearch,
  component: function PerformanceTab() {
    return (
      <PerformanceTabRoute
        Tab={RatioAnalysisTab}
        id={Route.useParams().id}
        search={Route.useSearch()}
        navigate={Route.useNavigate()}
      />
    );
  },
});
