import { createFileRoute } from "@tanstack/react-router";
import { EntryList, SanctionLayout } from "../../../features/sanctions/index.ts";
import { parseEntryListSearch } from "../../-sanction/sanction-search.ts";

export const Route = createFileRoute("/sanction/index/companyList")({
  validateSearch: parseEntryListSearch,
  component: List,
});

function List() {
  const navigate = Route.useNavigate();
  return (
    <SanctionLayout active="companies">
      <EntryList kind="entity" search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
    </SanctionLayout>
  );
}
