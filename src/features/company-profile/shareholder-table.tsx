import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyOwnership, OwnershipNode } from "../../../contract/company-profile-ownership.ts";
import { Badge, Card, EmptyNote } from "./card.tsx";
import { CompanyLink } from "./company-link.tsx";
import { DataTable, type Column } from "./data-table.tsx";
import { SourceChip } from "./source-chip.tsx";
import { CountryLabel } from "./country-flag.tsx";
import { formatShare } from "./format.ts";
import { INTEREST_LABELS, labelOf, PARTY_LABELS } from "./labels.ts";

/** Every shareholder at every level: level, name, type, country, relation, direct and effective share. */
export function ShareholderTable({ ownership }: { ownership: CompanyOwnership }) {
  const { i18n, t } = useLingui();
  const translate = i18n._.bind(i18n);
  const columns: Column<OwnershipNode>[] = [
    {
      key: "level",
      header: t`Level`,
      cell: (n) => (
        <span className="inline-flex size-6 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">
          {n.level}
        </span>
      ),
    },
    {
      key: "name",
      header: t`Shareholder`,
      cell: (n) => (
        <span className="flex flex-wrap items-center gap-1.5" style={{ paddingLeft: `${(n.level - 1) * 12}px` }}>
          {n.partyAaaId ? (
            <CompanyLink aaaId={n.partyAaaId}>{n.name}</CompanyLink>
          ) : (
            <span className="font-medium text-slate-900">{n.name}</span>
          )}
          {n.isUbo ? (
            <Badge tone="amber">{t({ message: "UBO", comment: "Short for ultimate beneficial owner" })}</Badge>
          ) : null}
          {n.isCycle ? <Badge tone="slate">{t`Circular`}</Badge> : null}
        </span>
      ),
    },
    { key: "type", header: t`Type`, cell: (n) => labelOf(PARTY_LABELS, n.partyType, translate) },
    {
      key: "country",
      header: t`Country`,
      cell: (n) => <CountryLabel code={n.countryCode} />,
      className: "whitespace-nowrap",
    },
    { key: "relation", header: t`Relation`, cell: (n) => labelOf(INTEREST_LABELS, n.interestType, translate) },
    {
      key: "share",
      header: t({
        message: "Share",
        context: "shareholding stake",
        comment: "Column: the percentage of the company held",
      }),
      isNumeric: true,
      cell: (n) => formatShare({ exact: n.share, min: n.shareMin, max: n.shareMax }, i18n.locale),
    },
    {
      key: "effective",
      header: t`Effective share`,
      isNumeric: true,
      cell: (n) => formatShare({ exact: n.effectiveShare, min: n.effectiveMin, max: n.effectiveMax }, i18n.locale),
    },
    { key: "source", header: t`Source`, cell: (n) => <SourceChip source={n.source} isDemo={n.isDemo} /> },
  ];
  return (
    <Card
      title={t`Shareholders`}
      description={t`Direct shareholders (level 1) and their owners up the chain. The effective share multiplies the shares along the chain.`}
      testId="shareholder-table"
    >
      {ownership.list.length ? (
        <DataTable
          columns={columns}
          rows={ownership.list}
          rowKey={(n) => n.key}
          caption={t`Shareholders`}
          rowClassName={(n) => (n.isUbo ? "bg-amber-50/50" : undefined)}
        />
      ) : (
        <EmptyNote>
          <Trans>No shareholders are on file for this company.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}
