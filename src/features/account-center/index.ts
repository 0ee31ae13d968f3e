/**
 * The account center: what the routes under /account (and /index/addCredit) mount.
 * - AccountPageFrame: the frame of every account page (title, description, actions, content card).
 * - AccountLayout: the account side menu beside the page; signed out, the login dialog.
 * - DashboardPage, MyAccountPage, UserSettingsPage, BalancePage (addCredit and quota).
 * - ACCOUNT_PAGES: the paths of the Account subpages and the legal pages.
 */
export { AccountPageFrame } from "./account-page-frame.tsx";
// What an account page shows while loading or signed out (the notifications pages use them too).
export { LoadState } from "./load-state.tsx";
export { SignedOutPanel } from "./signed-out-panel.tsx";
export { AccountLayout } from "./account-layout.tsx";
export { DashboardPage } from "./dashboard-page.tsx";
export { MyAccountPage } from "./my-account-page.tsx";
export { UserSettingsPage } from "./user-settings-page.tsx";
export { BalancePage } from "./balance-page.tsx";
export { ACCOUNT_PAGES } from "./account-menu.ts";
// The dashboard query (member since), shared with the login history.
export { useDashboard } from "./queries.ts";
