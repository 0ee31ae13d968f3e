import { createFileRoute } from "@tanstack/react-router";
import { HOME_PATHS } from "../lib/destinations.ts";
import { parseHomeSearch } from "../lib/channel.ts";
import { HomePage } from "./-shell/home-page.tsx";

export const Route = createFileRoute("/home")({
  validateSearch: parseHomeSearch,
  component: Home,
});

function Home() {
  const { Detail } = Route.useSearch();
  return <HomePage isTrade={Detail === "Trade"} base={HOME_PATHS.web} />;
}
