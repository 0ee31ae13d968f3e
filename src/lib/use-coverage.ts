import { useEffect, useState } from "react";
import type { Coverage } from "../../contract/coverage.ts";
import { fetchCoverage } from "../features/countries/countries.api.ts";

/** One call per page load, shared by every component that shows the coverage. */
let pending: Promise<Coverage> | undefined;

function loadCoverage(): Promise<Coverage> {
  pending ??= fetchCoverage().catch((error: unknown) => {
    // A failed call (offline, data still loading) is asked again by the next component that mounts.
    pending = undefined;
    throw error;
  });
  return pending;
}

/** This installation's coverage (companies, countries, example names); undefined until known or when unavailable. */
export function useCoverage(): Coverage | undefined {
  const [coverage, setCoverage] = useState<Coverage>();
  useEffect(() => {
    let isCurrent = true;
    loadCoverage().then(
      (answer) => isCurrent && setCoverage(answer),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return coverage;
}
