import { Type, type Static } from "typebox";
import { Nullable } from "./company-search.ts";
import { DataSource, TradeFlowSchema } from "./trade-product.ts";

/**
 * Trade by country (issue 13, spec section 7, GET /trade/country/*): a country's exports and imports,
 * partners and products, read from the trade roll-ups (docs/TRADE.md). Values are USD; shares and growth
 * are fractions; a ratio that is not defined is null. `isDemo` / `demoShare` say how much is generated.
 */

export const COUNTRY_CODE_PATTERN = "^[A-Z]{2}$";
const CountryCode = Type.String({ pattern: COUNTRY_CODE_PATTERN, description: "ISO 3166-1 alpha-2" });
const Year = Type.Integer({ minimum: 1900, maximum: 2100 });
const Money = Type.Number({ description: "USD" });
const Share = Nullable(Type.Number());
export const MAX_COUNTRY_ROWS = 250;
export const HS_LEVELS = [2, 4, 6] as const;
const Limit = Type.Integer({ minimum: 1, maximum: MAX_COUNTRY_ROWS, default: 50 });

const closed = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

export const CountryQuery = closed({ countryCode: CountryCode });
export const CountryFlowQuery = closed({ countryCode: CountryCode, flow: Type.Optional(TradeFlowSchema) });
export const CountryYearQuery = closed({ countryCode: CountryCode, year: Type.Optional(Year) });
export const CountryYearFlowQuery = closed({
  countryCode: CountryCode,
  year: Type.Optional(Year),
  flow: Type.Optional(TradeFlowSchema),
  limit: Type.Optional(Limit),
});
export const CountryProductsQuery = closed({
  ...CountryYearFlowQuery.properties,
  level: Type.Optional(Type.Integer({ minimum: 2, maximum: 6, multipleOf: 2, description: "HS level: 2, 4 or 6" })),
});
export const TargetCountriesQuery = closed({
  countryCode: CountryCode,
  flow: Type.Optional(TradeFlowSchema),
  partners: Type.Optional(
    Type.String({ pattern: "^[A-Z]{2}(,[A-Z]{2}){0,9}$", description: "Up to 10 partners, comma-separated" }),
  ),
});
export const EnterprisesQuery = closed({
  countryCode: CountryCode,
  flow: Type.Optional(TradeFlowSchema),
  period: Type.Optional(Type.String({ pattern: "^[0-9]{4}(-(0[1-9]|1[0-2]))?$", description: "YYYY or YYYY-MM" })),
  limit: Type.Optional(Limit),
});
export const TopCountriesQuery = closed({
  year: Type.Optional(Year),
  flow: Type.Optional(TradeFlowSchema),
  limit: Type.Optional(Limit),
});
export const FlowQuery = closed({ flow: Type.Optional(TradeFlowSchema) });
export const ANALYSIS_HASH_PATTERN = "^[A-Z]{2}-[0-9]{4}-(export|import)-[0-9a-f]{16}$";
export const AnalysisParams = closed({ hash: Type.String({ pattern: ANALYSIS_HASH_PATTERN }) });

export const Years = Type.Object({ years: Type.Array(Type.Integer(), { description: "newest first" }) });
export const FlowYears = Type.Object({ flow: TradeFlowSchema, years: Type.Array(Type.Integer()) });
export const FlowMonths = Type.Object({
  flow: TradeFlowSchema,
  months: Type.Array(Type.String({ description: "YYYY-MM, newest first" })),
});

const Observation = Nullable(Type.Object({ year: Type.Integer(), value: Type.Number() }));
export const CountryData = Type.Object({
  countryCode: Type.String(),
  name: Type.String(),
  /** ISO numeric, the country's shape on the world map. */
  isoNumeric: Type.Integer(),
  capital: Nullable(Type.String()),
  region: Nullable(Type.String()),
  subRegion: Nullable(Type.String()),
  currencies: Type.Array(Type.String()),
  gdp: Observation,
  population: Observation,
  gdpPerCapita: Share,
  /** World Bank GDP and population of the last years with either. */
  history: Type.Array(Type.Object({ year: Type.Integer(), gdp: Share, population: Share })),
  /** Trade of the latest year with data, and its ratio to GDP of that year. */
  trade: Nullable(
    Type.Object({ year: Type.Integer(), exports: Money, imports: Money, balance: Money, tradeToGdp: Share }),
  ),
  sources: Type.Array(DataSource),
});
export type CountryData = Static<typeof CountryData>;

export const CountryTradeData = Type.Object({
  countryCode: Type.String(),
  years: Type.Array(Type.Integer()),
  year: Nullable(Type.Integer()),
  exports: Money,
  imports: Money,
  balance: Money,
  exportsGrowth: Share,
  importsGrowth: Share,
  exportPartners: Type.Integer(),
  importPartners: Type.Integer(),
  demoShare: Share,
  topExportPartner: Nullable(Type.String()),
  topImportPartner: Nullable(Type.String()),
  sources: Type.Array(DataSource),
});
export type CountryTradeData = Static<typeof CountryTradeData>;

