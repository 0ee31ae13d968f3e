import { createFileRoute } from "@tanstack/react-router";
import { NewsHome, NewsLayout } from "../../features/publications/index.ts";
import { MainLayout } from "../-shell/main-layout.tsx";

/** /news/index: the news theme's home; a search or filter opens /news/list. */
export const Route = createFileRoute("/news/index")({ component: NewsIndex });

function NewsIndex() {
  const navigate = Route.useNavigate();
  return (
    <MainLayout>
      <NewsLayout active="home">
        <NewsHome onSearch={(search) => void navigate({ to: "/news/list", search })} />
      </NewsLayout>
    </MainLayout>
  );
}
