import { Type, type Static, type TSchema } from "typebox";
import { Envelope } from "./envelope.ts";

/**
 * Company search (issue 5): the search engine, its facets, the data labels (columns) of the result
 * list, and the autocomplete. Compare, export, report error and share are in
 * `company-search-actions.ts`.
 */

/** The spec's `keword`: 2 = the name starts with the text (default), 1 = every word appears. */
export const KEYWORD_MODE = { keyword: 1, firstWord: 2 } as const;
export type KeywordMode = (typeof KEYWORD_MODE)[keyof typeof KEYWORD_MODE];

/** Rows per page of the result list; the autocomplete (ieflag=1) alone asks for 99. */
export const SEARCH_PAGE_SIZES = [10, 20, 50, 100] as const;
export type SearchPageSize = (typeof SEARCH_PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: SearchPageSize = 20;
/** Deepest page served: beyond it a narrower query (or an export) is the way on. */
export const MAX_PAGE = 1000;
export const MAX_SEARCH_TEXT = 200;
/**
 * Most words a search may have (after the names' normalisation drops legal forms and punctuation):
 * each word adds an index lookup, and to the typo-tolerant fallback a similarity scan, so the cost
 * of a query grows with them (issue 20: 40 words took 1.2 s on the embedded database).
 */
export const MAX_SEARCH_WORDS = 12;

export const SORT_FIELDS = ["relevance", "name", "foundedOn", "dataQuality"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The order a sort starts in when none is asked: names A -> Z, the rest best (or newest) first. */
export const DEFAULT_SORT_ORDER: Record<SortField, SortOrder> = {
  relevance: "desc",
  name: "asc",
  foundedOn: "desc",
  dataQuality: "desc",
};

/**
 * The country facet's value for results without a country (ISO 3166 user-assigned code, CLDR's
 * "unknown region"): counted under it so that the facet covers every result, and a filter value.
 */
export const UNKNOWN_COUNTRY = "ZZ";

/** Years-in-business ranges: [from, to) in whole years since founding; "20+" is open-ended. */
export const YEARS_RANGES = ["0-5", "5-10", "10-20", "20+"] as const;
export type YearsRange = (typeof YEARS_RANGES)[number];
export const LISTED_VALUES = ["listed", "unlisted"] as const;
export type ListedValue = (typeof LISTED_VALUES)[number];
/** ISIC Rev.4 sections: the industry filter (companies with only a US SIC code are mapped to one). */
export const ISIC_SECTIONS = "ABCDEFGHIJKLMNOPQRSTU".split("") as readonly string[];

/** Which rule found the rows: the asked mode, or typo-tolerant matching when it found nothing. */
export const MATCH_MODES = ["first-word", "keyword", "fuzzy", "browse"] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

const list = (pattern: string, description: string) =>
  Type.Optional(Type.String({ pattern: `^(${pattern})(,(${pattern}))*$`, maxLength: 400, description }));

/** What the search, the facets and the export share: the text, the country, the filters. */
export const SearchCriteria = Type.Object({
  searchname: Type.Optional(Type.String({ maxLength: MAX_SEARCH_TEXT, description: "the company name searched" })),
  company_name: Type.Optional(
    Type.String({ maxLength: MAX_SEARCH_TEXT, description: "the autocomplete's name of the text" }),
  ),
  companyCountry: Type.Optional(
    Type.String({ pattern: "^[A-Za-z]{2}$", description: "ISO 3166-1 alpha-2: the country chosen with the search" }),
  ),
  companyCountryEn: Type.Optional(Type.String({ maxLength: 100, description: "the country's English name (display)" })),
  keword: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2, default: 2, description: "2 = first-word match (default), 1 = keyword" }),
  ),
  country: list("[A-Z]{2}", "filter: countries (ISO alpha-2, comma-separated)"),
  industry: list("[A-U]", "filter: ISIC Rev.4 sections (comma-separated)"),
  listed: list("listed|unlisted", "filter: listed and/or unlisted"),
  years: list("0-5|5-10|10-20|20\\+", "filter: years-in-business ranges"),
});
export type SearchCriteria = Static<typeof SearchCriteria>;

const PageSize = Type.Unsafe<SearchPageSize | 99>(
  Type.Integer({ enum: [...SEARCH_PAGE_SIZES, 99], description: "10, 20, 50 or 100; 99 with ieflag=1 (autocomplete)" }),
);

export const SearchQuery = Type.Object({
  ...SearchCriteria.properties,
  sort: Type.Optional(Type.Enum(SORT_FIELDS, { description: "default: relevance" })),
  order: Type.Optional(Type.Enum(SORT_ORDERS, { description: "default: asc for name, desc for the others" })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(PageSize),
  ieflag: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: "1 = autocomplete rows" })),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One company in the result list. */
