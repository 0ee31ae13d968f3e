import type { ContinentListItem } from "../../../contract/countries.ts";
import { countriesEndpoints as endpoints } from "../../../contract/countries.endpoints.ts";
import { call } from "../../lib/api-client.ts";

export type { ContinentListItem };

/**
 * `GET /csi/common/countryList`: continents with their countries, names in the language of the
 * request. Silent (no loading overlay) and quiet (no error toast): the app falls back to its
 * cached copy.
 */
export function fetchCountryList(): Promise<ContinentListItem[]> {
  return call(endpoints.countryList, undefined, { silent: true, quiet: true });
}
