import { Type, type Static } from "typebox";
import { CompanyHeading, CompanyRef, Nullable, Paging } from "./company-profile.ts";
import { CreditRating, RiskIndicator } from "./credit.ts";

/** The market calls' request: the company (as the other profile calls name it). */
export const MarketBody = Type.Object({ ...CompanyRef.properties });
export type MarketBody = Static<typeof MarketBody>;
export const MarketPageBody = Type.Object({ ...CompanyRef.properties, ...Paging });

const Band = Type.Union([Type.Literal("micro"), Type.Literal("small"), Type.Literal("medium"), Type.Literal("large")]);

/**
 * The peer cell the company is compared in (docs/CREDIT.md, "Market analysis"): its country x industry
 * (SIC major group for real companies, ISIC section for demo ones) x EU size band, in the fiscal year of
 * its latest rating; `sizeBand` null = the whole industry in the country (the band has under 3 rated).
 */
export const MarketCell = Type.Object({
  countryCode: Type.String(),
  industryScheme: Type.Union([Type.Literal("isic"), Type.Literal("sic")]),
  industryCode: Type.String(),
  industryName: Nullable(Type.String()),
  year: Type.Integer(),
  sizeBand: Nullable(Band),
  companySizeBand: Nullable(Band),
  isDemo: Type.Boolean(),
});
export type MarketCell = Static<typeof MarketCell>;

/** The company's own latest rating (from the credit model), null when it has none. */
export const MarketSubject = Type.Object({
  year: Type.Integer(),
  periodEnd: Type.String(),
  rating: CreditRating,
  zScore: Type.Number(),
  localScore: Type.Integer(),
});

const Head = { company: CompanyHeading, cell: Nullable(MarketCell), subject: Nullable(MarketSubject) };

export const RatingCount = Type.Object({ rating: CreditRating, count: Type.Integer() });

/** A group of rated companies (an industry, a country, a year, a size band, an ownership nature). */
export const RatingGroup = Type.Object({
  key: Type.String(),
  label: Nullable(Type.String()),
  total: Type.Integer(),
  counts: Type.Array(RatingCount, { description: "every grade, best first" }),
  averageScore: Nullable(Type.Number({ description: "mean local credit score (1-100)" })),
  subjectRating: Nullable(CreditRating),
});
export type RatingGroup = Static<typeof RatingGroup>;

export const RatingDistribution = Type.Object({
  ...Head,
  total: Type.Integer(),
  counts: Type.Array(RatingCount),
});
export type RatingDistribution = Static<typeof RatingDistribution>;

export const RankedCompany = Type.Object({
  rank: Type.Integer(),
  companyId: Type.String(),
  aaaId: Type.String(),
  name: Type.String(),
  rating: CreditRating,
  zScore: Type.Number(),
  localScore: Type.Integer(),
  isSubject: Type.Boolean(),
  source: Type.String(),
  isDemo: Type.Boolean(),
});
export type RankedCompany = Static<typeof RankedCompany>;

export const RatingRanking = Type.Object({
  ...Head,
  rank: Nullable(Type.Integer()),
  total: Type.Integer(),
  list: Type.Array(RankedCompany),
});
export type RatingRanking = Static<typeof RatingRanking>;

export const RatingGroups = Type.Object({
  ...Head,
  dimension: Type.Union([
    Type.Literal("industry"),
    Type.Literal("area"),
    Type.Literal("year"),
    Type.Literal("nature"),
    Type.Literal("size"),
  ]),
  groups: Type.Array(RatingGroup),
});
export type RatingGroups = Static<typeof RatingGroups>;

/** The subject's market position in its cell. */
export const RatingPosition = Type.Object({
  ...Head,
  rank: Nullable(Type.Integer()),
  total: Type.Integer(),
  percentile: Nullable(Type.Number({ description: "share of the cell's companies scoring below the subject, %" })),
  medianRating: Nullable(CreditRating),
  medianZScore: Nullable(Type.Number()),
});
export type RatingPosition = Static<typeof RatingPosition>;

