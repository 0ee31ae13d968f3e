import { createFileRoute } from "@tanstack/react-router";
import { IndustryNormsTab, parsePerformanceSearch } from "../../../../../../features/company-performance/index.ts";

/** Performance › industryNorms: the tab's currency and periods live in the URL. */
export const Route = createFileRoute("/index/company/detals/$id/performance/industryNorms")({
  validateSearch: parsePerformanceSearch,
  component: function PerformanceTabRoute() {
    const { id } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <IndustryNormsTab
        companyId={id}
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
