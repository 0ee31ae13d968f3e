import { Type, type Static } from "typebox";
import { Nullable } from "./company-search.ts";
import { HS_CODE_PATTERN } from "./trade-product.ts";

/**
 * Leads (issue 17, spec section 7 "Partner finding"): a questionnaire says what the user trades, the
 * search ranks companies as prospective partners from their shipment records, catalogue and credit
 * opinion, with the reasons (docs/decisions/0037-leads.md).
 */

/** buyer: I buy the products, find me suppliers (exporters); seller: I sell them, find me buyers (importers). */
export const LEADS_ROLES = ["buyer", "seller"] as const;
export type LeadsRole = (typeof LEADS_ROLES)[number];
/** Company size by employees: micro < 10, small < 50, medium < 250, large < 1000, very large from 1000. */
export const LEADS_SIZES = ["micro", "small", "medium", "large", "very-large"] as const;
export type LeadsSize = (typeof LEADS_SIZES)[number];
export const LEADS_SIZE_FLOORS: Record<LeadsSize, number> = {
  micro: 0,
  small: 10,
  medium: 50,
  large: 250,
  "very-large": 1000,
};
/** Credit opinion's risk indicator, best first; `none` = no assessment. */
export const LEADS_RISKS = ["low", "moderate", "elevated", "high", "very-high", "none"] as const;
export type LeadsRisk = (typeof LEADS_RISKS)[number];
export const LEADS_QUESTION_IDS = ["role", "products", "countries", "industries", "sizes"] as const;
export type LeadsQuestionId = (typeof LEADS_QUESTION_IDS)[number];

export const LEADS_MAX_PRODUCTS = 10;
export const LEADS_MAX_COUNTRIES = 30;
export const LEADS_MAX_INDUSTRIES = 21;
/** Saved questionnaires (answer heads) one user may keep. */
export const LEADS_MAX_HEADS = 20;
export const LEADS_HEAD_NAME_MAX = 50;
export const LEADS_PAGE_SIZES = [10, 20, 50] as const;
export const LEADS_MAX_PAGE = 100;
/** Rows of one Excel export. */
export const LEADS_EXPORT_MAX = 1000;
/** lockTypes that may export leads: silver, gold, enterprise (ordinary accounts get 402). */
export const LEADS_EXPORT_LOCK_TYPES = [1, 2, 3] as const;

const Role = Type.Union([Type.Literal("buyer"), Type.Literal("seller")]);
const Size = Type.Union([
  Type.Literal("micro"),
  Type.Literal("small"),
  Type.Literal("medium"),
  Type.Literal("large"),
  Type.Literal("very-large"),
]);
const Risk = Type.Union([
  Type.Literal("low"),
  Type.Literal("moderate"),
  Type.Literal("elevated"),
  Type.Literal("high"),
  Type.Literal("very-high"),
  Type.Literal("none"),
]);
const Country = Type.String({ pattern: "^[A-Z]{2}$", description: "ISO 3166-1 alpha-2" });
const Section = Type.String({ pattern: "^[A-U]$", description: "ISIC Rev. 4 section" });
const HsPrefix = Type.String({ pattern: HS_CODE_PATTERN, description: "HS chapter, heading or subheading" });
const AaaId = Type.String({ minLength: 1, maxLength: 40 });
const HeadId = Type.String({ pattern: "^[1-9][0-9]{0,17}$" });

