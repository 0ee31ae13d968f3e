import { createFileRoute, redirect } from "@tanstack/react-router";

/** A product opens on its trade map. */
export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/")({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: "/index/TradeProduct/TradeDetail/$id/tradeMap/map", params, search, replace: true });
  },
});
