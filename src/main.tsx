import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { activateLocale, i18n, initialLocale } from "./lib/i18n.ts";
import { preloadRouteCode, router } from "./router.ts";
import { shouldRedirectToPhone } from "./lib/device.ts";
import { startOutboxSyncWhenSignedIn } from "./features/collections/index.ts";
import { clearSavedResultsOnSignOut } from "./features/company-search/results/clear-on-sign-out.ts";
import { QueryProvider } from "./lib/query-provider.tsx";
import { queryClient } from "./lib/query-client.ts";
import "./styles.css";

// The language's catalog and the page's code download side by side (a phone is sent elsewhere).
const catalog = activateLocale(initialLocale());
if (!shouldRedirectToPhone(navigator.userAgent, location.pathname)) preloadRouteCode(location.pathname);
await catalog;
// Replays collection and tag edits queued offline, now and whenever the network comes back.
startOutboxSyncWhenSignedIn();
// Saved search results say what the user looked for: they go when the session ends.
clearSavedResultsOnSignOut(queryClient);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </I18nProvider>
  </StrictMode>,
);
