import { createFileRoute } from "@tanstack/react-router";
import { NewsLayout, NewsList } from "../../features/publications/index.ts";
import { parseNewsSearch } from "../-publications/publications-search.ts";
import { MainLayout } from "../-shell/main-layout.tsx";

/** /news/list: every company's news, searched and filtered in the URL. */
export const Route = createFileRoute("/news/list")({ validateSearch: parseNewsSearch, component: NewsListPage });

function NewsListPage() {
  const navigate = Route.useNavigate();
  return (
    <MainLayout>
      <NewsLayout active="list">
        <NewsList search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
      </NewsLayout>
    </MainLayout>
  );
}
