import { createFileRoute, redirect } from "@tanstack/react-router";

/** The profile opens on Background › Snapshot. */
export const Route = createFileRoute("/index/company/detals/$id/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/index/company/detals/$id/background/snapshot", params, replace: true });
  },
});
