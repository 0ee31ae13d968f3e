import { useQuery } from "@tanstack/react-query";
import { creditEndpoints } from "../../../contract/credit.endpoints.ts";
import { call } from "../../lib/api-client.ts";
import { keptOffline } from "../../lib/query-client.ts";

/** Credit opinions kept for offline reading (one per company opened). */
const MAX_SAVED = 200;

/** The company's credit opinion (POST /creadit/getCreditAssessment); the tab shows its own loading state. */
export const useCreditAssessment = (companyId: string) =>
  useQuery({
    queryKey: ["credit-opinion", companyId] as const,
    queryFn: ({ signal }) =>
      call(creditEndpoints.getCreditAssessment, { aaaId: companyId }, { silent: true, quiet: true, signal }),
    ...keptOffline(MAX_SAVED),
  });
