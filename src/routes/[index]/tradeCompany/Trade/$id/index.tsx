import { createFileRoute, redirect } from "@tanstack/react-router";

/** A company opens on its trade map. */
export const Route = createFileRoute("/index/tradeCompany/Trade/$id/")({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: "/index/tradeCompany/Trade/$id/tradeMap/map", params, search, replace: true });
  },
});
