import { createRootRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { parseHomeSearch } from "../lib/channel.ts";
import { shouldRedirectToPhone } from "../lib/device.ts";
import { RootLayout } from "./-shell/root-layout.tsx";

export const Route = createRootRoute({
  // Phones (not tablets) outside the app route get the phone layout of the home page.
  beforeLoad: ({ location }) => {
    if (shouldRedirectToPhone(navigator.userAgent, location.pathname)) {
      throw redirect({
        to: "/csiPhone",
        search: parseHomeSearch(location.search as Record<string, unknown>),
        replace: true,
      });
    }
  },
  component: RootLayout,
  // The not-found page lives in the main layout, whose code (collections, IndexedDB) the first page
  // of any other route must not download: it loads when an unknown address is met.
  notFoundComponent: lazyRouteComponent(() =>
    import("./-shell/not-found.tsx").then((module) => ({ default: module.NotFoundPage })),
  ),
});
