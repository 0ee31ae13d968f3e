import { Type, type Static } from "typebox";
import { Nullable } from "./company-search.ts";
import { HsCode, MAX_RANKING_ROWS, TradeFlowSchema } from "./trade-product.ts";

/**
 * The product page's company-level tabs (issue 13): suppliers and buyers, supply chain and sanctions
 * exposure, read from the shipment records (EIA-814 monthly imports: real; bills of lading: demo
 * unless imported). A figure from generated records says so (`isDemo`, `demoShare`).
 */

const Year = Type.Integer({ minimum: 1900, maximum: 2100 });
const Money = Type.Number({ description: "USD" });
const Share = Nullable(Type.Number());

/** Suppliers are the product's exporters (flow export), buyers its importers (flow import). */
export const CompanyRankingBody = Type.Object(
  {
    hsCode: HsCode,
    year: Type.Optional(Year),
    flow: Type.Optional(TradeFlowSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RANKING_ROWS, default: 50 })),
  },
  { additionalProperties: false },
);
export const CompanyRankingRow = Type.Object({
  /** The company's id (its profile: /index/company/detals/:id); null when the record names no known company. */
  companyId: Nullable(Type.String()),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  records: Type.Integer(),
  value: Nullable(Money),
  /** The company's part of the product's records (records are counted for every source; values are not). */
  recordShare: Share,
  partners: Type.Integer({ description: "distinct counterpart companies" }),
  lastDate: Type.String({ description: "latest arrival date (YYYY-MM-DD)" }),
  source: Type.String(),
  isDemo: Type.Boolean(),
});
export type CompanyRankingRow = Static<typeof CompanyRankingRow>;
export const CompanyRanking = Type.Object({
  year: Nullable(Type.Integer()),
  flow: TradeFlowSchema,
  companies: Type.Integer(),
  records: Type.Integer(),
  /** Sum of the values recorded (null when no record gives one, as EIA-814 reports give volumes). */
  total: Nullable(Money),
  demoShare: Share,
  rows: Type.Array(CompanyRankingRow),
});
export type CompanyRanking = Static<typeof CompanyRanking>;

export const ChainProduct = Type.Object({
  /** HS heading (4 digits) of the linked product. */
  hsCode: Type.String(),
  hsCodeDescription: Nullable(Type.String()),
  companies: Type.Integer({ description: "companies linking the two products" }),
  records: Type.Integer(),
  value: Nullable(Money),
  isDemo: Type.Boolean(),
});
export type ChainProduct = Static<typeof ChainProduct>;
/**
 * Co-trade: upstream, what the product's suppliers (its exporting companies) themselves import;
 * downstream, what its buyers (its importing companies) export. Headings ranked by companies.
 */
export const ProductSupplyChain = Type.Object({
  hsCode: Type.String(),
  suppliers: Type.Integer(),
  buyers: Type.Integer(),
  upstream: Type.Array(ChainProduct),
  downstream: Type.Array(ChainProduct),
});
export type ProductSupplyChain = Static<typeof ProductSupplyChain>;

export const SanctionedProgramme = Type.Object({
  listId: Type.String(),
  listName: Type.String(),
  programme: Type.String(),
  programmeName: Nullable(Type.String()),
  /** The restricted code: the product's own, a code above it, or one under it. */
  hsCode: Type.String(),
  description: Nullable(Type.String()),
});
export const ScreenedParty = Type.Object({
  companyId: Nullable(Type.String()),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  role: Type.Union([Type.Literal("supplier"), Type.Literal("buyer")]),
  value: Nullable(Money),
  isDemo: Type.Boolean(),
  /** The best list entry found for the name, its score (0-1) and the lists that hold it. */
  entryId: Type.String(),
  caption: Type.String(),
  score: Type.Number(),
  datasets: Type.Array(Type.String()),
});
export type ScreenedParty = Static<typeof ScreenedParty>;
export const ProductChainSanctions = Type.Object({
  hsCode: Type.String(),
  programmes: Type.Array(SanctionedProgramme),
  /** Companies screened: the product's largest suppliers and buyers. */
  screened: Type.Integer(),
  threshold: Type.Number(),
  parties: Type.Array(ScreenedParty),
  lists: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), version: Nullable(Type.String()) })),
});
export type ProductChainSanctions = Static<typeof ProductChainSanctions>;
