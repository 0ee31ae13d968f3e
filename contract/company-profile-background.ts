import { Type, type Static } from "typebox";
import { Address, CompanyStatus, Nullable, Provenance, Security } from "./company-profile.ts";

/** Data-quality index 1-100 of the company, and the average over its country's companies. */
export const DataQuality = Type.Object({
  index: Type.Integer({ minimum: 1, maximum: 100 }),
  countryIndex: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
  countryCompanies: Type.Integer(),
});

export const SanctionMatch = Type.Object({
  listId: Type.String(),
  listName: Type.String(),
  entryName: Type.String(),
  matchedOn: Type.Union([Type.Literal("lei"), Type.Literal("name")]),
  listedOn: Nullable(Type.String()),
  ...Provenance,
});

/**
 * Snapshot: the facts a reader looks at first. `sanctions` is present only when sanctions lists are
 * loaded: an exact LEI or (case-folded) name match against every loaded list; no match is not a
 * clearance, only "not on the loaded lists under this name".
 */
export const CompanySnapshot = Type.Object({
  companyId: Type.String(),
  aaaId: Type.String(),
  name: Type.String(),
  nameNative: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  countryName: Nullable(Type.String()),
  status: CompanyStatus,
  legalForm: Nullable(Type.String()),
  description: Nullable(Type.String()),
  lastUpdate: Nullable(Type.String()),
  ...Provenance,
  dataQuality: DataQuality,
  address: Nullable(Address),
  contact: Type.Object({
    website: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    ...Provenance,
  }),
  registration: Type.Object({
    registryNumber: Nullable(Type.String()),
    lei: Nullable(Type.String()),
    cik: Nullable(Type.String()),
    taxId: Nullable(Type.String()),
    jurisdiction: Nullable(Type.String()),
    foundedOn: Nullable(Type.String()),
    ...Provenance,
  }),
  listing: Type.Object({
    isListed: Type.Boolean(),
    stockCode: Nullable(Type.String()),
    exchange: Nullable(Type.String()),
    securities: Type.Array(Security),
    ...Provenance,
  }),
  industry: Nullable(
    Type.Object({ scheme: Type.String(), code: Type.String(), description: Nullable(Type.String()), ...Provenance }),
  ),
  employees: Nullable(Type.Object({ count: Type.Integer(), ...Provenance })),
  shareholders: Type.Object({ count: Type.Integer(), ...Provenance }),
  performance: Nullable(
    Type.Object({
      fiscalYear: Type.Integer(),
      periodEnd: Type.String(),
      periodMonths: Type.Integer(),
      currency: Type.String(),
      revenue: Nullable(Type.Number()),
      netIncome: Nullable(Type.Number()),
      totalAssets: Nullable(Type.Number()),
      equity: Nullable(Type.Number()),
      ...Provenance,
    }),
  ),
  creditOpinion: Nullable(
    Type.Object({
      year: Type.Integer(),
      rating: Type.String(),
      localScore: Nullable(Type.Integer()),
      probabilityOfDefault: Nullable(Type.Number()),
      riskIndicator: Type.String(),
      ...Provenance,
    }),
  ),
  sanctions: Type.Optional(
    Type.Object({
      isListed: Type.Boolean(),
      listsChecked: Type.Integer(),
      matches: Type.Array(SanctionMatch),
      ...Provenance,
    }),
  ),
});
export type CompanySnapshot = Static<typeof CompanySnapshot>;

export const CompanyName = Type.Object({
  kind: Type.Union([
    Type.Literal("primary"),
    Type.Literal("native"),
    Type.Literal("former"),
    Type.Literal("alias"),
    Type.Literal("trading"),
  ]),
  name: Type.String(),
  latin: Nullable(Type.String()),
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  ...Provenance,
});

/** Profile: identity, legal form, jurisdiction, addresses, name history and capital. */
export const CompanyProfile = Type.Object({
  companyId: Type.String(),
  aaaId: Type.String(),
  name: Type.String(),
  nameNative: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  countryName: Nullable(Type.String()),
  status: CompanyStatus,
  vatNumber: Nullable(Type.String()),
  taxId: Nullable(Type.String()),
  lei: Nullable(Type.String()),
  cik: Nullable(Type.String()),
  registryNumber: Nullable(Type.String()),
  stockCode: Nullable(Type.String()),
  stockExchange: Nullable(Type.String()),
  securities: Type.Array(Security),
  legalForm: Nullable(
    Type.Object({
      name: Type.String(),
      elfCode: Nullable(Type.String()),
      localName: Nullable(Type.String()),
      abbreviations: Type.Array(Type.String()),
      source: Type.String(),
    }),
  ),
  entityType: Nullable(Type.String()),
  jurisdiction: Nullable(Type.Object({ code: Type.String(), name: Nullable(Type.String()) })),
  foundedOn: Nullable(Type.String()),
  dissolvedOn: Nullable(Type.String()),
  fiscalYearEnd: Nullable(Type.String()),
  description: Nullable(Type.String()),
  addresses: Type.Array(Address),
  names: Type.Array(CompanyName),
  capital: Type.Object({
    registered: Nullable(Type.Number()),
    paidIn: Nullable(Type.Number()),
    currency: Nullable(Type.String()),
    ...Provenance,
  }),
  lastUpdate: Nullable(Type.String()),
  ...Provenance,
});
export type CompanyProfile = Static<typeof CompanyProfile>;
