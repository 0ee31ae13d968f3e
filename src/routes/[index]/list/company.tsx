import { createFileRoute } from "@tanstack/react-router";
import { CompanyResults } from "../../../features/company-search/results/company-results.tsx";
import { CompanyActions } from "../../-collections/company-actions.tsx";
import { parseResultSearch } from "../../../features/company-search/search-params.ts";

/** /index/list/company: the company list without search text (a country's companies, filtered and sorted). */
export const Route = createFileRoute("/index/list/company")({
  validateSearch: parseResultSearch,
  component: CompanyList,
});

function CompanyList() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CompanyResults
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      selectionActions={(companies) => <CompanyActions companies={companies} variant="compact" />}
    />
  );
}
