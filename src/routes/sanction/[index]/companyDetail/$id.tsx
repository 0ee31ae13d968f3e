import { createFileRoute } from "@tanstack/react-router";
import { EntryDetailPage, SanctionLayout } from "../../../../features/sanctions/index.ts";

/** One listed entry; the id is `<list id>:<the list's own id>`. */
export const Route = createFileRoute("/sanction/index/companyDetail/$id")({ component: Detail });

function Detail() {
  return (
    <SanctionLayout active="companies">
      <EntryDetailPage id={Route.useParams().id} />
    </SanctionLayout>
  );
}
