import { Type, type Static, type TSchema } from "typebox";

/**
 * The company profile (spec sections 2, 3 and 7): `/backgroud/*` (spelled as the spec spells it),
 * the non-trade `/businessActivities/*` calls and the view log under `/myDatabase/*`.
 *
 * Company id in requests: the spec's client is loose about the name, so every request takes the
 * company in any one of `id`, `aaaId` or `companyId` (checked in that order). The value is either
 * the id users see (`aaa_id`, "A" and the numeric id in base 36, such as "A6UKX") or the numeric
 * id itself, as a string or a number. POST calls carry it in the JSON body, GET calls in the query.
 * An unknown company answers HTTP 404 with code 404 and a localised message.
 *
 * Provenance: every item of every response carries `source` (the data set and its version, or
 * "demo") and `isDemo` (true for generated demo data), so the app can say where each figure came from.
 */

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const IdValue = Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Integer({ minimum: 1 })]);

/** The company, named in any of the three ways the spec's client uses. */
export const CompanyRef = Type.Object(
  { id: Type.Optional(IdValue), aaaId: Type.Optional(IdValue), companyId: Type.Optional(IdValue) },
  { description: "The company: `id`, `aaaId` or `companyId`, as an aaa_id (A6UKX) or a numeric id" },
);
export type CompanyRef = Static<typeof CompanyRef>;

export const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const Provenance = { source: Type.String(), isDemo: Type.Boolean() };

export const CompanyStatus = Type.Union([
  Type.Literal("active"),
  Type.Literal("inactive"),
  Type.Literal("dissolved"),
  Type.Literal("in_liquidation"),
  Type.Literal("unknown"),
]);
export type CompanyStatus = Static<typeof CompanyStatus>;

export const AddressKind = Type.Union([
  Type.Literal("registered"),
  Type.Literal("operation"),
  Type.Literal("subsidiary"),
  Type.Literal("mailing"),
]);

export const Address = Type.Object({
  seq: Type.Integer(),
  kind: AddressKind,
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
export type Address = Static<typeof Address>;

/** Who the company is, in every response that draws a chart around it. */
export const CompanyHeading = Type.Object({
  companyId: Type.String(),
  aaaId: Type.String(),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  ...Provenance,
});
export type CompanyHeading = Static<typeof CompanyHeading>;

export const Security = Type.Object({
  ticker: Type.String(),
  exchange: Nullable(Type.String()),
  isPrimary: Type.Boolean(),
  ...Provenance,
});

/** A paged list: `list` is one page, `total` counts every row. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() });

/** A full list (bounded by the server), with the number of rows that exist. */
export const List = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), truncated: Type.Boolean() });
