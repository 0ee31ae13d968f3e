/** What other features may use of the offline shell: the offline-copy notice of pages read from kept answers. */
export { OfflineCopies, OfflineCopyBanner, useReportOffline } from "./offline-copies.tsx";
