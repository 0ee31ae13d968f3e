import { Type, type Static } from "typebox";
import { CompanyHeading, CompanyRef, Nullable, Provenance } from "./company-profile.ts";

/**
 * The company profile's performance group (spec sections 2, 3 and 7): `POST /performance/*`.
 * Figures come from the loaded financial statements (SEC filings, or demo statements marked
 * `isDemo`); every figure carries its period end and the currency it is shown in. Formulas and
 * the XBRL tags behind each input: docs/CREDIT.md.
 */

export const RATIO_GROUPS = ["profitability", "operating", "structural", "productivity", "growth"] as const;
export type RatioGroup = (typeof RATIO_GROUPS)[number];

/** The ratios of each group, in the order the tabs show them. */
export const RATIOS = {
  profitability: ["grossMargin", "operatingMargin", "netMargin", "returnOnAssets", "returnOnEquity"],
  operating: ["assetTurnover", "receivableDays", "inventoryDays", "interestCover"],
  structural: ["currentRatio", "quickRatio", "debtRatio", "equityRatio", "debtToEquity"],
  productivity: ["revenuePerEmployee", "profitPerEmployee", "assetsPerEmployee"],
  growth: ["revenueGrowth", "netIncomeGrowth", "assetsGrowth", "equityGrowth", "employeesGrowth"],
} as const satisfies Record<RatioGroup, readonly string[]>;
export type RatioKey = (typeof RATIOS)[RatioGroup][number];

/** What a number is: per cent, days, a multiple (times), money (per employee, or an amount) or a count. */
export const RatioUnit = Type.Union([
  Type.Literal("percent"),
  Type.Literal("days"),
  Type.Literal("times"),
  Type.Literal("money"),
  Type.Literal("count"),
]);
export type RatioUnit = Static<typeof RatioUnit>;

/** The highlights' figures, in the order the tabs show them. */
export const HIGHLIGHT_FIGURES = [
  "revenue",
  "costOfRevenue",
  "grossProfit",
  "operatingIncome",
  "netIncome",
  "interestExpense",
  "operatingCashFlow",
  "totalAssets",
  "currentAssets",
  "cash",
  "receivables",
  "inventory",
  "totalLiabilities",
  "currentLiabilities",
  "longTermDebt",
  "equity",
] as const;
export type HighlightFigure = (typeof HIGHLIGHT_FIGURES)[number];

const Currency = Type.String({ pattern: "^[A-Za-z]{3}$", description: "ISO 4217 code" });

export const PerformanceBody = Type.Object({
  ...CompanyRef.properties,
  currency: Type.Optional({
    ...Currency,
    description: "Show money in this currency (ISO 4217), converted with the loaded FX rates",
  }),
  periodType: Type.Optional(
    Type.Union([Type.Literal("annual"), Type.Literal("quarterly")], {
      description: "Full years or quarters; by default full years, or quarters when no full year is loaded",
    }),
  ),
});
export type PerformanceBody = Static<typeof PerformanceBody>;

/** One statement's period: its end, length, fiscal label, the currency its money is shown in, and where it comes from. */
export const Period = Type.Object({
  periodEnd: Type.String({ format: "date" }),
  periodMonths: Type.Integer(),
  fiscalYear: Type.Integer(),
  fiscalPeriod: Type.String(),
  /** The currency the filing reports in. */
  reportingCurrency: Type.String(),
  /** The currency the money figures are shown in: the requested one when a rate was found, else the reporting one. */
  currency: Type.String(),
  /** Units of `currency` per unit of `reportingCurrency` (1 when not converted), and the rate's date. */
  fxRate: Type.Number(),
  fxDate: Nullable(Type.String({ format: "date" })),
  form: Nullable(Type.String()),
  filingRef: Nullable(Type.String()),
  filedOn: Nullable(Type.String({ format: "date" })),
  ...Provenance,
});
export type Period = Static<typeof Period>;

const Money = Nullable(Type.Number());

export const HighlightsPeriod = Type.Object({
  ...Period.properties,
  figures: Type.Record(Type.String(), Money),
  employees: Nullable(Type.Integer()),
});
export type HighlightsPeriod = Static<typeof HighlightsPeriod>;

/** Conversion asked for but impossible (no rate for a currency): the figures stay in the reporting currency. */
const Conversion = {
  requestedCurrency: Nullable(Type.String()),
  conversionMissing: Type.Boolean(),
};

export const FinancialHighlights = Type.Object({
  company: CompanyHeading,
  periodType: Type.Union([Type.Literal("annual"), Type.Literal("quarterly")]),
  /** Newest first. */
  periods: Type.Array(HighlightsPeriod),
  ...Conversion,
});
export type FinancialHighlights = Static<typeof FinancialHighlights>;

export const RatioSeries = Type.Object({
  key: Type.String(),
  unit: RatioUnit,
  /** One value per period, aligned with `periods`; null when an input is missing or a divisor is zero. */
  values: Type.Array(Nullable(Type.Number())),
});
export type RatioSeries = Static<typeof RatioSeries>;

export const AbilityPerformance = Type.Object({
  company: CompanyHeading,
  periodType: Type.Union([Type.Literal("annual"), Type.Literal("quarterly")]),
  periods: Type.Array(Period),
  groups: Type.Array(Type.Object({ group: Type.String(), ratios: Type.Array(RatioSeries) })),
  ...Conversion,
});
export type AbilityPerformance = Static<typeof AbilityPerformance>;

