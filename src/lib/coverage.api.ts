import type { Coverage } from "../../contract/coverage.ts";
import { countriesEndpoints } from "../../contract/countries.endpoints.ts";
import { call } from "./api-client.ts";

/** This installation's coverage: companies, countries, example names (silent and quiet: shown only when known). */
export function getCoverage(signal?: AbortSignal): Promise<Coverage> {
  return call(countriesEndpoints.coverage, undefined, { signal, silent: true, quiet: true });
}
