import { createFileRoute } from "@tanstack/react-router";
import { parseHomeSearch } from "../lib/channel.ts";
import { PhonePage } from "./-shell/phone-page.tsx";

export const Route = createFileRoute("/csiPhone")({
  validateSearch: parseHomeSearch,
  component: Phone,
});

function Phone() {
  const { Detail } = Route.useSearch();
  return <PhonePage isTrade={Detail === "Trade"} />;
}
