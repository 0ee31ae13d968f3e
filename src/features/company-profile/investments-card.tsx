import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyInvestments, Investment } from "../../../contract/company-profile-ownership.ts";
import { Card, EmptyNote } from "./card.tsx";
import { CompanyLink } from "./company-link.tsx";
import { DataTable, type Column } from "./data-table.tsx";
import { SourceChip } from "./source-chip.tsx";
import { CountryLabel } from "./country-flag.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { formatShare } from "./format.ts";
import { INTEREST_LABELS, labelOf } from "./labels.ts";

/** The companies the subject holds interests in. */
export function InvestmentsCard({ investments }: { investments: CompanyInvestments }) {
  const { i18n, t } = useLingui();
  const columns: Column<Investment>[] = [
    {
      key: "name",
      header: t`Company`,
      cell: (r) => (r.aaaId ? <CompanyLink aaaId={r.aaaId}>{r.name}</CompanyLink> : r.name),
    },
    {
      key: "country",
      header: t`Country`,
      cell: (r) => <CountryLabel code={r.countryCode} />,
      className: "whitespace-nowrap",
    },
    { key: "relation", header: t`Relation`, cell: (r) => labelOf(INTEREST_LABELS, r.interestType, i18n._.bind(i18n)) },
    {
      key: "share",
      header: t({
        message: "Share",
        context: "shareholding stake",
        comment: "Column: the percentage of the company held",
      }),
      isNumeric: true,
      cell: (r) => formatShare({ exact: r.share, min: r.shareMin, max: r.shareMax }, i18n.locale),
    },
    {
      key: "since",
      header: t`Since`,
      cell: (r) => formatDate(r.startDate, i18n.locale),
      className: "whitespace-nowrap",
    },
    { key: "source", header: t`Source`, cell: (r) => <SourceChip source={r.source} isDemo={r.isDemo} /> },
  ];
  return (
    <Card
      title={t`Investments`}
      description={t`Companies this company holds shares or control in.`}
      testId="investments-table"
    >
      {investments.list.length ? (
        <DataTable columns={columns} rows={investments.list} rowKey={(r) => r.companyId} caption={t`Investments`} />
      ) : (
        <EmptyNote>
          <Trans>No holdings in other companies are on file.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}
