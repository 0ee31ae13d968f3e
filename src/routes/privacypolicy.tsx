import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "./-shell/privacy-page.tsx";

type PrivacySearch = { tab?: "terms" };

export const Route = createFileRoute("/privacypolicy")({
  validateSearch: (search: Record<string, unknown>): PrivacySearch => (search.tab === "terms" ? { tab: "terms" } : {}),
  component: Privacy,
});

function Privacy() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PrivacyPage
      tab={tab === "terms" ? "terms" : "privacy"}
      onTabChange={(next) => void navigate({ search: next === "terms" ? { tab: "terms" } : {}, replace: true })}
    />
  );
}