export const PerformanceSummary = Type.Object({
  company: CompanyHeading,
  /** The latest full year (a shorter period when no full year is loaded); null without statements. */
  latest: Nullable(HighlightsPeriod),
  /** One key ratio of each group for that period. */
  keyRatios: Type.Array(Type.Object({ group: Type.String(), key: Type.String(), unit: RatioUnit, value: Money })),
  /** How many statements are loaded (annual and quarterly), and the oldest and newest period ends. */
  statementCount: Type.Integer(),
  firstPeriodEnd: Nullable(Type.String({ format: "date" })),
  lastPeriodEnd: Nullable(Type.String({ format: "date" })),
  /** Whole years between the latest period end and today; `isStale` past two years. */
  ageYears: Nullable(Type.Integer()),
  isStale: Type.Boolean(),
  ...Conversion,
});
export type PerformanceSummary = Static<typeof PerformanceSummary>;

/** Where the company's value lies in the cell's distribution. */
export const Standing = Type.Union([
  Type.Literal("top10"),
  Type.Literal("aboveMedian"),
  Type.Literal("belowMedian"),
  Type.Literal("bottom10"),
]);
export type Standing = Static<typeof Standing>;

/** EU turnover bands of the year's revenue in euros (docs/CREDIT.md), and `all` for the whole cell. */
export const SizeBand = Type.Union([
  Type.Literal("micro"),
  Type.Literal("small"),
  Type.Literal("medium"),
  Type.Literal("large"),
  Type.Literal("all"),
]);
export type SizeBand = Static<typeof SizeBand>;

export const NormMetric = Type.Object({
  metric: Type.String(),
  unit: RatioUnit,
  companyCount: Type.Integer(),
  average: Money,
  median: Money,
  topDecile: Money,
  bottomDecile: Money,
  /** The company's own value that year, and where it stands (null without a value). */
  value: Money,
  standing: Nullable(Standing),
});
export type NormMetric = Static<typeof NormMetric>;

export const IndustryComparison = Type.Object({
  company: CompanyHeading,
  /** The cell compared with: null when no cell has three companies or more. */
  cell: Nullable(
    Type.Object({
      countryCode: Type.String(),
      industryScheme: Type.String(),
      industryCode: Type.String(),
      industryName: Nullable(Type.String()),
      year: Type.Integer(),
      /** The company's size band, and the band of the cell (`all` when its own band has too few companies). */
      companySizeBand: Nullable(SizeBand),
      sizeBand: SizeBand,
      isDemo: Type.Boolean(),
    }),
  ),
  /** Money metrics (revenue) are in `currency`, the cell's reporting currency. */
  currency: Nullable(Type.String()),
  metrics: Type.Array(NormMetric),
});
export type IndustryComparison = Static<typeof IndustryComparison>;

export const ObservationStatus = Type.Union([Type.Literal("ok"), Type.Literal("watch"), Type.Literal("unknown")]);

/** Checks of the latest statement a credit analyst watches (docs/CREDIT.md, "Observation items"). */
export const ObservationItems = Type.Object({
  company: CompanyHeading,
  period: Nullable(Period),
  items: Type.Array(
    Type.Object({
      key: Type.String(),
      unit: RatioUnit,
      value: Money,
      /** The limit the value is checked against, and on which side it must stay. */
      threshold: Type.Number(),
      rule: Type.Union([Type.Literal("atLeast"), Type.Literal("atMost")]),
      status: ObservationStatus,
    }),
  ),
  watchCount: Type.Integer(),
});
export type ObservationItems = Static<typeof ObservationItems>;

export const PeerFinancials = Type.Object({
  company: CompanyHeading,
  /** Peers: companies of the same industry and country with an annual statement, nearest in revenue first. */
  list: Type.Array(
    Type.Object({
      companyId: Type.String(),
      aaaId: Type.String(),
      name: Type.String(),
      isSubject: Type.Boolean(),
      periodEnd: Type.String({ format: "date" }),
      currency: Type.String(),
      revenue: Money,
      netIncome: Money,
      totalAssets: Money,
      equity: Money,
      employees: Nullable(Type.Integer()),
      netMargin: Money,
      ...Provenance,
    }),
  ),
  ...Conversion,
});
export type PeerFinancials = Static<typeof PeerFinancials>;

/** The unit of each ratio. */
export const RATIO_UNITS: Record<RatioKey, RatioUnit> = {
  grossMargin: "percent",
  operatingMargin: "percent",
  netMargin: "percent",
  returnOnAssets: "percent",
  returnOnEquity: "percent",
  assetTurnover: "times",
  receivableDays: "days",
  inventoryDays: "days",
  interestCover: "times",
  currentRatio: "times",
  quickRatio: "times",
  debtRatio: "percent",
  equityRatio: "percent",
  debtToEquity: "times",
  revenuePerEmployee: "money",
  profitPerEmployee: "money",
  assetsPerEmployee: "money",
  revenueGrowth: "percent",
  netIncomeGrowth: "percent",
  assetsGrowth: "percent",
  equityGrowth: "percent",
  employeesGrowth: "percent",
};
