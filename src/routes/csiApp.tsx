import { createFileRoute } from "@tanstack/react-router";
import { HOME_PATHS } from "../lib/destinations.ts";
import { parseHomeSearch } from "../lib/channel.ts";
import { HomePage } from "./-shell/home-page.tsx";

/** The installed app's entry: the home page, never redirected to the phone layout. */
export const Route = createFileRoute("/csiApp")({
  validateSearch: parseHomeSearch,
  component: AppHome,
});

function AppHome() {
  const { Detail } = Route.useSearch();
  return <HomePage isTrade={Detail === "Trade"} base={HOME_PATHS.app} />;
}
