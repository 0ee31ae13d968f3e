import { createFileRoute } from "@tanstack/react-router";
import { IndustryNormsTab, parsePerformanceSearch } from "../../../../../../features/company-performance/index.ts";
import { PerformanceTabRoute } from "./-performance-tab.tsx";

/** Performance › industryNorms: the tab's currency and periods live in the URL. */
export const Route = createFileRoute("/index/company/detals/$id/performance/industryNorms")({
  validateSearch: parsePerformanceSearch,
  component: function PerformanceTab() {
    return (
      <PerformanceTabRoute
        Tab={IndustryNormsTab}
        id={Route.useParams().id}
        search={Route.useSearch()}
        navigate={Route.useNavigate()}
      />
    );
  },
});
