/** What the routes compose of the sanction theme and the profile's sanctions tab. */
export { SanctionLayout } from "./sanction-layout.tsx";
export { SanctionHome } from "./home-page.tsx";
export { EntryList, type EntryListSearch } from "./entry-list.tsx";
export { EntrySearchBox } from "./entry-search-box.tsx";
export { HeadRow } from "./head-row.tsx";
export { EntryDetailPage } from "./entry-detail.tsx";
export { SanctionProductsPage } from "./products-page.tsx";
export { RiskSearchForm, type RiskQuery } from "./risk-search-form.tsx";
export { RiskDetailsPage } from "./risk-details-page.tsx";
export { CompanySanctionsTab } from "./company-sanctions-tab.tsx";
export { SanctionCountriesPage, type CountrySearch } from "./countries-page.tsx";
