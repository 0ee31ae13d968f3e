import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyManagement, Officer } from "../../../contract/company-profile-network.ts";
import { Button } from "../../components/ui/button.tsx";
import { Badge, Card, EmptyNote } from "./card.tsx";
import { DataTable, type Column } from "./data-table.tsx";
import { SourceChip } from "./source-chip.tsx";
import { useRoleLabels } from "./role-labels.ts";
import { CountryLabel } from "./country-flag.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { VerifiedIcon } from "../../components/ui/icons.ts";

type OfficersTableProps = {
  page: CompanyManagement;
  onOpenPerson: (personId: string) => void;
  onPage: (page: number) => void;
};

/** The people of the company, one row each with all their roles; a name opens the person's drawer. */
export function OfficersTable({ page, onOpenPerson, onPage }: OfficersTableProps) {
  const { i18n, t } = useLingui();
  const role = useRoleLabels();
  const columns: Column<Officer>[] = [
    {
      key: "name",
      header: t`Name`,
      cell: (o) => (
        <span className="flex flex-col">
          <button
            type="button"
            onClick={() => onOpenPerson(o.personId)}
            className="text-left font-medium whitespace-nowrap text-brand-700 hover:underline"
            data-testid="person-button"
          >
            {o.name}
          </button>
          {o.nameNative ? <span className="text-xs text-slate-500">{o.nameNative}</span> : null}
        </span>
      ),
    },
    {
      key: "position",
      header: t`Position`,
      cell: (o) => (
        <span className="flex flex-col">
          <span className="text-slate-900">{role.position(o.position)}</span>
          {o.roles.length > 1 ? (
            <span className="text-xs text-slate-500">{o.roles.slice(1).map(role.position).join(", ")}</span>
          ) : null}
        </span>
      ),
    },
    { key: "department", header: t`Department`, cell: (o) => (o.department ? role.department(o.department) : "-") },
    {
      key: "country",
      header: t`Country`,
      cell: (o) => <CountryLabel code={o.nationality} />,
      className: "whitespace-nowrap",
    },
    {
      key: "flags",
      header: t`Relation`,
      cell: (o) => (
        <span className="flex flex-wrap gap-1">
          {o.isCurrent ? <Badge tone="green">{t`Current`}</Badge> : <Badge>{t`Former`}</Badge>}
          {o.isShareholder ? <Badge tone="violet">{t`Shareholder`}</Badge> : null}
          {o.isVerified ? (
            <Badge tone="brand">
              <VerifiedIcon className="size-3" />
              {t`Verified`}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      key: "period",
      header: t`Period`,
      cell: (o) =>
        `${formatDate(o.startDate, i18n.locale)} – ${o.endDate ? formatDate(o.endDate, i18n.locale) : t`present`}`,
      className: "whitespace-nowrap text-slate-600",
    },
    { key: "others", header: t`Other companies`, isNumeric: true, cell: (o) => o.otherCompanies },
    { key: "source", header: t`Source`, cell: (o) => <SourceChip source={o.source} isDemo={o.isDemo} /> },
  ];
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const current = page.pageNum;
  const total = page.total;
  return (
    <Card
      title={t`Management and board`}
      description={plural(total, { one: "# person", other: "# people" })}
      testId="officers-table"
    >
      {page.list.length ? (
        <>
          <DataTable columns={columns} rows={page.list} rowKey={(o) => o.personId} caption={t`Management and board`} />
          {pages > 1 ? (
            <nav aria-label={t`Pages`} className="mt-3 flex items-center justify-end gap-2 text-sm text-slate-600">
              <Button variant="secondary" disabled={current <= 1} onClick={() => onPage(current - 1)}>
                {t`Previous`}
              </Button>
              <span className="tabular-nums">
                <Trans>
                  Page {current} of {pages}
                </Trans>
              </span>
              <Button variant="secondary" disabled={current >= pages} onClick={() => onPage(current + 1)}>
                {t({ message: "Next", context: "next page" })}
              </Button>
            </nav>
          ) : null}
        </>
      ) : (
        <EmptyNote>
          <Trans>No people match, or none are on file for this company.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}
