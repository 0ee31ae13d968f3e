import { Type, type Static } from "typebox";
import { CompanyRef, Nullable, Provenance } from "./company-profile.ts";

/** Operations: what the company does, where, and what it sells. */
export const CompanyOperating = Type.Object({
  lineOfBusiness: Type.Object({
    description: Nullable(Type.String()),
    activities: Type.Array(
      Type.Object({ scheme: Type.String(), code: Type.String(), description: Nullable(Type.String()) }),
    ),
    entityType: Nullable(Type.String()),
    ...Provenance,
  }),
  territories: Type.Array(
    Type.Object({
      countryCode: Type.String(),
      countryName: Nullable(Type.String()),
      kinds: Type.Array(Type.String()),
      count: Type.Integer(),
      ...Provenance,
    }),
  ),
  products: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      name: Type.String(),
      description: Nullable(Type.String()),
      hsCode: Nullable(Type.String()),
      hsDescription: Nullable(Type.String()),
      imageUrl: Nullable(Type.String()),
      ...Provenance,
    }),
  ),
});
export type CompanyOperating = Static<typeof CompanyOperating>;

/** The spec's address-type selector: Subject company, Subsidiary, Registered Address, Operation Address, All. */
export const LocationType = Type.Union([
  Type.Literal("subject"),
  Type.Literal("subsidiary"),
  Type.Literal("registered"),
  Type.Literal("operation"),
  Type.Literal("all"),
]);
export type LocationType = Static<typeof LocationType>;
export const LOCATION_TYPES = ["subject", "subsidiary", "registered", "operation", "all"] as const;

export const LocationsQuery = Type.Object({ ...CompanyRef.properties, type: Type.Optional(LocationType) });

export const CompanyLocation = Type.Object({
  key: Type.String(),
  type: Type.Union([
    Type.Literal("subject"),
    Type.Literal("subsidiary"),
    Type.Literal("registered"),
    Type.Literal("operation"),
    Type.Literal("mailing"),
  ]),
  name: Type.String(),
  aaaId: Nullable(Type.String()),
  line1: Nullable(Type.String()),
  line2: Nullable(Type.String()),
  city: Nullable(Type.String()),
  region: Nullable(Type.String()),
  postcode: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  lat: Nullable(Type.Number()),
  lon: Nullable(Type.Number()),
  ...Provenance,
});
export type CompanyLocation = Static<typeof CompanyLocation>;

export const CompanyLocations = Type.Object({
  type: LocationType,
  list: Type.Array(CompanyLocation),
  counts: Type.Object({
    subject: Type.Integer(),
    subsidiary: Type.Integer(),
    registered: Type.Integer(),
    operation: Type.Integer(),
    all: Type.Integer(),
  }),
});
export type CompanyLocations = Static<typeof CompanyLocations>;

/**
 * Industry codes the data holds for the company, with descriptions from the bundled ISIC Rev.4,
 * NACE Rev.2 and NAICS reference tables when they are loaded (`path`: the code's ancestors, section
 * first). Classifications with no open source (CSIC, GICS) are never derived or guessed.
 */
export const IndustryCode = Type.Object({
  scheme: Type.Union([
    Type.Literal("ISIC"),
    Type.Literal("NACE"),
    Type.Literal("NAICS"),
    Type.Literal("SIC"),
    Type.Literal("AAAIC"),
  ]),
  code: Type.String(),
  description: Nullable(Type.String()),
  path: Type.Array(Type.Object({ code: Type.String(), levelName: Type.String(), description: Type.String() })),
  descriptionSource: Nullable(Type.String()),
  ...Provenance,
});
export type IndustryCode = Static<typeof IndustryCode>;

export const CompanyIndustry = Type.Object({ codes: Type.Array(IndustryCode) });
export type CompanyIndustry = Static<typeof CompanyIndustry>;
