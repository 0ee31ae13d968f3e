import { createFileRoute } from "@tanstack/react-router";
import { RelatedPage } from "../../../../../../features/company-profile/related-page.tsx";

export const Route = createFileRoute("/index/company/detals/$id/background/relatedCompanies")({
  component: RelatedPage,
});