/** The questionnaire's answers: what the user trades and which partners to look for. */
export const LeadsAnswers = Type.Object(
  {
    role: Role,
    products: Type.Array(HsPrefix, { minItems: 1, maxItems: LEADS_MAX_PRODUCTS, uniqueItems: true }),
    countries: Type.Array(Country, { maxItems: LEADS_MAX_COUNTRIES, uniqueItems: true }),
    industries: Type.Array(Section, { maxItems: LEADS_MAX_INDUSTRIES, uniqueItems: true }),
    sizes: Type.Array(Size, { maxItems: LEADS_SIZES.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type LeadsAnswers = Static<typeof LeadsAnswers>;

/** Narrowing applied after the search (the result list's filters), saved with a questionnaire. */
export const LeadsPostFilter = Type.Object(
  {
    countries: Type.Array(Country, { maxItems: LEADS_MAX_COUNTRIES, uniqueItems: true }),
    industries: Type.Array(Section, { maxItems: LEADS_MAX_INDUSTRIES, uniqueItems: true }),
    sizes: Type.Array(Size, { maxItems: LEADS_SIZES.length, uniqueItems: true }),
    risks: Type.Array(Risk, { maxItems: LEADS_RISKS.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type LeadsPostFilter = Static<typeof LeadsPostFilter>;
export const EMPTY_POST_FILTER: LeadsPostFilter = { countries: [], industries: [], sizes: [], risks: [] };

export const LeadsQuestion = Type.Object({
  id: Type.Union([
    Type.Literal("role"),
    Type.Literal("products"),
    Type.Literal("countries"),
    Type.Literal("industries"),
    Type.Literal("sizes"),
  ]),
  kind: Type.Union([Type.Literal("single"), Type.Literal("multiple")]),
  required: Type.Boolean(),
  /** Fixed choices; empty when they come from another call (products, industries) or the country list. */
  options: Type.Array(Type.String()),
  maxChoices: Type.Integer(),
  /** The call that lists the choices, when they are not fixed. */
  optionsFrom: Nullable(Type.String()),
});
export type LeadsQuestion = Static<typeof LeadsQuestion>;
export const LeadsQuestions = Type.Object({ questions: Type.Array(LeadsQuestion) });

export const AnswersHead = Type.Object({
  id: Type.String(),
  name: Type.String(),
  answers: LeadsAnswers,
  postFilter: LeadsPostFilter,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AnswersHead = Static<typeof AnswersHead>;

const HeadName = Type.String({ minLength: 1, maxLength: LEADS_HEAD_NAME_MAX });
export const SaveAnswersBody = Type.Object(
  { id: Type.Optional(HeadId), name: HeadName, answers: LeadsAnswers },
  { additionalProperties: false },
);
export const UpdateHeadBody = Type.Object({ id: HeadId, name: HeadName }, { additionalProperties: false });
export const HeadIdQuery = Type.Object({ id: HeadId }, { additionalProperties: false });
export const SavePostFilterBody = Type.Object(
  { id: HeadId, postFilter: LeadsPostFilter },
  { additionalProperties: false },
);
export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const ProductFilterBody = Type.Object(
  { keyword: Type.String({ minLength: 1, maxLength: 100, description: "An HS code prefix or words" }) },
  { additionalProperties: false },
);
export const ProductFilterItem = Type.Object({
  hsCode: Type.String(),
  hsCodeDescription: Type.String(),
  level: Type.Integer(),
});
export const ProductFilterList = Type.Array(ProductFilterItem);
export const IndustryCodeItem = Type.Object({ code: Type.String(), description: Type.String() });
export const IndustryCodes = Type.Array(IndustryCodeItem);

export const LeadsSearchBody = Type.Object(
  {
    answers: LeadsAnswers,
    postFilter: Type.Optional(LeadsPostFilter),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LEADS_MAX_PAGE, default: 1 })),
    pageSize: Type.Optional(Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50)])),
  },
  { additionalProperties: false },
);
export type LeadsSearchBody = Static<typeof LeadsSearchBody>;

/** Why a company is ranked: each reason carries its figure; the web writes the sentence. */
export const LeadReason = Type.Object({
  kind: Type.Union([
    Type.Literal("shipments"),
    Type.Literal("recent"),
    Type.Literal("growth"),
    Type.Literal("partners"),
    Type.Literal("catalogue"),
    Type.Literal("credit"),
  ]),
  value: Nullable(Type.Number()),
  text: Nullable(Type.String()),
});
export type LeadReason = Static<typeof LeadReason>;

export const Lead = Type.Object({
  aaaId: Type.String(),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
  city: Nullable(Type.String()),
  industry: Nullable(Type.String({ description: "ISIC section" })),
  employees: Nullable(Type.Integer()),
  size: Nullable(Size),
  /** 0-100: volume 40, recency 15, growth 15, partners 10, credit opinion 20 (docs/decisions/0037-leads.md). */
  score: Type.Integer(),
  shipments: Type.Integer(),
  tradeValue: Nullable(Type.Number({ description: "USD, matched products" })),
  partners: Type.Integer(),
  products: Type.Array(Type.String({ description: "matched HS codes" })),
  lastShipment: Nullable(Type.String({ description: "YYYY-MM-DD" })),
  growth: Nullable(Type.Number({ description: "last 12 months over the 12 before, as a fraction" })),
  rating: Nullable(Type.String()),
  risk: Risk,
  reasons: Type.Array(LeadReason),
  isDemo: Type.Boolean(),
});
export type Lead = Static<typeof Lead>;

export const LeadsPage = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** The newest shipment date of the matched records: recency and growth are measured from it. */
  asOf: Nullable(Type.String()),
  rows: Type.Array(Lead),
});
export type LeadsPage = Static<typeof LeadsPage>;

const Count = Type.Object({ code: Type.String(), count: Type.Integer() });
export const LeadsFacets = Type.Object({
  total: Type.Integer(),
  countries: Type.Array(Count),
  industries: Type.Array(Count),
  sizes: Type.Array(Count),
  risks: Type.Array(Count),
});
export type LeadsFacets = Static<typeof LeadsFacets>;

export const ExportBody = Type.Object(
  {
    answers: LeadsAnswers,
    postFilter: Type.Optional(LeadsPostFilter),
    /** Only these companies (the selected rows); all matches (up to the limit) when absent. */
    aaaIds: Type.Optional(Type.Array(AaaId, { minItems: 1, maxItems: LEADS_EXPORT_MAX, uniqueItems: true })),
  },
  { additionalProperties: false },
);

/** A lead's page: the company, seen through the questionnaire's role and products. */
export const LeadQuery = Type.Object(
  {
    aaaId: AaaId,
    role: Role,
    products: Type.String({
      pattern: `^[0-9]{2}([0-9]{2}){0,2}(,[0-9]{2}([0-9]{2}){0,2}){0,${LEADS_MAX_PRODUCTS - 1}}$`,
      description: "comma-separated HS prefixes",
    }),
  },
  { additionalProperties: false },
);
export const TraceQuery = Type.Object(
  {
    aaaId: AaaId,
    role: Role,
    products: LeadQuery.properties.products,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LEADS_MAX_PAGE, default: 1 })),
  },
  { additionalProperties: false },
);
export const CompanyQuery = Type.Object({ aaaId: AaaId }, { additionalProperties: false });

