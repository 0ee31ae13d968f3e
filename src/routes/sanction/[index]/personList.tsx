import { createFileRoute } from "@tanstack/react-router";
import { EntryList, SanctionLayout } from "../../../features/sanctions/index.ts";
import { parseEntryListSearch } from "../../-sanction/sanction-search.ts";

export const Route = createFileRoute("/sanction/index/personList")({
  validateSearch: parseEntryListSearch,
  component: List,
});

function List() {
  const navigate = Route.useNavigate();
  return (
    <SanctionLayout active="persons">
      <EntryList kind="individual" search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
    </SanctionLayout>
  );
}
