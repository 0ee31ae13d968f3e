import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { CompanyRef } from "../../../contract/collections.ts";
import { BuildingIcon } from "../../components/ui/icons.ts";
import { profileResources } from "./profile-api.ts";
import { useProfileQuery } from "./queries.ts";
import { useViewLog } from "./use-view-log.ts";
import { OfflineCopyBanner, OfflineCopies } from "../pwa/index.ts";
import { ResourceView } from "./resource-view.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { ProfileTabs, type ProfileTabName } from "./profile-tabs.tsx";
import { ProfileContext } from "./profile-context.tsx";

/** The company profile page: header card, tabs, and the open tab (network first, offline copy after). */
type ProfileLayoutProps = {
  companyId: string;
  /** The open tab; null while the location already names another company. */
  active: ProfileTabName | null;
  children: ReactNode;
  /** Actions on the company in the header card (the route mounts the collections feature's). */
  headerActions?: (company: CompanyRef) => ReactNode;
};

export function ProfileLayout({ companyId, active, children, headerActions }: ProfileLayoutProps) {
  const snapshot = useProfileQuery(companyId, profileResources.snapshot(companyId));
  useViewLog(companyId, snapshot.data?.name, active);
  if (snapshot.status === "not-found") return <CompanyNotFound companyId={companyId} />;
  return (
    <ProfileContext.Provider value={{ companyId, snapshot }}>
      <OfflineCopies>
        {(oldest) => (
          <div className="mx-auto w-full max-w-7xl space-y-4 px-3 py-4 sm:px-6 sm:py-6" data-testid="company-profile">
            {oldest !== null ? <OfflineCopyBanner since={oldest} subject="profile" /> : null}
            <ResourceView state={snapshot} name="header">
              {(data) => (
                <ProfileHeader
                  snapshot={data}
                  actions={headerActions?.({
                    aaaId: data.aaaId,
                    companyName: data.name,
                    countryCode: data.countryCode,
                  })}
                />
              )}
            </ResourceView>
            <ProfileTabs companyId={companyId} active={active ?? "snapshot"} />
            <div className="pb-10">{children}</div>
          </div>
        )}
      </OfflineCopies>
    </ProfileContext.Provider>
  );
}

function CompanyNotFound({ companyId }: { companyId: string }) {
  return (
    <div
      className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-20 text-center"
      data-testid="company-not-found"
    >
      <BuildingIcon className="size-10 text-slate-300" />
      <h1 className="text-lg font-semibold text-slate-900">
        <Trans>Company not found</Trans>
      </h1>
      <p className="text-sm text-slate-600">
        <Trans>No company in the database has the ID {companyId}.</Trans>
      </p>
    </div>
  );
}
