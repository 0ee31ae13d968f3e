import { createFileRoute } from "@tanstack/react-router";
import { parseRiskSearch } from "../../../../-sanction/sanction-search.ts";
import { RiskDetailsRoute } from "../../../../-sanction/risk-details-route.tsx";

/** The screening of one name (the path's search), each result explained feature by feature. */
export const Route = createFileRoute("/index/risk/details/$search/riskdetails")({
  validateSearch: parseRiskSearch,
  component: function Details() {
    return <RiskDetailsRoute name={Route.useParams().search} search={Route.useSearch()} />;
  },
});
