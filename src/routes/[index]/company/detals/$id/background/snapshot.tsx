import { createFileRoute } from "@tanstack/react-router";
import { useProfile } from "../../../../../../features/company-profile/profile-context.tsx";
import { SnapshotPage } from "../../../../../../features/company-profile/snapshot-page.tsx";
import { SuggestInfoCorrection, useIsContributed } from "../../../../../../features/contributions/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/background/snapshot")({ component: Snapshot });

/** The snapshot, its user-contributed values labelled so, and a correction of the company information. */
function Snapshot() {
  const { id } = Route.useParams();
  const isContributed = useIsContributed(id);
  const data = useProfile().snapshot.data;
  const shown = {
    website: data?.contact.website,
    email: data?.contact.email,
    phone: data?.contact.phone,
    description: data?.description,
    employees: data?.employees?.count,
  };
  return (
    <div className="space-y-4">
      <SnapshotPage isContributed={isContributed} />
      {data ? <SuggestInfoCorrection companyId={id} shown={shown} /> : null}
    </div>
  );
}
