import type { Coverage } from "../../contract/coverage.ts";
import { api } from "./api-client.ts";

/** This installation's coverage: companies, countries, example names (silent and quiet: shown only when known). */
export function getCoverage(signal?: AbortSignal): Promise<Coverage> {
  return api<Coverage>("/common/coverage", { signal, silent: true, quiet: true });
}
