import { createFileRoute } from "@tanstack/react-router";
import { ManagementPage } from "../../../../../../features/company-profile/management-page.tsx";
import { parseManagementSearch } from "../../../../../../features/company-profile/management-search.ts";

/** Filters, page and the open person drawer live in the URL. */
export const Route = createFileRoute("/index/company/detals/$id/background/management")({
  validateSearch: parseManagementSearch,
  component: ManagementRoute,
});

function ManagementRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ManagementPage
      search={search}
      onSearch={(next) => void navigate({ search: parseManagementSearch(next), replace: true })}
    />
  );
}
