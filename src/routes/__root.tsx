import { createRootRoute, redirect } from "@tanstack/react-router";
import { parseHomeSearch } from "../lib/channel.ts";
import { shouldRedirectToPhone } from "../lib/device.ts";
import { NotFoundPage } from "./-shell/not-found.tsx";
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
  notFoundComponent: NotFoundPage,
});