export const CountryTrends = Type.Object({
  rows: Type.Array(
    Type.Object({
      year: Type.Integer(),
      exports: Money,
      imports: Money,
      balance: Money,
      exportsGrowth: Share,
      importsGrowth: Share,
      demoShare: Share,
    }),
  ),
  exportsCagr: Share,
  importsCagr: Share,
});
export type CountryTrends = Static<typeof CountryTrends>;

export const PartnerRow = Type.Object({
  countryCode: Type.String(),
  value: Money,
  share: Share,
  growth: Share,
  /** Trade intensity (x_ij / X_i) / (x_wj / X_w): above 1, the pair trades more than the world's pattern. */
  intensity: Share,
  isDemo: Type.Boolean(),
  isoNumeric: Nullable(Type.Integer()),
});
export type PartnerRow = Static<typeof PartnerRow>;
export const Partners = Type.Object({
  year: Nullable(Type.Integer()),
  flow: TradeFlowSchema,
  total: Money,
  partners: Type.Integer(),
  /** Concentration of the country's trade over its partners (Σ s²). */
  hhi: Share,
  rows: Type.Array(PartnerRow),
});
export type Partners = Static<typeof Partners>;

export const TargetTrends = Type.Object({
  flow: TradeFlowSchema,
  years: Type.Array(Type.Integer()),
  series: Type.Array(
    Type.Object({
      countryCode: Type.String(),
      values: Type.Array(Type.Object({ year: Type.Integer(), value: Money, share: Share })),
    }),
  ),
});
export type TargetTrends = Static<typeof TargetTrends>;

export const TopCountries = Type.Object({
  year: Nullable(Type.Integer()),
  flow: TradeFlowSchema,
  total: Money,
  countries: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      countryCode: Type.String(),
      value: Money,
      share: Share,
      growth: Share,
      isDemo: Type.Boolean(),
    }),
  ),
});
export type TopCountries = Static<typeof TopCountries>;

export const ProductRow = Type.Object({
  hsCode: Type.String(),
  hsCodeDescription: Type.String(),
  value: Money,
  /** Part of the country's trade in this direction. */
  share: Share,
  /** The country's part of world trade of the product. */
  worldShare: Share,
  /** Balassa revealed comparative advantage (exports only). */
  rca: Share,
  growth: Share,
  isDemo: Type.Boolean(),
});
export type ProductRow = Static<typeof ProductRow>;
export const CountryProducts = Type.Object({
  year: Nullable(Type.Integer()),
  flow: TradeFlowSchema,
  level: Type.Integer(),
  total: Money,
  products: Type.Integer(),
  /** Products with RCA >= 1 (exports only): the country's diversity at this level. */
  advantaged: Nullable(Type.Integer()),
  rows: Type.Array(ProductRow),
});
export type CountryProducts = Static<typeof CountryProducts>;

export const AnalysisSummary = Type.Object({
  countryCode: Type.String(),
  year: Nullable(Type.Integer()),
  flow: TradeFlowSchema,
  total: Money,
  partners: Type.Integer(),
  products: Type.Integer(),
  rows: Type.Integer(),
  /** Content hash of the partner x chapter detail set: GET /trade/country/{hash} answers it. */
  hash: Nullable(Type.String()),
});
export type AnalysisSummary = Static<typeof AnalysisSummary>;
export const AnalysisDetail = Type.Object({
  countryCode: Type.String(),
  year: Type.Integer(),
  flow: TradeFlowSchema,
  rows: Type.Array(
    Type.Object({ partner: Type.String(), hsCode: Type.String(), value: Money, isDemo: Type.Boolean() }),
  ),
});
export type AnalysisDetail = Static<typeof AnalysisDetail>;

export const Enterprises = Type.Object({
  flow: TradeFlowSchema,
  period: Nullable(Type.String()),
  companies: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      companyId: Nullable(Type.String()),
      name: Type.String(),
      records: Type.Integer(),
      partners: Type.Array(Type.String()),
      products: Type.Array(Type.String()),
      quantity: Nullable(Type.Number()),
      quantityUnit: Nullable(Type.String()),
      value: Nullable(Money),
      firstDate: Type.String(),
      lastDate: Type.String(),
      source: Type.String(),
      isDemo: Type.Boolean(),
    }),
  ),
});
export type Enterprises = Static<typeof Enterprises>;

export const CountryRatings = Type.Object({
  countryCode: Type.String(),
  year: Nullable(Type.Integer()),
  companies: Type.Integer(),
  averageScore: Share,
  averageDefaultProbability: Share,
  ratings: Type.Array(Type.Object({ rating: Type.String(), companies: Type.Integer() })),
  riskIndicators: Type.Array(Type.Object({ riskIndicator: Type.String(), companies: Type.Integer() })),
  demoShare: Share,
});
export type CountryRatings = Static<typeof CountryRatings>;