export const EnterpriseOverview = Type.Object({
  ...Head,
  rated: Type.Integer(),
  realCount: Type.Integer(),
  demoCount: Type.Integer(),
  averageScore: Nullable(Type.Number()),
  medianZScore: Nullable(Type.Number()),
  investmentGradeShare: Nullable(Type.Number({ description: "% rated BBB or better" })),
});
export type EnterpriseOverview = Static<typeof EnterpriseOverview>;

export const PeerStat = Type.Object({
  metric: Type.String(),
  unit: Type.Union([Type.Literal("ratio"), Type.Literal("percent"), Type.Literal("score"), Type.Literal("years")]),
  subject: Nullable(Type.Number()),
  count: Type.Integer(),
  median: Nullable(Type.Number()),
  average: Nullable(Type.Number()),
  topDecile: Nullable(Type.Number()),
  bottomDecile: Nullable(Type.Number()),
  percentile: Nullable(Type.Number({ description: "share of peers with a lower value, %" })),
});
export type PeerStat = Static<typeof PeerStat>;

export const PeerStats = Type.Object({ ...Head, rows: Type.Array(PeerStat) });
export type PeerStats = Static<typeof PeerStats>;

/** A categorical attribute: the subject's value and the share of its cell that has it. */
export const AttributeRow = Type.Object({
  attribute: Type.Union([
    Type.Literal("nature"),
    Type.Literal("legalForm"),
    Type.Literal("status"),
    Type.Literal("sizeBand"),
    Type.Literal("yearsInBusiness"),
  ]),
  value: Nullable(Type.String()),
  sharing: Type.Integer({ description: "companies of the cell with the same value" }),
  total: Type.Integer(),
});
export const AttributeComparison = Type.Object({ ...Head, rows: Type.Array(AttributeRow) });
export type AttributeComparison = Static<typeof AttributeComparison>;

export const RatingNorm = Type.Object({
  rating: CreditRating,
  zFloor: Nullable(Type.Number()),
  probabilityOfDefault: Type.Number(),
  riskIndicator: RiskIndicator,
  count: Type.Integer(),
  share: Nullable(Type.Number()),
  averageScore: Nullable(Type.Number({ description: "mean local credit score of the grade's peers" })),
});
export const RatingNorms = Type.Object({ ...Head, rows: Type.Array(RatingNorm) });
export type RatingNorms = Static<typeof RatingNorms>;

export const MarketQuantity = Type.Object({
  ...Head,
  inCell: Type.Integer(),
  inIndustry: Type.Integer({ description: "rated in the industry and country, every size" }),
  inCountry: Type.Integer({ description: "rated in the country, every industry of the scheme" }),
  years: Type.Array(Type.Integer()),
});
export type MarketQuantity = Static<typeof MarketQuantity>;

/** Industry statistics comparison (spec section 3): per dimension, the companies sharing the subject's value. */
export const StatisticsRow = Type.Object({
  dimension: Type.Union([
    Type.Literal("country"),
    Type.Literal("industry"),
    Type.Literal("companyType"),
    Type.Literal("size"),
    Type.Literal("status"),
    Type.Literal("yearsInBusiness"),
    Type.Literal("rating"),
  ]),
  value: Nullable(Type.String()),
  companies: Type.Integer(),
  averageScore: Nullable(Type.Number()),
  medianRating: Nullable(CreditRating),
});
export const IndustryStatistics = Type.Object({ ...Head, rows: Type.Array(StatisticsRow) });
export type IndustryStatistics = Static<typeof IndustryStatistics>;

/** The industry rating card (spec section 3, billing and usage): medians of the cell. */
export const IndustryRatingCard = Type.Object({
  ...Head,
  companies: Type.Integer(),
  rating: Nullable(CreditRating),
  cashFlowPositiveShare: Nullable(
    Type.Number({ description: "% of those reporting an operating cash flow with one of zero or more" }),
  ),
  profitability: Nullable(Type.Number({ description: "median net margin, %" })),
  growth: Nullable(Type.Number({ description: "median revenue growth, %" })),
  financialStructure: Nullable(Type.Number({ description: "median equity ratio, %" })),
  repaying: Nullable(Type.Number({ description: "median current ratio" })),
});
export type IndustryRatingCard = Static<typeof IndustryRatingCard>;
