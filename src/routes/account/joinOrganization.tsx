import { createFileRoute } from "@tanstack/react-router";
import { JoinOrganisationPage } from "../../features/organisation/index.ts";

type JoinSearch = { token: string };

/** The invitation mail's link: `/account/joinOrganization?token=…` (docs/decisions/0031). */
export const Route = createFileRoute("/account/joinOrganization")({
  validateSearch: (search: Record<string, unknown>): JoinSearch => ({
    token: typeof search.token === "string" ? search.token.slice(0, 100) : "",
  }),
  component: JoinOrganization,
});

function JoinOrganization() {
  const { token } = Route.useSearch();
  return <JoinOrganisationPage token={token} />;
}
