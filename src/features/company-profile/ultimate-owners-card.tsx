import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DeclaredOwner, UltimateOwner } from "../../../contract/company-profile-ownership.ts";
import { Badge, Card, EmptyNote } from "./card.tsx";
import { CompanyLink } from "./company-link.tsx";
import { SourceChip } from "./source-chip.tsx";
import { countryNameOf, formatShare } from "./format.ts";
import { labelOf, PARTY_LABELS } from "./labels.ts";

/** The owners at the top of the chains, UBOs first, with their summed effective shares. */
type UltimateOwnersCardProps = {
  owners: readonly UltimateOwner[];
  declared: readonly DeclaredOwner[];
  threshold: number;
};

export function UltimateOwnersCard({ owners, declared, threshold }: UltimateOwnersCardProps) {
  const { i18n, t } = useLingui();
  const sorted = [...owners].sort((a, b) => Number(b.isUbo) - Number(a.isUbo));
  return (
    <Card
      title={t`Ultimate owners`}
      description={t`Natural persons above ${threshold}% effective ownership, or named by the source as beneficial owners, are ultimate beneficial owners (UBO).`}
      testId="ultimate-owners"
    >
      {sorted.length ? (
        <ul className="divide-y divide-slate-100">
          {sorted.map((owner) => {
            const share = formatShare(
              { exact: owner.effectiveShare, min: owner.effectiveMin, max: owner.effectiveMax },
              i18n.locale,
            );
            const paths = owner.paths;
            return (
              <li
                key={owner.partyKey}
                className="flex items-center gap-3 py-2.5"
                data-testid={owner.isUbo ? "ubo-row" : undefined}
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-slate-900">
                    {owner.partyAaaId ? <CompanyLink aaaId={owner.partyAaaId}>{owner.name}</CompanyLink> : owner.name}
                    {owner.isUbo ? (
                      <Badge tone="amber">
                        {t({ message: "UBO", comment: "Short for ultimate beneficial owner" })}
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-xs text-slate-500">
                    {labelOf(PARTY_LABELS, owner.partyType, i18n._.bind(i18n))}
                    {owner.countryCode ? ` · ${countryNameOf(owner.countryCode, i18n.locale)}` : ""}
                    {paths > 1 ? ` · ${plural(paths, { one: "through # chain", other: "through # chains" })}` : ""}
                  </p>
                </div>
                <span className="text-right text-sm font-semibold text-slate-900 tabular-nums">{share}</span>
                <SourceChip source={owner.source} isDemo={owner.isDemo} />
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyNote>
          <Trans>No owner at the top of a chain is known.</Trans>
        </EmptyNote>
      )}
      {declared.length ? <DeclaredOwners declared={declared} /> : null}
    </Card>
  );
}

/** What the source states itself: beneficial owners through the chain, and the group's ultimate parent. */
function DeclaredOwners({ declared }: { declared: readonly DeclaredOwner[] }) {
  const { i18n, t } = useLingui();
  return (
    <div className="mt-4 border-t border-slate-100 pt-3" data-testid="declared-owners">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Trans>Stated by the source</Trans>
      </h3>
      <ul className="mt-2 space-y-2">
        {declared.map((d) => (
          <li key={`${d.partyKey}:${d.interestType}`} className="flex items-center gap-2 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block text-xs text-slate-500">
                {d.interestType === "ultimate-parent"
                  ? t`Ultimate parent`
                  : d.isBeneficial
                    ? t`Beneficial owner`
                    : t`Indirect interest`}
              </span>
              {d.partyAaaId ? (
                <CompanyLink aaaId={d.partyAaaId}>{d.name}</CompanyLink>
              ) : (
                <span className="font-medium text-slate-900">{d.name}</span>
              )}
            </span>
            {d.share !== null ? (
              <span className="font-semibold tabular-nums">{formatShare({ exact: d.share }, i18n.locale)}</span>
            ) : null}
            <SourceChip source={d.source} isDemo={d.isDemo} />
          </li>
        ))}
      </ul>
    </div>
  );
}
