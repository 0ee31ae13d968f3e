import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { CompanySanctionsTab, SanctionLayout } from "../../../../features/sanctions/index.ts";
import { LawsuitsSummary, NewsList } from "../../../../features/publications/index.ts";

/** A company's risk in one page: its sanctions screening, its lawsuits and its adverse news. */
export const Route = createFileRoute("/sanction/index/companyRiskDetail/$id")({ component: RiskDetail });

function RiskDetail() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <SanctionLayout active="companies">
      <div className="flex flex-col gap-4" data-testid="company-risk-detail">
        <Link
          to="/index/company/detals/$id/background/snapshot"
          params={{ id }}
          className="self-start text-sm font-medium text-brand-700 hover:underline"
        >
          <Trans>Open the company profile</Trans>
        </Link>
        <CompanySanctionsTab companyId={id} riskLink={false} />
        <LawsuitsSummary companyId={id} />
        <NewsList
          companyId={id}
          search={{ impact: "negative" }}
          onSearch={(search) =>
            void navigate({ to: "/index/company/detals/$id/publications/news", params: { id }, search })
          }
        />
      </div>
    </SanctionLayout>
  );
}
