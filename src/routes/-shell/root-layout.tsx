import { Outlet } from "@tanstack/react-router";
import { StateProvider } from "../../lib/state.ts";
import { SkipLink } from "../../components/ui/skip-link.tsx";
import { LoadingOverlay } from "../../components/ui/loading-overlay.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";
import { LoginDialog } from "../../features/accounts/login-dialog.tsx";
import { SessionFlows } from "../../features/accounts/session-flows.tsx";
import { IdleLogout } from "../../features/accounts/idle-logout.tsx";
import { ProfilePrompt } from "../../features/accounts/profile-prompt.tsx";
import { LegalDialog } from "../../features/help/legal-dialog.tsx";
import { OperationWarningDialog } from "../../features/operation-warning/operation-warning-dialog.tsx";
import { OfflineBanner } from "../../features/pwa/offline-banner.tsx";
import { UpdatePrompt } from "../../features/pwa/update-prompt.tsx";

/** Every page, plus what the whole app shares: dialogs opened by app events, overlays, PWA prompts. */
export function RootLayout() {
  return (
    <StateProvider>
      <SkipLink />
      <Outlet />
      <LoginDialog />
      <LegalDialog />
      <OperationWarningDialog />
      <SessionFlows />
      <IdleLogout />
      <ProfilePrompt />
      <OfflineBanner />
      <UpdatePrompt />
      <LoadingOverlay />
      <Toaster />
    </StateProvider>
  );
}
