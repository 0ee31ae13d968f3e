import { Type, type Static } from "typebox";
import { Nullable } from "./company-search.ts";
import { CompanyRef } from "./company-profile.ts";
import { TradeFlowSchema } from "./trade-product.ts";

/**
 * The company profile's trade tabs (import&Export, ImportDetail, supplyChain; issue 13): the company's
 * shipment records as importer (flow import) and as exporter (flow export). Records of generated
 * (demo) data say so (`isDemo`); EIA-814 monthly import reports give volumes, not values (value null).
 */

const Money = Nullable(Type.Number({ description: "USD" }));
const Share = Nullable(Type.Number());

export const FlowQuery = Type.Object(
  { ...CompanyRef.properties, flow: Type.Optional(TradeFlowSchema) },
  { additionalProperties: false },
);
export const RankQuery = Type.Object(
  {
    ...CompanyRef.properties,
    flow: Type.Optional(TradeFlowSchema),
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
  },
  { additionalProperties: false },
);
export const DetailsQuery = Type.Object(
  {
    ...CompanyRef.properties,
    flow: Type.Optional(TradeFlowSchema),
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

const FlowSummary = Type.Object({
  records: Type.Integer(),
  valueUsd: Money,
  firstDate: Type.String(),
  lastDate: Type.String(),
  topPartners: Type.Array(Type.String()),
  topHsCodes: Type.Array(Type.String()),
  source: Type.String(),
  isDemo: Type.Boolean(),
});
export const ImportExport = Type.Object({ imports: Nullable(FlowSummary), exports: Nullable(FlowSummary) });
export type ImportExport = Static<typeof ImportExport>;

export const MonthlyTrade = Type.Object({
  flow: TradeFlowSchema,
  rows: Type.Array(
    Type.Object({
      month: Type.String({ description: "YYYY-MM" }),
      records: Type.Integer(),
      value: Money,
      isDemo: Type.Boolean(),
    }),
  ),
});
export type MonthlyTrade = Static<typeof MonthlyTrade>;

export const ContinentTrade = Type.Object({
  flow: TradeFlowSchema,
  rows: Type.Array(
    Type.Object({
      /** The partner side's continent (AF, AN, AS, EU, NA, OC, SA); null when the record names no country. */
      continentCode: Nullable(Type.String()),
      countries: Type.Array(Type.String()),
      records: Type.Integer(),
      value: Money,
      recordShare: Share,
      isDemo: Type.Boolean(),
    }),
  ),
});
export type ContinentTrade = Static<typeof ContinentTrade>;

export const ProductTrade = Type.Object({
  flow: TradeFlowSchema,
  rows: Type.Array(
    Type.Object({
      hsCode: Nullable(Type.String({ description: "HS heading (4 digits); null when the record has no code" })),
      hsCodeDescription: Nullable(Type.String()),
      records: Type.Integer(),
      value: Money,
      recordShare: Share,
      isDemo: Type.Boolean(),
    }),
  ),
});
export type ProductTrade = Static<typeof ProductTrade>;

export const RankOptions = Type.Object({ flows: Type.Array(TradeFlowSchema), years: Type.Array(Type.Integer()) });

export const TradePartner = Type.Object({
  companyId: Nullable(Type.String()),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  records: Type.Integer(),
  value: Money,
  hsCodes: Type.Array(Type.String()),
  lastDate: Type.String(),
  source: Type.String(),
  isDemo: Type.Boolean(),
});
export type TradePartner = Static<typeof TradePartner>;
/** Suppliers (flow import: the exporters shipping to the company) or customers (flow export). */
export const PartnerRanking = Type.Object({
  flow: TradeFlowSchema,
  year: Nullable(Type.Integer()),
  partners: Type.Integer(),
  rows: Type.Array(TradePartner),
});
export type PartnerRanking = Static<typeof PartnerRanking>;

export const CompanySupplyChain = Type.Object({
  suppliers: Type.Array(TradePartner),
  customers: Type.Array(TradePartner),
});
export type CompanySupplyChain = Static<typeof CompanySupplyChain>;

export const TradeRecord = Type.Object({
  id: Type.String(),
  recordKind: Type.String(),
  date: Type.String(),
  partnerName: Nullable(Type.String()),
  partnerCountry: Nullable(Type.String()),
  hsCode: Nullable(Type.String()),
  cargo: Nullable(Type.String()),
  originCountry: Nullable(Type.String()),
  destinationCountry: Nullable(Type.String()),
  port: Nullable(Type.String()),
  quantity: Nullable(Type.Number()),
  quantityUnit: Nullable(Type.String()),
  value: Money,
  source: Type.String(),
  isDemo: Type.Boolean(),
});
export type TradeRecord = Static<typeof TradeRecord>;
export const TradeRecords = Type.Object({
  flow: TradeFlowSchema,
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  rows: Type.Array(TradeRecord),
});
export type TradeRecords = Static<typeof TradeRecords>;
