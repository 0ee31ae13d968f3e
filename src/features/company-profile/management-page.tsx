import { Trans, useLingui } from "@lingui/react/macro";
import type { ManagementSummary } from "../../../contract/company-profile-network.ts";
import { Card, Fact } from "./card.tsx";
import { ResourceView } from "./resource-view.tsx";
import { useProfile } from "./profile-context.tsx";
import { profileResources } from "./profile-api.ts";
import { useProfileQuery } from "./queries.ts";
import { ManagementFilters } from "./management-filters.tsx";
import { OfficersTable } from "./officers-table.tsx";
import { PersonDrawer } from "./person-drawer.tsx";
import { MoreEmailsCard } from "./more-emails-card.tsx";
import type { ManagementSearch } from "./management-search.ts";
import { useRoleLabels } from "./role-labels.ts";
import { SignInNote } from "./sign-in-note.tsx";
import { useIsSignedIn } from "../../lib/use-session.ts";

export const MANAGEMENT_PAGE_SIZE = 20;

type ManagementPageProps = { search: ManagementSearch; onSearch: (next: ManagementSearch) => void };

/** Background › Management: counts, filters, the people (paged), a person's drawer, more contacts. */
export function ManagementPage({ search, onSearch }: ManagementPageProps) {
  const { t } = useLingui();
  const { companyId } = useProfile();
  const query = {
    ...(search.department ? { department: search.department } : {}),
    ...(search.position ? { position: search.position } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
    status: search.status ?? "all",
    pageNum: search.page ?? 1,
    pageSize: MANAGEMENT_PAGE_SIZE,
  };
  const summary = useProfileQuery(companyId, profileResources.managementSummary(companyId));
  const filter = useProfileQuery(companyId, profileResources.managementFilter(companyId));
  const officers = useProfileQuery(companyId, profileResources.management(companyId, query));
  const isSignedIn = useIsSignedIn();
  return (
    <div className="space-y-4" data-testid="management-page">
      <div className="grid gap-4 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <ResourceView state={summary} name="management-summary" placeholder="line">
            {(data) => <SummaryCard summary={data} />}
          </ResourceView>
        </div>
        {isSignedIn ? (
          <MoreEmails companyId={companyId} />
        ) : (
          <Card title={t`More contacts`} testId="more-emails" className="h-full">
            <SignInNote testId="more-emails-sign-in">
              <Trans>Sign in to see the contact e-mail addresses.</Trans>
            </SignInNote>
          </Card>
        )}
      </div>
      <ResourceView state={filter} name="management-filter" placeholder="line">
        {(data) => <ManagementFilters filter={data} search={search} onSearch={onSearch} />}
      </ResourceView>
      <ResourceView state={officers} name="management">
        {(data) => (
          <OfficersTable
            page={data}
            onOpenPerson={(personId) => onSearch({ ...search, person: personId })}
            onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
          />
        )}
      </ResourceView>
      <PersonDrawer
        companyId={companyId}
        personId={search.person}
        onClose={() => onSearch({ ...search, person: undefined })}
      />
    </div>
  );
}

/** Contact e-mail addresses: asked for only when signed in (they count against the daily limit). */
function MoreEmails({ companyId }: { companyId: string }) {
  const emails = useProfileQuery(companyId, profileResources.moreEmails(companyId));
  return (
    <ResourceView state={emails} name="more-emails" placeholder="line">
      {(data) => <MoreEmailsCard emails={data} />}
    </ResourceView>
  );
}

function SummaryCard({ summary }: { summary: ManagementSummary }) {
  const { t } = useLingui();
  const role = useRoleLabels();
  return (
    <Card title={t`Management at a glance`} className="h-full" provenance={summary.total > 0 ? summary : null}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        <Fact label={t`People`}>
          <span className="text-lg font-semibold">{summary.total}</span>
        </Fact>
        <Fact label={t`Current`}>
          <span className="text-lg font-semibold text-emerald-700">{summary.current}</span>
        </Fact>
        <Fact label={t`Former`}>
          <span className="text-lg font-semibold text-slate-600">{summary.former}</span>
        </Fact>
        <Fact label={t`Shareholders`}>
          <span className="text-lg font-semibold text-violet-700">{summary.shareholders}</span>
        </Fact>
        <Fact label={t`Verified`}>
          <span className="text-lg font-semibold">{summary.verified}</span>
        </Fact>
      </dl>
      {summary.byDepartment.length ? (
        <div className="mt-4 flex flex-wrap gap-1.5">
          {summary.byDepartment.map((d) => (
            <span key={d.value} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
              {role.department(d.value)} <span className="font-semibold">{d.count}</span>
            </span>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-500">
          <Trans>No departments are given for these people.</Trans>
        </p>
      )}
    </Card>
  );
}
