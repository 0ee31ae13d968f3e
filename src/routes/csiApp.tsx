import { createFileRoute } from "@tanstack/react-router";
import { HOME_PATHS } from "../lib/destinations.ts";
import { parseHomeSearch } from "../lib/channel.ts";
import { isPhone } from "../lib/device.ts";
import { HomePage } from "./-shell/home-page.tsx";
import { PhonePage } from "./-shell/phone-page.tsx";

/** The installed app's entry (the manifest's start_url): the home page, laid out for phones on a phone. */
export const Route = createFileRoute("/csiApp")({
  validateSearch: parseHomeSearch,
  component: AppHome,
});

function AppHome() {
  const { Detail } = Route.useSearch();
  const isTrade = Detail === "Trade";
  return isPhone ? (
    <PhonePage isTrade={isTrade} base={HOME_PATHS.app} />
  ) : (
    <HomePage isTrade={isTrade} base={HOME_PATHS.app} />
  );
}
