import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen.ts";

export const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });

/**
 * Starts downloading the code of the routes `pathname` matches, without running anything of them:
 * the app calls it before it waits for the language's catalog, so both download side by side
 * instead of one after the other.
 */
export function preloadRouteCode(pathname: string): void {
  for (const match of router.matchRoutes(pathname)) {
    const route = router.routesById[match.routeId];
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
