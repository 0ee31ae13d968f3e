import { createFileRoute } from "@tanstack/react-router";
import { SanctionCountriesPage, SanctionLayout } from "../../../features/sanctions/index.ts";
import { parseCountrySearch } from "../../-sanction/sanction-search.ts";

/** The countries the loaded lists name, by programme; `?country=` opens one country. */
export const Route = createFileRoute("/sanction/index/countryList")({
  validateSearch: parseCountrySearch,
  component: Countries,
});

function Countries() {
  const navigate = Route.useNavigate();
  return (
    <SanctionLayout active="countries">
      <SanctionCountriesPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
    </SanctionLayout>
  );
}
