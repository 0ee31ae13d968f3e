import { Type, type Static } from "typebox";
import { Nullable } from "./company-search.ts";
import { HsCode, TradeFlowSchema } from "./trade-product.ts";
import { COMPANY_ID_PATTERN, CompanyHead, SHIPMENT_REF_PATTERN } from "./trade-company.ts";

/**
 * The product page's shipping overview and import detail, and the company page's supply chain and
 * competitiveness (issue 13; not in the spec's call list, so named in its style): figures read from the
 * shipment roll-ups of migration 0045 (docs/TRADE.md, "Shipment roll-ups"), never from the shipments.
 */

const closed = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });
const Year = Type.Integer({ minimum: 1900, maximum: 2100 });
const Money = Nullable(Type.Number({ description: "USD" }));
const Share = Nullable(Type.Number());

export const ProductShippingBody = closed({ hsCode: HsCode, year: Type.Optional(Year) });
const RouteFigures = {
  records: Type.Integer(),
  /** Sum of the values recorded; null when no record gives one (EIA-814 reports give volumes). */
  value: Money,
  weightKg: Nullable(Type.Number()),
  /** The part of all the product's records of the year. */
  share: Share,
};
const Ranked = <T extends Parameters<typeof Type.Object>[0]>(key: T) =>
  Type.Array(Type.Object({ ...key, ...RouteFigures, isDemo: Type.Boolean() }));
export const ProductShippingOverview = Type.Object({
  hsCode: Type.String(),
  /** The year shown (default: the latest with records); null when the product has none. */
  year: Nullable(Type.Integer()),
  /** Years with records, newest first. */
  years: Type.Array(Type.Integer()),
  records: Type.Integer(),
  value: Money,
  /** Records giving a value, records giving a weight (the totals cover only these). */
  valuedRecords: Type.Integer(),
  weightKg: Nullable(Type.Number()),
  weighedRecords: Type.Integer(),
  containers: Nullable(Type.Integer()),
  /** Part of the records from generated (demo) bills of lading. */
  demoShare: Share,
  months: Type.Array(
    Type.Object({ month: Type.String({ description: "YYYY-MM" }), records: Type.Integer(), value: Money }),
  ),
  portsOfLading: Ranked({ port: Type.String() }),
  portsOfUnlading: Ranked({ port: Type.String() }),
  carriers: Ranked({ carrier: Type.String() }),
  lanes: Ranked({ origin: Type.String(), destination: Type.String() }),
});
export type ProductShippingOverview = Static<typeof ProductShippingOverview>;

export const ProductShipmentsBody = closed({
  hsCode: HsCode,
  year: Type.Optional(Year),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const ProductShipmentBody = closed({ hsCode: HsCode, ref: Type.String({ pattern: SHIPMENT_REF_PATTERN }) });

const CompanyId = Type.String({ pattern: COMPANY_ID_PATTERN, description: "aaa_id (A6UKX) or numeric id" });
export const CompanyAnalysisQuery = closed({
  companyId: CompanyId,
  flow: Type.Optional(TradeFlowSchema),
  year: Type.Optional(Year),
});

export const ChapterLink = Type.Object({
  /** HS chapter (2 digits). */
  hsCode: Type.String(),
  hsCodeDescription: Nullable(Type.String()),
  /** Companies behind the link: the company's suppliers (upstream) or its buyers (downstream). */
  companies: Type.Integer(),
  records: Type.Integer(),
  value: Money,
  share: Share,
  isDemo: Type.Boolean(),
});
export type ChapterLink = Static<typeof ChapterLink>;
export const CompanySupplyChain = Type.Object({
  company: CompanyHead,
  year: Nullable(Type.Integer()),
  years: Type.Array(Type.Integer()),
  /** The chapters the company itself sells (exports), left out of downstream. */
  ownChapters: Type.Array(Type.String()),
  /** Its inputs: the chapters it imports. */
  upstream: Type.Array(ChapterLink),
  /** Its buyers' uses: the chapters the companies buying from it export (its own chapters left out). */
  downstream: Type.Array(ChapterLink),
  buyers: Type.Integer(),
});
export type CompanySupplyChain = Static<typeof CompanySupplyChain>;

export const CompetitivenessRow = Type.Object({
  hsCode: Type.String(),
  hsCodeDescription: Nullable(Type.String()),
  /** The market: the country its imports arrive in (its exports leave from). */
  market: Type.String(),
  records: Type.Integer(),
  value: Money,
  /** Its records over all records of the product into (out of) the market. */
  recordShare: Share,
  /** Its value over the valued records' value of the product in the market (null without values). */
  valueShare: Share,
  /** Its rank among the product's importers (exporters) in the market by records: 1 + companies with more. */
  rank: Type.Integer(),
  companies: Type.Integer({ description: "importers (exporters) of the product in the market" }),
  /** Its records on the year before: r_t / r_{t-1} - 1. */
  growth: Share,
  /** HHI over its suppliers' (buyers') records of the product; null when no record names one. */
  partnerHhi: Share,
  partners: Type.Integer(),
  isDemo: Type.Boolean(),
});
export type CompetitivenessRow = Static<typeof CompetitivenessRow>;
export const CompanyCompetitiveness = Type.Object({
  company: CompanyHead,
  flow: TradeFlowSchema,
  year: Nullable(Type.Integer()),
  years: Type.Array(Type.Integer()),
  /** HHI over all its suppliers' (buyers') records, and normalised (1/N removed). */
  partnerHhi: Share,
  partnerHhiNormalised: Share,
  partners: Type.Integer(),
  rows: Type.Array(CompetitivenessRow),
});
export type CompanyCompetitiveness = Static<typeof CompanyCompetitiveness>;
