import { Type, type Static } from "typebox";
import { CompanyHeading, List, Nullable, Page, Paging, Provenance } from "./company-profile.ts";

/**
 * Related companies: the company's own relation records, the records of companies that name it
 * (seen from the other side: its subsidiary lists it as parent), and GLEIF consolidation
 * relationships (direct and ultimate accounting parents and their children) matched by LEI.
 */
export const RelationKind = Type.Union([
  Type.Literal("parent"),
  Type.Literal("ultimate-parent"),
  Type.Literal("subsidiary"),
  Type.Literal("affiliate"),
  Type.Literal("joint-venture"),
  Type.Literal("sister"),
  Type.Literal("branch"),
]);
export type RelationKind = Static<typeof RelationKind>;

export const RelatedCompany = Type.Object({
  key: Type.String(),
  relation: RelationKind,
  name: Type.String(),
  companyId: Nullable(Type.String()),
  aaaId: Nullable(Type.String()),
  lei: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  city: Nullable(Type.String()),
  ...Provenance,
});
export type RelatedCompany = Static<typeof RelatedCompany>;

export const RelatedQuery = Type.Object({ relation: Type.Optional(RelationKind) });

export const CompanyRelated = List(RelatedCompany);
export type CompanyRelated = Static<typeof CompanyRelated>;

export const CountBy = Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }));

export const RelatedSummary = Type.Object({
  total: Type.Integer(),
  byRelation: CountBy,
  byCountry: CountBy,
  ...Provenance,
});
export type RelatedSummary = Static<typeof RelatedSummary>;

/** A star around the subject: every node belongs to a group (a relation, or a country for branches). */
export const NetworkChart = Type.Object({
  root: CompanyHeading,
  nodes: Type.Array(
    Type.Object({
      key: Type.String(),
      group: Type.String(),
      name: Type.String(),
      aaaId: Nullable(Type.String()),
      countryCode: Nullable(Type.String()),
      ...Provenance,
    }),
  ),
  truncated: Type.Boolean(),
});
export type NetworkChart = Static<typeof NetworkChart>;

export const Branch = Type.Object({
  key: Type.String(),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  city: Nullable(Type.String()),
  ...Provenance,
});
export type Branch = Static<typeof Branch>;
export const CompanyBranches = List(Branch);
export type CompanyBranches = Static<typeof CompanyBranches>;

/** Management: one row per person, with every role they hold in the company. */
export const Officer = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  nameNative: Nullable(Type.String()),
  position: Type.String(),
  roles: Type.Array(Type.String()),
  department: Nullable(Type.String()),
  nationality: Nullable(Type.String()),
  isShareholder: Type.Boolean(),
  isVerified: Type.Boolean(),
  isCurrent: Type.Boolean(),
  startDate: Nullable(Type.String()),
  endDate: Nullable(Type.String()),
  education: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  otherCompanies: Type.Integer(),
  ...Provenance,
});
export type Officer = Static<typeof Officer>;

export const ManagementStatus = Type.Union([Type.Literal("current"), Type.Literal("former"), Type.Literal("all")]);

export const ManagementQuery = Type.Object({
  ...Paging,
  department: Type.Optional(Type.String({ maxLength: 100 })),
  position: Type.Optional(Type.String({ maxLength: 100 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(ManagementStatus),
});
export type ManagementQuery = Static<typeof ManagementQuery>;

export const CompanyManagement = Page(Officer);
export type CompanyManagement = Static<typeof CompanyManagement>;

export const ManagementSummary = Type.Object({
  total: Type.Integer(),
  current: Type.Integer(),
  former: Type.Integer(),
  shareholders: Type.Integer(),
  verified: Type.Integer(),
  byDepartment: CountBy,
  ...Provenance,
});
export type ManagementSummary = Static<typeof ManagementSummary>;

export const ManagementFilter = Type.Object({ departments: CountBy, positions: CountBy });
export type ManagementFilter = Static<typeof ManagementFilter>;

export const PersonRef = Type.Object({
  personId: Type.Union([Type.String({ minLength: 1, maxLength: 20 }), Type.Integer({ minimum: 1 })]),
});

export const PersonRole = Type.Object({
  companyId: Type.String(),
  aaaId: Type.String(),
  companyName: Type.String(),
  position: Type.String(),
  department: Nullable(Type.String()),
  isShareholder: Type.Boolean(),
  startDate: Nullable(Type.String()),
  endDate: Nullable(Type.String()),
  ...Provenance,
});

export const PersonProfile = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  nameNative: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  birthYear: Nullable(Type.Integer()),
  nationality: Nullable(Type.String()),
  education: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  roles: Type.Array(PersonRole),
  companyCount: Type.Integer(),
  ...Provenance,
});
export type PersonProfile = Static<typeof PersonProfile>;

/** A person's companies: where they hold a role, an ownership interest, or both. */
export const PersonCompany = Type.Object({
  companyId: Type.String(),
  aaaId: Type.String(),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  status: Type.String(),
  positions: Type.Array(Type.String()),
  share: Nullable(Type.Number()),
  relation: Type.Union([Type.Literal("officer"), Type.Literal("shareholder"), Type.Literal("both")]),
  ...Provenance,
});
export type PersonCompany = Static<typeof PersonCompany>;
export const PersonCompanies = List(PersonCompany);
export type PersonCompanies = Static<typeof PersonCompanies>;

/** Other contact e-mail addresses on the company's domain, found in the data. */
export const MoreEmails = Type.Object({
  domain: Nullable(Type.String()),
  list: Type.Array(
    Type.Object({
      email: Type.String(),
      name: Type.String(),
      kind: Type.Union([Type.Literal("company"), Type.Literal("person")]),
      position: Nullable(Type.String()),
      ...Provenance,
    }),
  ),
});
export type MoreEmails = Static<typeof MoreEmails>;
