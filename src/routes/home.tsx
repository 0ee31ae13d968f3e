import { createFileRoute } from "@tanstack/react-router";
import { HOME_PATHS } from "../lib/destinations.ts";
import { parseHomeSearch } from "../lib/channel.ts";
import { HomePage } from "./-shell/home-page.tsx";
import { tradeSearchOf } from "./-shell/trade-search.ts";

export const Route = createFileRoute("/home")({
  validateSearch: parseHomeSearch,
  component: Home,
});

function Home() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HomePage isTrade={search.Detail === "Trade"} base={HOME_PATHS.web} trade={tradeSearchOf(search, navigate)} />;
}
