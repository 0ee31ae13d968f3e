import { DEFAULT_KEYWORD_MODE } from "../../../contract/constants.ts";
import {
  EMPTY_POST_FILTER,
  LEADS_MAX_COUNTRIES,
  LEADS_MAX_INDUSTRIES,
  LEADS_MAX_PAGE,
  LEADS_MAX_PRODUCTS,
  LEADS_PAGE_SIZES,
  LEADS_RISKS,
  LEADS_SIZES,
  type LeadsAnswers,
  type LeadsPostFilter,
  type LeadsRisk,
  type LeadsRole,
  type LeadsSize,
} from "../../../contract/leads.ts";

/**
 * The leads page's URL (/index/list/risk): the answers, the result filters, the page, the saved
 * questionnaire in use, the questionnaire step being edited and the lead opened. Lists are
 * comma-separated; anything the contract would refuse is dropped.
 */
export type LeadsSearch = {
  keyword: number;
  role?: LeadsRole;
  products?: string;
  countries?: string;
  industries?: string;
  sizes?: string;
  fc?: string;
  fi?: string;
  fs?: string;
  fr?: string;
  page?: number;
  size?: number;
  head?: string;
  step?: number;
  lead?: string;
};

export const QUESTION_COUNT = 5;

function list(value: unknown, pattern: RegExp, max: number, allowed?: readonly string[]): string[] {
  if (typeof value !== "string" && typeof value !== "number") return [];
  const items = String(value)
    .split(",")
    .map((item) => item.trim())
    .filter((item) => pattern.test(item) && (!allowed || allowed.includes(item)));
  return [...new Set(items)].slice(0, max);
}

const joined = (items: string[]) => (items.length ? items.join(",") : undefined);
const HS = /^[0-9]{2}([0-9]{2}){0,2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const SECTION = /^[A-U]$/;
const ANY = /./;

function whole(value: unknown, min: number, max: number): number | undefined {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

export function parseLeadsSearch(search: Record<string, unknown>): LeadsSearch {
  const keyword = whole(search.keyword, 1, 2) ?? DEFAULT_KEYWORD_MODE;
  const role = search.role === "buyer" || search.role === "seller" ? search.role : undefined;
  const size = whole(search.size, 1, 50);
  const parsed: LeadsSearch = {
    keyword,
    role,
    products: joined(list(search.products, HS, LEADS_MAX_PRODUCTS)),
    countries: joined(list(search.countries, COUNTRY, LEADS_MAX_COUNTRIES)),
    industries: joined(list(search.industries, SECTION, LEADS_MAX_INDUSTRIES)),
    sizes: joined(list(search.sizes, ANY, LEADS_SIZES.length, LEADS_SIZES)),
    fc: joined(list(search.fc, COUNTRY, LEADS_MAX_COUNTRIES)),
    fi: joined(list(search.fi, SECTION, LEADS_MAX_INDUSTRIES)),
    fs: joined(list(search.fs, ANY, LEADS_SIZES.length, LEADS_SIZES)),
    fr: joined(list(search.fr, ANY, LEADS_RISKS.length, LEADS_RISKS)),
    page: whole(search.page, 2, LEADS_MAX_PAGE),
    size: size && (LEADS_PAGE_SIZES as readonly number[]).includes(size) ? size : undefined,
    head: typeof search.head === "string" && /^[1-9][0-9]{0,17}$/.test(search.head) ? search.head : undefined,
    step: whole(search.step, 1, QUESTION_COUNT),
    lead: typeof search.lead === "string" && search.lead.length <= 40 && search.lead ? search.lead : undefined,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as LeadsSearch;
}

const split = (value: string | undefined) => (value ? value.split(",") : []);

/** The answers in the URL, or null while the questionnaire's required answers (role, products) are missing. */
export function answersOf(search: LeadsSearch): LeadsAnswers | null {
  if (!search.role || !search.products) return null;
  return {
    role: search.role,
    products: split(search.products),
    countries: split(search.countries),
    industries: split(search.industries),
    sizes: split(search.sizes) as LeadsSize[],
  };
}

export function postFilterOf(search: LeadsSearch): LeadsPostFilter {
  return {
    countries: split(search.fc),
    industries: split(search.fi),
    sizes: split(search.fs) as LeadsSize[],
    risks: split(search.fr) as LeadsRisk[],
  };
}

/** The URL of answers and result filters (a saved questionnaire, or the questionnaire just finished). */
export function searchOf(
  answers: LeadsAnswers,
  filter: LeadsPostFilter = EMPTY_POST_FILTER,
  extra: Partial<LeadsSearch> = {},
): LeadsSearch {
  return parseLeadsSearch({
    keyword: DEFAULT_KEYWORD_MODE,
    role: answers.role,
    products: answers.products.join(","),
    countries: answers.countries.join(","),
    industries: answers.industries.join(","),
    sizes: answers.sizes.join(","),
    fc: filter.countries.join(","),
    fi: filter.industries.join(","),
    fs: filter.sizes.join(","),
    fr: filter.risks.join(","),
    ...extra,
  });
}

/** The URL with other result filters: back to the first page. */
export function withFilter(search: LeadsSearch, filter: LeadsPostFilter): LeadsSearch {
  const answers = answersOf(search);
  if (!answers) return search;
  return searchOf(answers, filter, { head: search.head, size: search.size });
}
