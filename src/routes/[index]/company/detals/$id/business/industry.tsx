import { createFileRoute } from "@tanstack/react-router";
import { IndustryPage } from "../../../../../../features/company-profile/industry-page.tsx";
import { ProposeIndustryCode, useIsContributed } from "../../../../../../features/contributions/index.ts";

export const Route = createFileRoute("/index/company/detals/$id/business/industry")({ component: Industry });

/** Industry codes, those users contributed labelled so, and proposing one. */
function Industry() {
  const { id } = Route.useParams();
  const isContributed = useIsContributed(id);
  return (
    <div className="space-y-4">
      <IndustryPage isContributed={isContributed} />
      <ProposeIndustryCode companyId={id} />
    </div>
  );
}
