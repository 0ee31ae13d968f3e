import { defineEndpoints } from "./endpoint.ts";
import {
  CountryDetails,
  CountryDetailsQuery,
  CountryFilterQuery,
  CountryLabels,
  LabelCountries,
  LabelCountryQuery,
  ListCountries,
  SanctionCountryList,
} from "./sanction-countries.ts";

/** The sanction theme's countries (/sanction/index/countryList): the spec's five `/publications/*` country calls. */
export const sanctionCountriesEndpoints = defineEndpoints("screening", {
  getCountryList: {
    method: "GET",
    path: "/publications/getCountryList",
    summary: "Countries named by the loaded lists' entries, each with its entry counts and programmes",
    query: CountryFilterQuery,
    response: SanctionCountryList,
    auth: "none",
    errors: [404],
  },
  getListCountry: {
    method: "GET",
    path: "/publications/getListCountry",
    summary: "The countries of the loaded lists with their entry counts (a country picker)",
    query: CountryFilterQuery,
    response: ListCountries,
    auth: "none",
    errors: [404],
  },
  getCountryListLabel: {
    method: "GET",
    path: "/publications/getCountryListLabel",
    summary: "The programmes (labels) of the loaded lists, each with its entry and country counts",
    query: CountryFilterQuery,
    response: CountryLabels,
    auth: "none",
    errors: [404],
  },
  getLabelCountry: {
    method: "GET",
    path: "/publications/getLabelCountry",
    summary: "The countries of one programme's entries, with their counts",
    query: LabelCountryQuery,
    response: LabelCountries,
    auth: "none",
    errors: [404],
  },
  getCountryListDetails: {
    method: "GET",
    path: "/publications/getCountryListDetails",
    summary: "One country: its programmes and a page of its entries",
    query: CountryDetailsQuery,
    response: CountryDetails,
    auth: "none",
    errors: [404],
  },
});
