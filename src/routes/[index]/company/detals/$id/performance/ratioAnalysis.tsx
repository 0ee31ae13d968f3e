import { createFileRoute } from "@tanstack/react-router";
import { RatioAnalysisTab, parsePerformanceSearch } from "../../../../../../features/company-performance/index.ts";

/** Performance › ratioAnalysis: the tab's currency and periods live in the URL. */
export const Route = createFileRoute("/index/company/detals/$id/performance/ratioAnalysis")({
  validateSearch: parsePerformanceSearch,
  component: function PerformanceTabRoute() {
    const { id } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RatioAnalysisTab
        companyId={id}
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
