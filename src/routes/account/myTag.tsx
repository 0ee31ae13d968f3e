import { createFileRoute } from "@tanstack/react-router";
import { MyTagPage } from "../../features/collections/index.ts";

type MyTagSearch = { tag?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account menu's "my tag": the user's tags; `?tag=<id>` selects one. */
export const Route = createFileRoute("/account/myTag")({
  validateSearch: (search: Record<string, unknown>): MyTagSearch =>
    typeof search.tag === "string" && UUID.test(search.tag) ? { tag: search.tag.toLowerCase() } : {},
  component: MyTag,
});

function MyTag() {
  const { tag } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MyTagPage tagId={tag ?? null} onSelectTag={(id) => void navigate({ search: id ? { tag: id } : {} })} />;
}
