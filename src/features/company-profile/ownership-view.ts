import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OwnershipNode } from "../../../contract/company-profile-ownership.ts";
import type { TreeNodeView } from "../../charts/hierarchy-chart.tsx";
import { countryNameOf, formatShare } from "./format.ts";
import { INTEREST_LABELS, labelOf, PARTY_LABELS } from "./labels.ts";

const TONE = { company: "company", person: "person" } as const;

/** How an ownership or investment edge looks in the tree chart, in the user's language. */
export function describeEdge(edge: OwnershipNode, i18n: I18n, direction: "up" | "down"): TreeNodeView {
  const translate = i18n._.bind(i18n);
  const party = labelOf(PARTY_LABELS, edge.partyType, translate);
  const country = edge.countryCode ? countryNameOf(edge.countryCode, i18n.locale) : null;
  const share = formatShare({ exact: edge.share, min: edge.shareMin, max: edge.shareMax }, i18n.locale);
  const effective = formatShare(
    { exact: edge.effectiveShare, min: edge.effectiveMin, max: edge.effectiveMax },
    i18n.locale,
  );
  const interest = labelOf(INTEREST_LABELS, edge.interestType, translate);
  const direct = share === "-" ? interest : share;
  const detail =
    edge.level > 1 && effective !== "-"
      ? i18n._(
          msg({
            message: `${direct} · effective ${effective}`,
            comment: "Ownership chart node: direct share, then share through the chain",
          }),
        )
      : direct;
  const notes = [
    edge.isUbo ? i18n._(msg`Ultimate beneficial owner`) : null,
    edge.isCycle ? i18n._(msg`Circular ownership: this company already appears lower in the chain`) : null,
    edge.hasMore ? i18n._(msg`It has owners of its own beyond the levels shown`) : null,
    edge.partyAaaId ? i18n._(msg`Click to open its profile`) : null,
  ].filter(Boolean);
  const where =
    direction === "up"
      ? i18n._(msg`Holds ${direct} of the company below`)
      : i18n._(msg`Held at ${direct} by the company above`);
  return {
    title: edge.name,
    subtitle: [party, country].filter(Boolean).join(" · "),
    detail,
    tone: edge.partyType in TONE ? TONE[edge.partyType as keyof typeof TONE] : "other",
    isHighlighted: edge.isUbo,
    ...(edge.isUbo
      ? {
          badge: i18n._(
            msg({
              message: "UBO",
              comment: "Short for ultimate beneficial owner, in a chart badge (keep it very short)",
            }),
          ),
        }
      : {}),
    isDashed: edge.isCycle,
    isOpenable: Boolean(edge.partyAaaId),
    tooltip: [edge.name, where, effective !== "-" ? i18n._(msg`Effective share: ${effective}`) : null, ...notes]
      .filter(Boolean)
      .join("\n"),
  };
}
