import {
  UBO_THRESHOLD_PERCENT,
  type DeclaredOwner,
  type OwnershipNode,
  type ShareholderChartSummary,
  type ShareholderSummary,
  type UltimateOwner,
} from "../../../contract/company-profile-ownership.ts";
import type { DeclaredRow, TreeRow } from "./ownership.repo.ts";
import { numberOrNull, percent, textOrNull } from "./sql-values.ts";

/** Pure arithmetic over an ownership tree: ultimate owners, UBOs, summaries. No I/O. */

/** One identity per party, so that the same owner reached through two paths is counted once. */
export function partyKey(
  node: Pick<OwnershipNode, "partyType" | "partyCompanyId" | "partyPersonId" | "name" | "countryCode">,
) {
  if (node.partyPersonId) return `person:${node.partyPersonId}`;
  if (node.partyCompanyId) return `company:${node.partyCompanyId}`;
  return `${node.partyType}:${node.name.trim().toLowerCase()}|${node.countryCode ?? ""}`;
}

export function toNode(row: TreeRow): OwnershipNode {
  const share = numberOrNull(row.share_exact);
  return {
    key: row.node_key,
    parentKey: row.parent_key,
    level: Number(row.level),
    partyType: row.party_type,
    partyCompanyId: textOrNull(row.party_company_id),
    partyAaaId: row.party_aaa_id,
    partyPersonId: textOrNull(row.party_person_id),
    name: row.name,
    countryCode: row.country_code,
    interestType: row.interest_type,
    share,
    shareMin: share ?? numberOrNull(row.share_min),
    shareMax: share ?? numberOrNull(row.share_max),
    effectiveShare: row.eff_min !== null && row.eff_min === row.eff_max ? percent(row.eff_min) : null,
    effectiveMin: percent(row.eff_min),
    effectiveMax: percent(row.eff_max),
    isDirect: row.is_direct,
    isBeneficial: row.is_beneficial,
    isUbo: false,
    isCycle: row.is_cycle,
    hasMore: row.has_more,
    startDate: row.start_date,
    source: row.source,
    isDemo: row.is_demo,
  };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function toDeclared(row: DeclaredRow): DeclaredOwner {
  const owner = {
    partyType: row.party_type,
    partyCompanyId: textOrNull(row.party_company_id),
    partyPersonId: textOrNull(row.party_person_id),
    name: row.name,
    countryCode: row.country_code,
  };
  return {
    partyKey: partyKey(owner),
    partyType: owner.partyType,
    name: owner.name,
    countryCode: owner.countryCode,
    partyAaaId: row.party_aaa_id,
    partyPersonId: owner.partyPersonId,
    interestType: row.interest_type,
    share: numberOrNull(row.share_exact),
    isBeneficial: row.is_beneficial,
    source: row.source,
    isDemo: row.is_demo,
  };
}

/**
 * Owners at the top of their chains: nodes nobody else is above, that are neither a cycle nor cut by
 * the depth limit. Their effective shares add up over every path to the subject. A natural person
 * above the threshold, or one the source marks as beneficial owner (on the holding itself or in an
 * indirect statement, `declared`), is an ultimate beneficial owner.
 */
export function ultimateOwners(
  nodes: readonly OwnershipNode[],
  declared: readonly DeclaredOwner[] = [],
): UltimateOwner[] {
  const declaredBeneficial = new Set(
    declared.filter((d) => d.isBeneficial && d.partyType === "person").map((d) => d.partyKey),
  );
  const parents = new Set(nodes.map((n) => n.parentKey).filter((k): k is string => k !== null));
  const owners = new Map<string, UltimateOwner & { beneficial: boolean; exact: boolean; known: boolean }>();
  for (const node of nodes) {
    if (parents.has(node.key) || node.isCycle || node.hasMore) continue;
    const key = partyKey(node);
    const owner = owners.get(key) ?? {
      partyKey: key,
      partyType: node.partyType,
      name: node.name,
      countryCode: node.countryCode,
      partyAaaId: node.partyAaaId,
      partyPersonId: node.partyPersonId,
      effectiveShare: null,
      effectiveMin: null,
      effectiveMax: null,
      paths: 0,
      isUbo: false,
      source: node.source,
      isDemo: node.isDemo,
      beneficial: false,
      exact: true,
      known: false,
    };
    owner.paths += 1;
    owner.beneficial ||= node.isBeneficial;
    owner.isDemo &&= node.isDemo;
    if (!owner.source.split(", ").includes(node.source)) owner.source = `${owner.source}, ${node.source}`;
    if (node.effectiveMin !== null && node.effectiveMax !== null) {
      owner.known = true;
      owner.effectiveMin = round4((owner.effectiveMin ?? 0) + node.effectiveMin);
      owner.effectiveMax = round4((owner.effectiveMax ?? 0) + node.effectiveMax);
      owner.exact &&= node.effectiveShare !== null;
    }
    owners.set(key, owner);
  }
  return [...owners.values()]
    .map(({ beneficial, exact, known, ...owner }) => ({
      ...owner,
      effectiveShare: known && exact ? owner.effectiveMin : null,
      isUbo:
        owner.partyType === "person" &&
        (beneficial || declaredBeneficial.has(owner.partyKey) || (owner.effectiveMin ?? 0) > UBO_THRESHOLD_PERCENT),
    }))
    .sort((a, b) => (b.effectiveMax ?? -1) - (a.effectiveMax ?? -1) || a.name.localeCompare(b.name));
}

/** The nodes with their UBO flag set from the owners' list. */
export function markUbos(nodes: readonly OwnershipNode[], owners: readonly UltimateOwner[]): OwnershipNode[] {
  const ubos = new Set(owners.filter((o) => o.isUbo).map((o) => o.partyKey));
  return nodes.map((node) => ({ ...node, isUbo: ubos.has(partyKey(node)) }));
}

function provenanceOf(nodes: readonly OwnershipNode[], fallback: { source: string; isDemo: boolean }) {
  if (nodes.length === 0) return fallback;
  return { source: [...new Set(nodes.map((n) => n.source))].join(", "), isDemo: nodes.every((n) => n.isDemo) };
}

const isShareholding = (n: OwnershipNode) => n.level === 1 && n.interestType === "shareholding";

export function shareholderSummary(
  nodes: readonly OwnershipNode[],
  owners: readonly UltimateOwner[],
  fallback: { source: string; isDemo: boolean },
): ShareholderSummary {
  const parties = new Map(nodes.map((n) => [partyKey(n), n.partyType]));
  const byType = new Map<OwnershipNode["partyType"], number>();
  for (const type of parties.values()) byType.set(type, (byType.get(type) ?? 0) + 1);
  const holdings = nodes.filter(isShareholding);
  const exact = holdings.filter((n) => n.share !== null);
  const largest = [...holdings].sort((a, b) => (b.shareMin ?? -1) - (a.shareMin ?? -1))[0];
  return {
    directCount: nodes.filter((n) => n.level === 1).length,
    totalCount: parties.size,
    levels: nodes.reduce((max, n) => Math.max(max, n.level), 0),
    uboCount: owners.filter((o) => o.isUbo).length,
    byType: [...byType.entries()].map(([partyType, count]) => ({ partyType, count })),
    disclosedShare: exact.length ? round4(exact.reduce((sum, n) => sum + (n.share ?? 0), 0)) : null,
    largest:
      largest && largest.shareMin !== null
        ? { name: largest.name, share: largest.shareMin, source: largest.source, isDemo: largest.isDemo }
        : null,
    ...provenanceOf(nodes, fallback),
  };
}

/** Direct holdings with an exact share, largest first; what they leave to 100 % is undisclosed. */
export function shareholderChartSummary(nodes: readonly OwnershipNode[]): ShareholderChartSummary {
  const holdings = nodes.filter(isShareholding);
  const slices = holdings
    .filter((n) => n.share !== null && n.share > 0)
    .map((n) => ({
      key: n.key,
      name: n.name,
      partyType: n.partyType,
      share: n.share ?? 0,
      source: n.source,
      isDemo: n.isDemo,
    }))
    .sort((a, b) => b.share - a.share);
  const total = slices.reduce((sum, s) => sum + s.share, 0);
  return {
    slices,
    undisclosed: slices.length ? round4(Math.max(0, 100 - total)) : null,
    rangedCount: holdings.filter((n) => n.share === null && n.shareMin !== null).length,
  };
}
