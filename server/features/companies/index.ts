/** What other server features may use of the companies feature. */
export { COMPANY_TABLE_COLUMNS, ID_PREFIX, ID_SPAN, aaaId, idFromAaaId } from "./companies.columns.ts";
export { dataQuality } from "./data-quality.ts";
export { computeFinancialRatios } from "./financial-ratios.sql.ts";
export { industryNormsDataset } from "./industry-norms.loader.ts";
export { computeIndustryNorms, NORM_METRICS } from "./industry-norms.sql.ts";
export { secCompaniesDataset } from "./sec-companies.loader.ts";
export { secFinancialsDataset } from "./sec-financials.loader.ts";
export { secCompanyFactsDataset } from "./sec-companyfacts.loader.ts";
export { refreshCompanyRecord } from "./company-refresh.ts";
