import { RISK_SCHEMAS } from "../../../contract/screening-pages.ts";
import { RiskDetailsPage } from "../../features/sanctions/index.ts";
import type { parseRiskSearch } from "./sanction-search.ts";

/** The screening of one name (the path's search), each result explained feature by feature. */
export function RiskDetailsRoute({ name, search }: { name: string; search: ReturnType<typeof parseRiskSearch> }) {
  const { schema, ...rest } = search;
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6 sm:py-6">
      <RiskDetailsPage query={{ name, schema: schema ?? RISK_SCHEMAS.company, ...rest }} />
    </div>
  );
}
