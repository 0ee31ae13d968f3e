import { createFileRoute, redirect } from "@tanstack/react-router";

/** A country opens on its trade map. */
export const Route = createFileRoute("/index/TradeCountry/TradeDetail/$id/")({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: "/index/TradeCountry/TradeDetail/$id/tradeMap/map", params, search, replace: true });
  },
});
