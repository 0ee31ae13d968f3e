import { Trans, useLingui } from "@lingui/react/macro";
import type { Branch, RelatedCompany } from "../../../contract/company-profile-network.ts";
import { Badge, Card, EmptyNote } from "./card.tsx";
import { CompanyLink } from "./company-link.tsx";
import { DataTable, type Column } from "./data-table.tsx";
import { SourceChip } from "./source-chip.tsx";
import { CountryLabel } from "./country-flag.tsx";
import { ResourceView } from "./resource-view.tsx";
import { NetworkChartCard } from "./network-chart-card.tsx";
import { useProfile } from "./profile-context.tsx";
import { profileResources } from "./profile-api.ts";
import { useProfileQuery } from "./queries.ts";
import { countryNameOf } from "./format.ts";
import { labelOf, RELATION_LABELS } from "./labels.ts";

/** Background › Related companies: parents, subsidiaries, affiliates (chart and list) and branches. */
export function RelatedPage() {
  const { i18n, t } = useLingui();
  const { companyId } = useProfile();
  const chart = useProfileQuery(companyId, profileResources.relatedChart(companyId));
  const related = useProfileQuery(companyId, profileResources.related(companyId));
  const branchChart = useProfileQuery(companyId, profileResources.branchChart(companyId));
  const branches = useProfileQuery(companyId, profileResources.branches(companyId));
  const relationLabel = (relation: string) => labelOf(RELATION_LABELS, relation, i18n._.bind(i18n));
  const countryLabel = (code: string) => (code ? countryNameOf(code, i18n.locale) : t`Country unknown`);
  return (
    <div className="space-y-4" data-testid="related-page">
      <ResourceView state={chart} name="related-chart" placeholder="chart">
        {(data) => (
          <NetworkChartCard
            chart={data}
            title={t`Related companies chart`}
            description={t`Parents, subsidiaries, affiliates and joint ventures, grouped by relation`}
            empty={t`No related companies are on file for this company.`}
            groupLabel={relationLabel}
            testId="related-chart"
          />
        )}
      </ResourceView>
      <ResourceView state={related} name="related">
        {(data) => <RelatedTable rows={data.list} relationLabel={relationLabel} />}
      </ResourceView>
      <ResourceView state={branchChart} name="branch-chart" placeholder="chart">
        {(data) =>
          data.nodes.length ? (
            <NetworkChartCard
              chart={data}
              title={t`Branches chart`}
              description={t`Branches grouped by country`}
              empty={t`No branches are on file.`}
              groupLabel={countryLabel}
              testId="branch-chart"
            />
          ) : null
        }
      </ResourceView>
      <ResourceView state={branches} name="branches">
        {(data) => <BranchTable rows={data.list} />}
      </ResourceView>
    </div>
  );
}

function RelatedTable({
  rows,
  relationLabel,
}: {
  rows: readonly RelatedCompany[];
  relationLabel: (relation: string) => string;
}) {
  const { t } = useLingui();
  const columns: Column<RelatedCompany>[] = [
    {
      key: "name",
      header: t`Company`,
      cell: (r) =>
        r.aaaId ? <CompanyLink aaaId={r.aaaId}>{r.name}</CompanyLink> : <span className="font-medium">{r.name}</span>,
    },
    {
      key: "relation",
      header: t`Relationship`,
      cell: (r) => <Badge tone={r.relation.includes("parent") ? "brand" : "slate"}>{relationLabel(r.relation)}</Badge>,
    },
    {
      key: "country",
      header: t`Country`,
      cell: (r) => <CountryLabel code={r.countryCode} />,
      className: "whitespace-nowrap",
    },
    { key: "city", header: t`City`, cell: (r) => r.city ?? "-" },
    { key: "lei", header: t`LEI`, cell: (r) => (r.lei ? <span className="font-mono text-xs">{r.lei}</span> : "-") },
    { key: "source", header: t`Source`, cell: (r) => <SourceChip source={r.source} isDemo={r.isDemo} /> },
  ];
  return (
    <Card
      title={t`Related companies`}
      description={t`From the company's records, the records naming it, and GLEIF relationship data`}
      testId="related-table"
    >
      {rows.length ? (
        <DataTable columns={columns} rows={rows} rowKey={(r) => r.key} caption={t`Related companies`} />
      ) : (
        <EmptyNote>
          <Trans>No related companies are on file for this company.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}

function BranchTable({ rows }: { rows: readonly Branch[] }) {
  const { t } = useLingui();
  const columns: Column<Branch>[] = [
    { key: "name", header: t`Branch`, cell: (b) => <span className="font-medium">{b.name}</span> },
    {
      key: "country",
      header: t`Country`,
      cell: (b) => <CountryLabel code={b.countryCode} />,
      className: "whitespace-nowrap",
    },
    { key: "city", header: t`City`, cell: (b) => b.city ?? "-" },
    { key: "source", header: t`Source`, cell: (b) => <SourceChip source={b.source} isDemo={b.isDemo} /> },
  ];
  return (
    <Card title={t`Branches`} testId="branch-table">
      {rows.length ? (
        <DataTable columns={columns} rows={rows} rowKey={(b) => b.key} caption={t`Branches`} />
      ) : (
        <EmptyNote>
          <Trans>No branches are on file for this company.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}
