import { Type, type Static } from "typebox";
import { CompanyRef, Nullable } from "./company-profile.ts";

/**
 * Company data contributions (docs/decisions/0046-company-contributions.md): users propose a product,
 * an address, a change to an address, or partial company information and industry codes; an
 * administrator approves or rejects; an approved proposal is applied with `source = 'user'`.
 */
export const CONTRIBUTION_KINDS = ["product", "address", "addressEdit", "info"] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];
export const CONTRIBUTION_STATUSES = ["pending", "approved", "rejected"] as const;
const Kind = Type.Union([
  Type.Literal("product"),
  Type.Literal("address"),
  Type.Literal("addressEdit"),
  Type.Literal("info"),
]);
const Status = Type.Union([Type.Literal("pending"), Type.Literal("approved"), Type.Literal("rejected")]);
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
/** The `source` of company rows written from an approved contribution. */
export const USER_SOURCE = "user";

const Line = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const OptionalLine = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const FileId = Type.String({ pattern: "^[A-Za-z0-9_-]{22}$", description: "an image uploaded by avatarProduct" });

export const ProductProposal = Type.Object({
  ...CompanyRef.properties,
  name: Line(200),
  description: OptionalLine(2000),
  hsCode: Type.Optional(Type.String({ pattern: "^[0-9]{2,10}$", description: "HS code, 2 to 10 digits" })),
  imageFileId: Type.Optional(FileId),
});
export type ProductProposal = Static<typeof ProductProposal>;

export const ADDRESS_KINDS = ["registered", "operation", "mailing"] as const;
const AddressFields = {
  kind: Type.Union([Type.Literal("registered"), Type.Literal("operation"), Type.Literal("mailing")]),
  line1: Line(200),
  line2: OptionalLine(200),
  city: Line(100),
  region: OptionalLine(100),
  postcode: OptionalLine(20),
  countryCode: Type.String({ pattern: "^[A-Z]{2}$", description: "ISO 3166-1 alpha-2" }),
};
export const AddressProposal = Type.Object({ ...CompanyRef.properties, ...AddressFields });
export type AddressProposal = Static<typeof AddressProposal>;
export const AddressEditProposal = Type.Object({
  ...CompanyRef.properties,
  seq: Type.Integer({ minimum: 1, maximum: 32767, description: "the address changed (seq of getCompanyProfile)" }),
  ...AddressFields,
});
export type AddressEditProposal = Static<typeof AddressEditProposal>;

/** The company fields a user may propose, with the industry codes (checked against the reference tables). */
export const INFO_FIELDS = ["website", "email", "phone", "description", "employees", "isic", "nace", "naics"] as const;
export type InfoField = (typeof INFO_FIELDS)[number];
export const InfoProposal = Type.Object({
  ...CompanyRef.properties,
  website: Type.Optional(Type.String({ pattern: "^https?://[^\\s]+$", maxLength: 200 })),
  email: Type.Optional(Type.String({ pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", maxLength: 200 })),
  phone: Type.Optional(Type.String({ pattern: "^[+0-9 ().-]{5,30}$" })),
  description: OptionalLine(2000),
  // Form-encoded posts carry text: the number is read from its digits.
  employees: Type.Optional(Type.String({ pattern: "^[0-9]{1,7}$" })),
  isic: Type.Optional(Type.String({ pattern: "^[0-9]{4}$" })),
  nace: Type.Optional(Type.String({ pattern: "^[0-9]{2}\\.?[0-9]{2}$" })),
  naics: Type.Optional(Type.String({ pattern: "^[0-9]{6}$" })),
});
export type InfoProposal = Static<typeof InfoProposal>;

export const ContributionReceived = Type.Object({
  id: Type.String(),
  status: Type.Literal("pending"),
});

export const INDUSTRY_SCHEMES = ["isic", "nace", "naics"] as const;
export const IndustryOptionsQuery = Type.Object({
  scheme: Type.Union([Type.Literal("isic"), Type.Literal("nace"), Type.Literal("naics")]),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export const IndustryOptions = Type.Object({
  list: Type.Array(Type.Object({ code: Type.String(), description: Type.String(), levelName: Type.String() })),
});
export type IndustryOptions = Static<typeof IndustryOptions>;

/** One changed value: what it was before the contribution (null for a new product or address). */
export const ContributionChange = Type.Object({
  field: Type.String(),
  value: Nullable(Type.String()),
  previous: Nullable(Type.String()),
});
export type ContributionChange = Static<typeof ContributionChange>;

/** An applied contribution, as the profile shows it: what changed, from whom and when. */
export const ContributionEntry = Type.Object({
  id: Type.String(),
  kind: Kind,
  changes: Type.Array(ContributionChange),
  contributor: Type.String({ description: "first name and initial of the proposer" }),
  proposedAt: Type.String(),
  appliedAt: Type.String(),
  source: Type.Literal(USER_SOURCE),
});
export type ContributionEntry = Static<typeof ContributionEntry>;
export const CompanyContributions = Type.Object({ list: Type.Array(ContributionEntry) });
export type CompanyContributions = Static<typeof CompanyContributions>;

export const ModerationQuery = Type.Object({
  status: Type.Optional(Status),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const ModerationItem = Type.Object({
  id: Type.String(),
  kind: Kind,
  status: Status,
  companyId: Type.String(),
  aaaId: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  changes: Type.Array(ContributionChange),
  proposerEmail: Nullable(Type.String()),
  proposedAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  note: Nullable(Type.String()),
});
export type ModerationItem = Static<typeof ModerationItem>;
export const ModerationPage = Type.Object({ list: Type.Array(ModerationItem), total: Type.Integer() });
export type ModerationPage = Static<typeof ModerationPage>;

export const ModerationDecision = Type.Object({
  id: Type.String({ pattern: "^[0-9]{1,18}$" }),
  decision: Type.Union([Type.Literal("approve"), Type.Literal("reject")]),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ModerationDecision = Static<typeof ModerationDecision>;
export const ModerationDecided = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal("approved"), Type.Literal("rejected")]),
});
