/**
 * Collections (folders) and tags: what other features and the routes mount.
 * - CollectButton: the result list's and the profile's "collect" (folder picker popover).
 * - TagButton: tag one or several companies (tag picker popover).
 * - SyncStatusIndicator: queued changes, offline and sync errors, for the top bar.
 * - PortfolioPage, MyTagPage: the account pages /account/portfolio and /account/myTag.
 * - startOutboxSyncWhenSignedIn: starts the sync engine in a tab once a user is signed in (call once
 *   at start-up; the components above also start it when they mount).
 */
export { CollectButton, type CollectButtonProps } from "./collect-button.tsx";
export { TagButton } from "./tag-button.tsx";
export { SyncStatusIndicator } from "./sync-status-indicator.tsx";
export { PortfolioPage } from "./portfolio-page.tsx";
export { MyTagPage } from "./my-tag-page.tsx";
export { startOutboxSyncWhenSignedIn } from "./start-sync.ts";
