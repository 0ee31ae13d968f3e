/** The company profile's trade tabs (business › import & export, import detail, supply chain). */
export { ImportExportPage } from "./import-export-page.tsx";
export { ImportDetailPage } from "./import-detail-page.tsx";
export { CompanySupplyChainPage } from "./supply-chain-page.tsx";