export const CompanyRow = Type.Object({
  id: Type.String({ description: "internal id" }),
  aaaId: Type.String({ description: "the id users see; the profile is /index/company/detals/{aaaId}" }),
  name: Type.String(),
  nameNative: Nullable(Type.String()),
  matchedName: Nullable(Type.String({ description: "the name that matched, when it is not the primary name" })),
  countryCode: Nullable(Type.String()),
  city: Nullable(Type.String()),
  address: Nullable(Type.String()),
  industrySection: Nullable(Type.String()),
  industryCode: Nullable(Type.String({ description: "ISIC class, else US SIC code" })),
  industryDescription: Nullable(Type.String()),
  legalForm: Nullable(Type.String()),
  status: Type.String(),
  foundedOn: Nullable(Type.String({ description: "YYYY-MM-DD" })),
  yearsInBusiness: Nullable(Type.Integer()),
  isListed: Type.Boolean(),
  stockCode: Nullable(Type.String()),
  stockExchange: Nullable(Type.String()),
  employees: Nullable(Type.Integer()),
  registryNumber: Nullable(Type.String()),
  lei: Nullable(Type.String()),
  website: Nullable(Type.String()),
  dataQuality: Type.Integer({ minimum: 1, maximum: 100 }),
  lastUpdate: Nullable(Type.String()),
  source: Type.String(),
  isDemo: Type.Boolean(),
});
export type CompanyRow = Static<typeof CompanyRow>;

/** A common start matches so many names that only the first are counted: then `total` is a lower bound. */
const TotalExact = Type.Optional(
  Type.Boolean({ description: "false: at least `total` companies match (only the first were counted); absent: exact" }),
);

export const SearchResult = Type.Object({
  total: Type.Integer(),
  totalExact: TotalExact,
  page: Type.Integer(),
  pageSize: Type.Integer(),
  matchMode: Type.Enum(MATCH_MODES),
  rows: Type.Array(CompanyRow),
});
export type SearchResult = Static<typeof SearchResult>;

/** The spec's company suggestion (autocomplete, ieflag=1). */
export const CompanySuggestion = Type.Object({
  aaa_id: Type.String(),
  company_name_en: Type.String(),
  company_country: Nullable(Type.String()),
  matched_name: Nullable(Type.String({ description: "the name that matched, when it is not the primary name" })),
  is_demo: Type.Boolean(),
});
export type CompanySuggestion = Static<typeof CompanySuggestion>;
export const SuggestionResult = Type.Object({
  total: Type.Integer(),
  totalExact: TotalExact,
  rows: Type.Array(CompanySuggestion),
});
export type SuggestionResult = Static<typeof SuggestionResult>;

export const SearchResponse = Envelope(Type.Union([SearchResult, SuggestionResult]));

export const FacetCount = Type.Object({ value: Type.String(), count: Type.Integer() });
export type FacetCount = Static<typeof FacetCount>;
/** Each facet is counted with every other filter applied, but not its own. */
export const SearchFacets = Type.Object({
  total: Type.Integer(),
  matchMode: Type.Enum(MATCH_MODES),
  country: Type.Array(FacetCount),
  industry: Type.Array(FacetCount),
  listed: Type.Array(FacetCount),
  years: Type.Array(FacetCount),
});
export type SearchFacets = Static<typeof SearchFacets>;
export const FiltersResponse = Envelope(SearchFacets);

/** The data labels (columns) of the company list: the edit dialog and the export read them. */
export const COMPANY_LABEL_KEYS = [
  "name",
  "country",
  "city",
  "address",
  "industry",
  "legalForm",
  "status",
  "foundedOn",
  "yearsInBusiness",
  "listed",
  "employees",
  "registryNumber",
  "lei",
  "website",
  "dataQuality",
  "lastUpdate",
  "source",
] as const;
export type CompanyLabelKey = (typeof COMPANY_LABEL_KEYS)[number];
export const DEFAULT_LABELS: readonly CompanyLabelKey[] = [
  "name",
  "country",
  "industry",
  "foundedOn",
  "listed",
  "dataQuality",
];

export const LABEL_GROUPS = ["identity", "activity", "contact", "record"] as const;
export const CompanyLabel = Type.Object({
  key: Type.Enum(COMPANY_LABEL_KEYS),
  title: Type.String({ description: "in the caller's language" }),
  group: Type.Enum(LABEL_GROUPS),
  isDefault: Type.Boolean(),
  isRequired: Type.Boolean({ description: "always shown (the name)" }),
  sortField: Nullable(Type.Enum(SORT_FIELDS)),
});
export type CompanyLabel = Static<typeof CompanyLabel>;
export const LabelListResponse = Envelope(Type.Array(CompanyLabel));
