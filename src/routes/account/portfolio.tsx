import { createFileRoute } from "@tanstack/react-router";
import { PortfolioPage } from "../../features/collections/index.ts";

type PortfolioSearch = { folder?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account menu's "portfolio": the user's folders; `?folder=<id>` selects one. */
export const Route = createFileRoute("/account/portfolio")({
  validateSearch: (search: Record<string, unknown>): PortfolioSearch =>
    typeof search.folder === "string" && UUID.test(search.folder) ? { folder: search.folder.toLowerCase() } : {},
  component: Portfolio,
});

function Portfolio() {
  const { folder } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PortfolioPage
      folderId={folder ?? null}
      onSelectFolder={(id) => void navigate({ search: id ? { folder: id } : {} })}
    />
  );
}
