import { useQuery } from "@tanstack/react-query";
import type { Coverage } from "../../contract/coverage.ts";
import { getCoverage } from "./coverage.api.ts";
import { SILENT } from "./query-client.ts";

export const coverageKeys = { all: ["coverage"] as const };

/**
 * This installation's coverage (companies, countries, example names), asked once per page load and
 * shared by every component that shows it; undefined until known or when unavailable (a failed
 * call is asked again by the next component that mounts).
 */
export function useCoverage(): Coverage | undefined {
  return useQuery({
    queryKey: coverageKeys.all,
    queryFn: ({ signal }) => getCoverage(signal),
    staleTime: Infinity,
    meta: SILENT,
  }).data;
}
