/** The account's My database pages (spec §2: YourUsage, CompaniesViewed, ReprotDownloaded, UpdatesOrdered). */
export { CompaniesViewedPage, YourUsagePage } from "./usage-pages.tsx";
export { ReportsDownloadedPage, UpdatesOrderedPage } from "./orders-pages.tsx";
