import { createFileRoute } from "@tanstack/react-router";
import { LeadsPage } from "../../../features/leads/leads-page.tsx";
import { parseLeadsSearch } from "../../../features/leads/leads-params.ts";

/** /index/list/risk: the leads search (keyword defaults to 2: open to signed-out visitors). */
export const Route = createFileRoute("/index/list/risk")({
  validateSearch: parseLeadsSearch,
  component: LeadsRoute,
});

function LeadsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LeadsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
