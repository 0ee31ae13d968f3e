import { defineEndpoints } from "./endpoint.ts";
import { CountryListResponse } from "./countries.ts";
import { CoverageResponse } from "./coverage.ts";

/** The country picker and this installation's coverage; both 503 until the first data load ends. */
export const countriesEndpoints = defineEndpoints("countries", {
  countryList: {
    method: "GET",
    path: "/common/countryList",
    summary: "Countries with more than 100 companies, grouped by continent, names in the caller's language",
    response: CountryListResponse.properties.data,
    auth: "none",
    errors: [503],
  },
  coverage: {
    method: "GET",
    path: "/common/coverage",
    summary: "This installation's coverage: companies and countries in the database, and example company names",
    response: CoverageResponse.properties.data,
    auth: "none",
    errors: [503],
  },
});
