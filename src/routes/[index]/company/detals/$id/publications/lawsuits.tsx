import { createFileRoute } from "@tanstack/react-router";
import { LawsuitsTab } from "../../../../../../features/publications/index.ts";
import { parseLawsuitSearch } from "../../../../../-publications/publications-search.ts";

/** Publications › Lawsuits: the summary of the company's cases, then the cases filtered and paged. */
export const Route = createFileRoute("/index/company/detals/$id/publications/lawsuits")({
  validateSearch: parseLawsuitSearch,
  component: Tab,
});

function Tab() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <LawsuitsTab companyId={id} search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
