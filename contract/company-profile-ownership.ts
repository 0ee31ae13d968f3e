import { Type, type Static } from "typebox";
import { CompanyHeading, List, Nullable, Provenance } from "./company-profile.ts";

export const PartyType = Type.Union([
  Type.Literal("company"),
  Type.Literal("person"),
  Type.Literal("ngo"),
  Type.Literal("state"),
  Type.Literal("other"),
  Type.Literal("unknown"),
]);
export type PartyType = Static<typeof PartyType>;

/** A natural person is an ultimate beneficial owner above this effective share (EU AML directives: "more than 25 %"). */
export const UBO_THRESHOLD_PERCENT = 25;

/**
 * One edge of an ownership (or investment) tree: the party holding a direct interest in the company one
 * level closer to the subject. `key` is the path from the subject, `parentKey` the node it hangs
 * under (null on level 1). Shares are in per cent: `share` when the source gives an exact figure,
 * `shareMin`/`shareMax` for a range (equal to `share` when exact). `effective*` multiplies the
 * shares along the path from the subject; null when a link on the path has no share (control only).
 * `isCycle`: the party is already on the path (A owns B owns A); the node is shown, not expanded.
 * `hasMore`: the tree stops at the depth limit, and this party has owners of its own.
 */
export const OwnershipNode = Type.Object({
  key: Type.String(),
  parentKey: Nullable(Type.String()),
  level: Type.Integer({ minimum: 1 }),
  partyType: PartyType,
  partyCompanyId: Nullable(Type.String()),
  partyAaaId: Nullable(Type.String()),
  partyPersonId: Nullable(Type.String()),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  interestType: Type.String(),
  share: Nullable(Type.Number()),
  shareMin: Nullable(Type.Number()),
  shareMax: Nullable(Type.Number()),
  effectiveShare: Nullable(Type.Number()),
  effectiveMin: Nullable(Type.Number()),
  effectiveMax: Nullable(Type.Number()),
  isDirect: Type.Boolean(),
  isBeneficial: Type.Boolean(),
  isUbo: Type.Boolean(),
  isCycle: Type.Boolean(),
  hasMore: Type.Boolean(),
  startDate: Nullable(Type.String()),
  ...Provenance,
});
export type OwnershipNode = Static<typeof OwnershipNode>;

/**
 * An owner at the top of a chain (a person, a state, an NGO, or a company with no known owners),
 * with its effective shares summed over every path that reaches the subject.
 */
export const UltimateOwner = Type.Object({
  partyKey: Type.String(),
  partyType: PartyType,
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  partyAaaId: Nullable(Type.String()),
  partyPersonId: Nullable(Type.String()),
  effectiveShare: Nullable(Type.Number()),
  effectiveMin: Nullable(Type.Number()),
  effectiveMax: Nullable(Type.Number()),
  paths: Type.Integer(),
  isUbo: Type.Boolean(),
  ...Provenance,
});
export type UltimateOwner = Static<typeof UltimateOwner>;

/**
 * What the source itself states beyond the direct holdings (BODS indirect statements): a natural
 * person's beneficial ownership through the chain, or the group's ultimate parent. The tree is
 * built from direct holdings only; these are shown beside it, and a declared beneficial owner is a UBO.
 */
export const DeclaredOwner = Type.Object({
  partyKey: Type.String(),
  partyType: PartyType,
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  partyAaaId: Nullable(Type.String()),
  partyPersonId: Nullable(Type.String()),
  interestType: Type.String(),
  share: Nullable(Type.Number()),
  isBeneficial: Type.Boolean(),
  ...Provenance,
});
export type DeclaredOwner = Static<typeof DeclaredOwner>;

/** The ownership tree: every level up to the ultimate owners (or the depth limit). */
export const OwnershipTree = Type.Object({
  root: CompanyHeading,
  nodes: Type.Array(OwnershipNode),
  ultimateOwners: Type.Array(UltimateOwner),
  declaredOwners: Type.Array(DeclaredOwner),
  maxDepth: Type.Integer(),
  truncated: Type.Boolean(),
  uboThresholdPercent: Type.Number(),
});
export type OwnershipTree = Static<typeof OwnershipTree>;

/** getCompanyOwnership: the tree flattened for the shareholder table, and the ultimate owners. */
export const CompanyOwnership = Type.Object({
  ...List(OwnershipNode).properties,
  ultimateOwners: Type.Array(UltimateOwner),
  declaredOwners: Type.Array(DeclaredOwner),
  uboThresholdPercent: Type.Number(),
});
export type CompanyOwnership = Static<typeof CompanyOwnership>;

export const ShareholderSummary = Type.Object({
  directCount: Type.Integer(),
  totalCount: Type.Integer(),
  levels: Type.Integer(),
  uboCount: Type.Integer(),
  byType: Type.Array(Type.Object({ partyType: PartyType, count: Type.Integer() })),
  disclosedShare: Nullable(Type.Number()),
  largest: Nullable(Type.Object({ name: Type.String(), share: Type.Number(), ...Provenance })),
  ...Provenance,
});
export type ShareholderSummary = Static<typeof ShareholderSummary>;

/** Direct shareholders' exact shares for a donut chart; `undisclosed` is what they leave to 100 %. */
export const ShareholderChartSummary = Type.Object({
  slices: Type.Array(
    Type.Object({ key: Type.String(), name: Type.String(), partyType: PartyType, share: Type.Number(), ...Provenance }),
  ),
  undisclosed: Nullable(Type.Number()),
  rangedCount: Type.Integer(),
});
export type ShareholderChartSummary = Static<typeof ShareholderChartSummary>;

/** A company the subject holds an interest in (the other direction of ownership). */
export const Investment = Type.Object({
  companyId: Type.String(),
  aaaId: Type.String(),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  interestType: Type.String(),
  share: Nullable(Type.Number()),
  shareMin: Nullable(Type.Number()),
  shareMax: Nullable(Type.Number()),
  startDate: Nullable(Type.String()),
  ...Provenance,
});
export type Investment = Static<typeof Investment>;

export const CompanyInvestments = List(Investment);
export type CompanyInvestments = Static<typeof CompanyInvestments>;
