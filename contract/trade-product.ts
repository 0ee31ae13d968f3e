import { Type, type Static } from "typebox";
import { Nullable } from "./company-search.ts";

/**
 * Trade by product (issue 13, spec section 7): the product search and the product page's calls.
 * Values are USD; shares and growth are fractions (0.25 = 25 %); a ratio that is not defined is null.
 * Every figure says whether generated (demo) flows are in it: `isDemo` on a row, `demoShare` on a total.
 */

export const HS_CODE_PATTERN = "^[0-9]{2}([0-9]{2}){0,2}$";
export const HsCode = Type.String({
  pattern: HS_CODE_PATTERN,
  description: "HS chapter (2), heading (4) or subheading (6)",
});
export const TRADE_FLOWS = ["export", "import"] as const;
export type TradeFlow = (typeof TRADE_FLOWS)[number];
export const TradeFlowSchema = Type.Union([Type.Literal("export"), Type.Literal("import")]);
export const PRODUCT_SEARCH_PAGE_SIZES = [10, 20, 50] as const;
export const MAX_PRODUCT_KEYWORD = 100;
export const MAX_RANKING_ROWS = 200;

const Year = Type.Integer({ minimum: 1900, maximum: 2100 });
const Money = Type.Number({ description: "USD" });
const Share = Nullable(Type.Number());

export const ProductSearchBody = Type.Object(
  {
    keyword: Type.String({ minLength: 1, maxLength: MAX_PRODUCT_KEYWORD, description: "An HS code prefix or words" }),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  },
  { additionalProperties: false },
);
export const ProductSuggestion = Type.Object({
  hsCode: Type.String(),
  hsCodeDescription: Type.String(),
  level: Type.Integer(),
  /** Latest year with trade in the roll-ups, and world trade of the product that year. */
  year: Nullable(Type.Integer()),
  tradeValue: Nullable(Money),
  demoShare: Share,
});
export type ProductSuggestion = Static<typeof ProductSuggestion>;
export const ProductSearchResult = Type.Object({ total: Type.Integer(), rows: Type.Array(ProductSuggestion) });

export const ProductBody = Type.Object({ hsCode: HsCode }, { additionalProperties: false });
export const ProductYearBody = Type.Object(
  { hsCode: HsCode, year: Type.Optional(Year), flow: Type.Optional(TradeFlowSchema) },
  { additionalProperties: false },
);

export const DataSource = Type.Object({ source: Type.String(), isDemo: Type.Boolean() });
export const CountryValue = Type.Object({
  countryCode: Type.String(),
  value: Money,
  share: Share,
  isDemo: Type.Boolean(),
});
export type CountryValue = Static<typeof CountryValue>;

export const ProductProfile = Type.Object({
  hsCode: Type.String(),
  hsCodeDescription: Type.String(),
  level: Type.Integer(),
  parent: Nullable(Type.Object({ hsCode: Type.String(), hsCodeDescription: Type.String() })),
  years: Type.Array(Type.Integer()),
  year: Nullable(Type.Integer()),
  worldValue: Nullable(Money),
  demoShare: Share,
  growth: Share,
  origins: Type.Integer(),
  destinations: Type.Integer(),
  topExporters: Type.Array(CountryValue),
  topImporters: Type.Array(CountryValue),
  sources: Type.Array(DataSource),
});
export type ProductProfile = Static<typeof ProductProfile>;

export const TradeTrends = Type.Object({
  rows: Type.Array(
    Type.Object({ year: Type.Integer(), value: Money, demoShare: Share, growth: Share, origins: Type.Integer() }),
  ),
  cagr: Share,
});

export const YearsDropDown = Type.Object({ years: Type.Array(Type.Integer()), flows: Type.Array(TradeFlowSchema) });

export const CountryMap = Type.Object({
  year: Nullable(Type.Integer()),
  flow: TradeFlowSchema,
  total: Money,
  /** isoNumeric: ISO 3166-1 numeric, the id of the country's shape on the map (null when unknown). */
  rows: Type.Array(Type.Object({ ...CountryValue.properties, isoNumeric: Nullable(Type.Integer()) })),
});
export type CountryMap = Static<typeof CountryMap>;

export const MapCountryBody = Type.Object(
  {
    hsCode: HsCode,
    countryCode: Type.String({ pattern: "^[A-Z]{2}$" }),
    year: Type.Optional(Year),
    flow: Type.Optional(TradeFlowSchema),
  },
  { additionalProperties: false },
);
export const MapCountry = Type.Object({
  countryCode: Type.String(),
  year: Nullable(Type.Integer()),
  flow: TradeFlowSchema,
  value: Money,
  share: Share,
  rank: Nullable(Type.Integer()),
  growth: Share,
  partners: Type.Array(CountryValue),
});
export type MapCountry = Static<typeof MapCountry>;

export const RankingBody = Type.Object(
  {
    hsCode: HsCode,
    year: Type.Optional(Year),
    flow: Type.Optional(TradeFlowSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RANKING_ROWS, default: 50 })),
  },
  { additionalProperties: false },
);
export const RankingRow = Type.Object({
  countryCode: Type.String(),
  value: Money,
  share: Share,
  growth: Share,
  /** Revealed comparative advantage of an exporter in the product (exports only). */
  rca: Share,
  isDemo: Type.Boolean(),
});
export type RankingRow = Static<typeof RankingRow>;
export const Ranking = Type.Object({
  year: Nullable(Type.Integer()),
  flow: TradeFlowSchema,
  total: Money,
  countries: Type.Integer(),
  hhi: Share,
  hhiNormalised: Share,
  rows: Type.Array(RankingRow),
});
export type Ranking = Static<typeof Ranking>;
