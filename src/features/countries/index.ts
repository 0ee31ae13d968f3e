/** What other features may use of the countries feature. */
export { useCountries } from "./use-countries.ts";
export { countriesStartingWith } from "./country-filter.ts";
