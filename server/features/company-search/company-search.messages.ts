import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Company search: rules of the search and compare calls, and the data labels (columns) of the list. */
export const COMPANY_SEARCH_MESSAGES = {
  csAutocompletePageSize: /*i18n*/ {
    id: "A page size of 99 is only for the autocomplete (ieflag=1); use 10, 20, 50 or 100",
  },
  csCompareBounds: /*i18n*/ { id: "Select between {min} and {max} companies to compare" },
  csCompareNotFound: /*i18n*/ { id: "Company not found: {ids}" },
  csLabelName: /*i18n*/ { id: "Company name" },
  csLabelCountry: /*i18n*/ { id: "Country" },
  csLabelCity: /*i18n*/ { id: "City" },
  csLabelAddress: /*i18n*/ { id: "Address" },
  csLabelIndustry: /*i18n*/ { id: "Industry" },
  csLabelLegalForm: /*i18n*/ { id: "Legal form" },
  csLabelStatus: /*i18n*/ { id: "Status" },
  csLabelFoundedOn: /*i18n*/ { id: "Founded" },
  csLabelYearsInBusiness: /*i18n*/ { id: "Years in business" },
  csLabelListed: /*i18n*/ { id: "Listed" },
  csLabelEmployees: /*i18n*/ { id: "Employees" },
  csLabelRegistryNumber: /*i18n*/ { id: "Registration number" },
  csLabelLei: /*i18n*/ { id: "LEI" },
  csLabelWebsite: /*i18n*/ { id: "Website" },
  csLabelDataQuality: /*i18n*/ { id: "Data quality" },
  csLabelLastUpdate: /*i18n*/ { id: "Last update" },
  csLabelSource: /*i18n*/ { id: "Source" },
} satisfies MessageCatalog;
