import { createFileRoute } from "@tanstack/react-router";
import { CompanyResults } from "../../../../../features/company-search/results/company-results.tsx";
import { CompanyActions } from "../../../../-collections/company-actions.tsx";
import { parseResultSearch } from "../../../../../features/company-search/search-params.ts";

/** /index/search/list/{searchText}/company: the company result list (query, filters, sort, page in the URL). */
export const Route = createFileRoute("/index/search/list/$search/company")({
  validateSearch: parseResultSearch,
  component: SearchCompanyList,
});

function SearchCompanyList() {
  const search = Route.useSearch();
  const { search: text } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <CompanyResults
      key={text}
      search={search}
      pathText={text}
      onSearchChange={(next) => void navigate({ search: next })}
      selectionActions={(companies) => <CompanyActions companies={companies} variant="compact" />}
    />
  );
}
