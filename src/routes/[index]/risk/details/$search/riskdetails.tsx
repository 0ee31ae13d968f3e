import { createFileRoute } from "@tanstack/react-router";
import { RISK_SCHEMAS } from "../../../../../../contract/screening-pages.ts";
import { RiskDetailsPage } from "../../../../../features/sanctions/index.ts";
import { parseRiskSearch } from "../../../../-sanction/sanction-search.ts";

/** The screening of one name (the path's search), each result explained feature by feature. */
export const Route = createFileRoute("/index/risk/details/$search/riskdetails")({
  validateSearch: parseRiskSearch,
  component: Details,
});

function Details() {
  const { search } = Route.useParams();
  const { schema, ...rest } = Route.useSearch();
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6 sm:py-6">
      <RiskDetailsPage query={{ name: search, schema: schema ?? RISK_SCHEMAS.company, ...rest }} />
    </div>
  );
}
