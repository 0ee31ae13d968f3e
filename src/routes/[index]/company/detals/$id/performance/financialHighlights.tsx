import { createFileRoute } from "@tanstack/react-router";
import {
  FinancialHighlightsTab,
  parsePerformanceSearch,
} from "../../../../../../features/company-performance/index.ts";
import { PerformanceTabRoute } from "./-performance-tab.tsx";

/** Performance › financialHighlights: the tab's currency and periods live in the URL. */
export const Route = createFileRoute("/index/company/detals/$id/performance/financialHighlights")({
  validateSearch: parsePerformanceSearch,
  component: function PerformanceTab() {
    return (
      <PerformanceTabRoute
        Tab={FinancialHighlightsTab}
        id={Route.useParams().id}
        search={Route.useSearch()}
        navigate={Route.useNavigate()}
      />
    );
  },
});
