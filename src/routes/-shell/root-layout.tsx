import { Outlet } from "@tanstack/react-router";
import { StateProvider } from "../../lib/state.ts";
import { SkipLink } from "../../components/ui/skip-link.tsx";
import { LoadingOverlay } from "../../components/ui/loading-overlay.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";
import { SessionFlows } from "../../features/accounts/session-flows.tsx";
import { IdleLogout } from "../../features/accounts/idle-logout.tsx";
import { ProfilePrompt } from "../../features/accounts/profile-prompt.tsx";
import { OfflineBanner } from "../../features/pwa/offline-banner.tsx";
import { UpdatePrompt } from "../../features/pwa/update-prompt.tsx";
import { lazyOnAppEvent } from "../../lib/lazy-component.tsx";

// The dialogs opened by app events (sign-in forms, captcha, legal texts) load when first opened.
const LoginDialog = lazyOnAppEvent("login:open", () =>
  import("../../features/accounts/login-dialog.tsx").then((module) => module.LoginDialog),
);
const OperationWarningDialog = lazyOnAppEvent("operation-warning:open", () =>
  import("../../features/operation-warning/operation-warning-dialog.tsx").then(
    (module) => module.OperationWarningDialog,
  ),
);
const LegalDialog = lazyOnAppEvent("legal:open", () =>
  import("../../features/help/legal-dialog.tsx").then((module) => module.LegalDialog),
);

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
