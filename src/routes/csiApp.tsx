import { createFileRoute } from "@tanstack/react-router";
import { HOME_PATHS } from "../lib/destinations.ts";
import { parseHomeSearch } from "../lib/channel.ts";
import { isPhone } from "../lib/device.ts";
import { HomePage } from "./-shell/home-page.tsx";
import { PhonePage } from "./-shell/phone-page.tsx";
import { tradeSearchOf } from "./-shell/trade-search.ts";

/** The installed app's entry (the manifest's start_url): the home page, laid out for phones on a phone. */
export const Route = createFileRoute("/csiApp")({
  validateSearch: parseHomeSearch,
  component: AppHome,
});

function AppHome() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const isTrade = search.Detail === "Trade";
  const trade = tradeSearchOf(search, navigate);
  return isPhone ? (
    <PhonePage isTrade={isTrade} base={HOME_PATHS.app} trade={trade} />
  ) : (
    <HomePage isTrade={isTrade} base={HOME_PATHS.app} trade={trade} />
  );
}