export const LeadDetail = Type.Object({
  lead: Lead,
  website: Nullable(Type.String()),
  description: Nullable(Type.String()),
  legalForm: Nullable(Type.String()),
  foundedOn: Nullable(Type.String()),
  /** Its main counterparties in the matched products, by value. */
  topPartners: Type.Array(
    Type.Object({ name: Type.String(), countryCode: Nullable(Type.String()), shipments: Type.Integer() }),
  ),
  catalogue: Type.Array(Type.Object({ name: Type.String(), hsCode: Nullable(Type.String()) })),
});
export type LeadDetail = Static<typeof LeadDetail>;

export const CompanyIndustryInfo = Type.Object({
  aaaId: Type.String(),
  section: Nullable(Type.String()),
  sectionName: Nullable(Type.String()),
  isic: Nullable(Type.String()),
  isicName: Nullable(Type.String()),
  sic: Nullable(Type.String()),
  sicDescription: Nullable(Type.String()),
  naics: Nullable(Type.String()),
  nace: Nullable(Type.String()),
  /** Companies of the same section in the same country. */
  peers: Type.Integer(),
});

export const TraceRecord = Type.Object({
  date: Type.String(),
  hsCode: Nullable(Type.String()),
  cargo: Nullable(Type.String()),
  partnerName: Nullable(Type.String()),
  partnerCountry: Nullable(Type.String()),
  origin: Nullable(Type.String()),
  destination: Nullable(Type.String()),
  valueUsd: Nullable(Type.Number()),
  weightKg: Nullable(Type.Number()),
  isDemo: Type.Boolean(),
});
export const TracePage = Type.Object({ total: Type.Integer(), page: Type.Integer(), rows: Type.Array(TraceRecord) });

export const LeadsPrivilege = Type.Object({
  signedIn: Type.Boolean(),
  lockType: Type.Integer(),
  search: Type.Boolean(),
  saveAnswers: Type.Boolean(),
  export: Type.Boolean(),
  exportMax: Type.Integer(),
});
export type LeadsPrivilege = Static<typeof LeadsPrivilege>;
