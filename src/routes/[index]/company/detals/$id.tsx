import { createFileRoute, Outlet, useLocation } from "@tanstack/react-router";
import { CompanyActions } from "../../../-collections/company-actions.tsx";
import { CompanyTradeButton } from "../../../../features/trade-company/company-trade-button.tsx";
import { ReportDownloadButton, ReportUpdateButton } from "../../../../features/billing/index.ts";
import { ProfileLayout } from "../../../../features/company-profile/profile-layout.tsx";
import { PROFILE_TABS, type ProfileTabName } from "../../../../features/company-profile/profile-tabs.tsx";

/** /index/company/detals/$id: the company profile (the spec's "detals" kept as it is); tabs are child routes. */
export const Route = createFileRoute("/index/company/detals/$id")({
  params: {
    parse: ({ id }) => ({ id: id.trim().toUpperCase() }),
    stringify: ({ id }) => ({ id }),
  },
  component: CompanyProfileRoute,
});

function CompanyProfileRoute() {
  const { id } = Route.useParams();
  const { pathname } = useLocation();
  const segments = pathname.split("/").filter(Boolean);
  // While the router moves to another company, the location may already name it: no tab then.
  const isThisCompany = decodeURIComponent(segments[3] ?? "").toUpperCase() === id;
  // A tab's own path (…/business/industry, …/creditOpinion/list) ends the location.
  const tab =
    PROFILE_TABS.find((t) => decodeURIComponent(pathname).endsWith(t.to.split("/").slice(5).join("/")))?.name ??
    "snapshot";
  const active: ProfileTabName | null = isThisCompany ? tab : null;
  return (
    <ProfileLayout
      key={id}
      companyId={id}
      active={active}
      headerActions={(company) => (
        <>
          <CompanyTradeButton aaaId={company.aaaId} />
          <CompanyActions companies={[company]} />
          <ReportDownloadButton companyId={id} />
          <ReportUpdateButton companyId={id} companyName={company.companyName ?? id} />
        </>
      )}
    >
      <Outlet />
    </ProfileLayout>
  );
}
