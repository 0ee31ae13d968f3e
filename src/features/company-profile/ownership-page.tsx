import { useLingui } from "@lingui/react/macro";
import { ResourceView } from "./resource-view.tsx";
import { useProfile } from "./profile-context.tsx";
import { profileResources } from "./profile-api.ts";
import { useProfileQuery } from "./queries.ts";
import { OwnershipSummaryCard } from "./ownership-summary-card.tsx";
import { OwnershipChartCard } from "./ownership-chart-card.tsx";
import { UltimateOwnersCard } from "./ultimate-owners-card.tsx";
import { ShareholderTable } from "./shareholder-table.tsx";
import { InvestmentsCard } from "./investments-card.tsx";

/** Background › Ownership: summary, the shareholder tree up to the UBOs, the table, investments. */
export function OwnershipPage() {
  const { t } = useLingui();
  const { companyId } = useProfile();
  const summary = useProfileQuery(companyId, profileResources.shareholderSummary(companyId));
  const split = useProfileQuery(companyId, profileResources.shareholderChartSummary(companyId));
  const tree = useProfileQuery(companyId, profileResources.shareholderTree(companyId));
  const ownership = useProfileQuery(companyId, profileResources.ownership(companyId));
  const investments = useProfileQuery(companyId, profileResources.investments(companyId));
  const investmentTree = useProfileQuery(companyId, profileResources.investmentTree(companyId));
  return (
    <div className="space-y-4" data-testid="ownership-page">
      <ResourceView state={summary} name="shareholder-summary" placeholder="line">
        {(s) => (
          <ResourceView state={split} name="shareholder-split" placeholder="line">
            {(d) => <OwnershipSummaryCard summary={s} split={d} />}
          </ResourceView>
        )}
      </ResourceView>
      <ResourceView state={tree} name="shareholder-tree" placeholder="chart">
        {(data) => (
          <div className="grid gap-4 xl:grid-cols-3">
            <div className="xl:col-span-2">
              <OwnershipChartCard
                tree={data}
                direction="up"
                title={t`Shareholder chart`}
                description={t`Every level of owners up to the ultimate beneficial owners`}
                empty={t`No shareholders are on file for this company.`}
                testId="ownership-chart"
              />
            </div>
            <UltimateOwnersCard
              owners={data.ultimateOwners}
              declared={data.declaredOwners}
              threshold={data.uboThresholdPercent}
            />
          </div>
        )}
      </ResourceView>
      <ResourceView state={ownership} name="ownership">
        {(data) => <ShareholderTable ownership={data} />}
      </ResourceView>
      <ResourceView state={investmentTree} name="investment-tree" placeholder="chart">
        {(data) =>
          data.nodes.length ? (
            <OwnershipChartCard
              tree={data}
              direction="down"
              title={t`Investment chart`}
              description={t`Holdings of the company, and theirs in turn, down to three levels`}
              empty={t`No holdings in other companies are on file.`}
              testId="investment-chart"
            />
          ) : null
        }
      </ResourceView>
      <ResourceView state={investments} name="investments">
        {(data) => <InvestmentsCard investments={data} />}
      </ResourceView>
    </div>
  );
}
