import { createFileRoute } from "@tanstack/react-router";
import { parseHomeSearch } from "../lib/channel.ts";
import { PhonePage } from "./-shell/phone-page.tsx";
import { tradeSearchOf } from "./-shell/trade-search.ts";

export const Route = createFileRoute("/csiPhone")({
  validateSearch: parseHomeSearch,
  component: Phone,
});

function Phone() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PhonePage isTrade={search.Detail === "Trade"} trade={tradeSearchOf(search, navigate)} />;
}
