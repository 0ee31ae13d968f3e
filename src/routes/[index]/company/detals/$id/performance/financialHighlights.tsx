import { createFileRoute } from "@tanstack/react-router";
import {
  FinancialHighlightsTab,
  parsePerformanceSearch,
} from "../../../../../../features/company-performance/index.ts";

/** Performance › financialHighlights: the tab's currency and periods live in the URL. */
export const Route = createFileRoute("/index/company/detals/$id/performance/financialHighlights")({
  validateSearch: parsePerformanceSearch,
  component: function PerformanceTabRoute() {
    const { id } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <FinancialHighlightsTab
        companyId={id}
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
