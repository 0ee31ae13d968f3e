import { createFileRoute } from "@tanstack/react-router";
import { NewsList } from "../../../../../../features/publications/index.ts";
import { parseNewsSearch } from "../../../../../-publications/publications-search.ts";

/** Publications › News: the company's news items with a title search, filters and a PDF of each. */
export const Route = createFileRoute("/index/company/detals/$id/publications/news")({
  validateSearch: parseNewsSearch,
  component: Tab,
});

function Tab() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <NewsList companyId={id} search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
