import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { consumeEndpoints } from "../../../contract/money.endpoints.ts";
import { reportsEndpoints } from "../../../contract/reports.endpoints.ts";
import { call } from "../../lib/api-client.ts";
import { useToken } from "../../lib/use-session.ts";

/** The page name the view log keeps (the route's spec name). */
const PAGE_NAME = "creditOpinion/list";

/**
 * Opening a company's paid section (the credit opinion) as a signed-in user: the full report view is
 * charged once per company (`reportView`, free once paid) and the visit is logged in the user's
 * Database pages, through POST /gleagle/csiv4/updateSysComLogAndDe. One key per opening, so a
 * repeated request (React's double effects, a retry) is answered as the first. The quote comes
 * first (POST /consume/whetherDeductPoints): a balance that does not cover the view is said on the
 * page instead of failing with 402. Answers the quote (null while asking or signed out).
 */
export function useViewCharge(companyId: string) {
  const token = useToken();
  const queryClient = useQueryClient();
  const [key] = useState(() => `view-${companyId}-${crypto.randomUUID()}`);
  const query = useQuery({
    queryKey: ["view-charge", companyId, key] as const,
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const quote = await call(
        consumeEndpoints.whetherDeductPoints,
        { type: "reportView", companyId },
        { silent: true, quiet: true },
      );
      if (quote.deduct && !quote.enough) return quote;
      await call(
        reportsEndpoints.updateSysComLogAndDe,
        { companyId, pageName: PAGE_NAME, idempotencyKey: key },
        { silent: true },
      );
      await queryClient.invalidateQueries({ queryKey: ["billing"] });
      await queryClient.invalidateQueries({ queryKey: ["my-database"] });
      return quote;
    },
  });
  return query.data ?? null;
}
