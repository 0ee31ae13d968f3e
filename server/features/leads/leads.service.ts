import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  EMPTY_POST_FILTER,
  LEADS_EXPORT_LOCK_TYPES,
  LEADS_EXPORT_MAX,
  LEADS_MAX_COUNTRIES,
  LEADS_MAX_INDUSTRIES,
  LEADS_MAX_PRODUCTS,
  LEADS_ROLES,
  LEADS_SIZES,
  type Lead,
  type LeadDetail,
  type LeadReason,
  type LeadsAnswers,
  type LeadsFacets,
  type LeadsPage,
  type LeadsPostFilter,
  type LeadsPrivilege,
  type LeadsQuestion,
  type LeadsRisk,
  type LeadsRole,
  type LeadsSearchBody,
  type LeadsSize,
} from "../../../contract/leads.ts";
import { AppError } from "../../lib/app-error.ts";
import * as repo from "./leads.repo.ts";
import * as companies from "./companies.repo.ts";

const TRACE_PAGE_SIZE = 20;

function reasonsOf(row: repo.LeadRow): LeadReason[] {
  const reasons: LeadReason[] = [];
  const add = (kind: LeadReason["kind"], value: number | null, text: string | null = null) =>
    reasons.push({ kind, value, text });
  if (row.shipments > 0) add("shipments", row.shipments, row.products.join(", "));
  if (row.recent && row.last_date) add("recent", null, row.last_date);
  if (row.growth !== null && row.growth > 0) add("growth", row.growth);
  if (row.partners >= 2) add("partners", row.partners);
  if (row.listed) add("catalogue", null);
  if (row.rating) add("credit", null, row.rating);
  return reasons;
}

function toLead(row: repo.LeadRow): Lead {
  return {
    aaaId: row.aaa_id,
    name: row.name,
    countryCode: row.country_code,
    city: row.city,
    industry: row.industry,
    employees: row.employees,
    size: row.size as LeadsSize | null,
    score: row.score,
    shipments: row.shipments,
    tradeValue: row.value,
    partners: row.partners,
    products: row.products,
    lastShipment: row.last_date,
    growth: row.growth,
    rating: row.rating,
    risk: row.risk as LeadsRisk,
    reasons: reasonsOf(row),
    isDemo: row.is_demo,
  };
}

export async function search(db: Kysely<DB>, body: LeadsSearchBody): Promise<LeadsPage> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 20;
  const rows = await repo.searchLeads(db, body.answers, body.postFilter ?? EMPTY_POST_FILTER, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
    asOf: rows[0]?.as_of ?? null,
    rows: rows.map(toLead),
  };
}

/** The leads an export writes: the selected ones, or the first of the list. */
export async function leadsForExport(
  db: Kysely<DB>,
  body: { answers: LeadsAnswers; postFilter?: LeadsPostFilter; aaaIds?: string[] },
): Promise<Lead[]> {
  const filter = body.postFilter ?? EMPTY_POST_FILTER;
  const page = body.aaaIds ? { aaaIds: body.aaaIds } : { limit: LEADS_EXPORT_MAX, offset: 0 };
  return (await repo.searchLeads(db, body.answers, filter, page)).map(toLead);
}

export async function facets(db: Kysely<DB>, answers: LeadsAnswers): Promise<LeadsFacets> {
  const rows = await repo.facets(db, answers);
  const of = (dimension: repo.FacetRow["dimension"]) =>
    rows.filter((r) => r.dimension === dimension).map((r) => ({ code: r.code, count: r.count }));
  return {
    total: rows.find((r) => r.dimension === "total")?.count ?? 0,
    countries: of("countries"),
    industries: of("industries"),
    sizes: of("sizes"),
    risks: of("risks"),
  };
}

type LeadScope = { aaaId: string; role: LeadsRole; products: string };
const scopeOf = (q: LeadScope): repo.Scope => ({ role: q.role, products: [...new Set(q.products.split(","))] });

async function company(db: Kysely<DB>, aaaId: string) {
  const row = await companies.companyByAaaId(db, aaaId);
  if (!row) throw new AppError(404, "notFound");
  return row;
}

export async function detail(db: Kysely<DB>, query: LeadScope): Promise<LeadDetail> {
  const found = await company(db, query.aaaId);
  const scope = scopeOf(query);
  const row = await repo.oneLead(db, scope, query.aaaId);
  if (!row) throw new AppError(404, "leadsCompanyNotFound");
  const [partners, listed] = await Promise.all([
    repo.topPartners(db, scope, found.id),
    companies.catalogue(db, found.id),
  ]);
  return {
    lead: toLead(row),
    website: found.website,
    description: found.description,
    legalForm: found.legal_form,
    foundedOn: found.founded_on,
    topPartners: partners.map((p) => ({ name: p.name, countryCode: p.country, shipments: p.shipments })),
    catalogue: listed.map((p) => ({ name: p.name, hsCode: p.hs_code })),
  };
}

export async function industryInfo(db: Kysely<DB>, aaaId: string) {
  const found = await company(db, aaaId);
  const codes = [found.industry_section, found.isic].filter((c): c is string => c !== null);
  const [names, peerCount] = await Promise.all([
    companies.isicNames(db, codes),
    found.industry_section ? companies.peers(db, found.industry_section, found.country_code) : Promise.resolve(0),
  ]);
  return {
    aaaId,
    section: found.industry_section,
    sectionName: found.industry_section ? (names.get(found.industry_section) ?? null) : null,
    isic: found.isic,
    isicName: found.isic ? (names.get(found.isic) ?? null) : null,
    sic: found.sic,
    sicDescription: found.sic_description,
    naics: found.naics,
    nace: found.nace,
    peers: peerCount,
  };
}

export async function traceSearch(db: Kysely<DB>, query: LeadScope & { page?: number }) {
  const found = await company(db, query.aaaId);
  const page = query.page ?? 1;
  const rows = await repo.trace(db, scopeOf(query), found.id, TRACE_PAGE_SIZE, (page - 1) * TRACE_PAGE_SIZE);
  return {
    total: rows[0]?.total ?? 0,
    page,
    rows: rows.map((r) => ({
      date: r.date,
      hsCode: r.hs_code,
      cargo: r.cargo,
      partnerName: r.partner,
      partnerCountry: r.partner_country,
      origin: r.origin,
      destination: r.destination,
      valueUsd: r.value,
      weightKg: r.weight,
      isDemo: r.is_demo,
    })),
  };
}

export function privilege(user: { lockType: number } | null): LeadsPrivilege {
  const lockType = user?.lockType ?? 0;
  return {
    signedIn: user !== null,
    lockType,
    search: true,
    saveAnswers: user !== null,
    export: user !== null && (LEADS_EXPORT_LOCK_TYPES as readonly number[]).includes(lockType),
    exportMax: LEADS_EXPORT_MAX,
  };
}

export function questions(): LeadsQuestion[] {
  return [
    { id: "role", kind: "single", required: true, options: [...LEADS_ROLES], maxChoices: 1, optionsFrom: null },
    {
      id: "products",
      kind: "multiple",
      required: true,
      options: [],
      maxChoices: LEADS_MAX_PRODUCTS,
      optionsFrom: "/findPartner/getLeadsProductFilterList",
    },
    {
      id: "countries",
      kind: "multiple",
      required: false,
      options: [],
      maxChoices: LEADS_MAX_COUNTRIES,
      optionsFrom: "/common/countryList",
    },
    {
      id: "industries",
      kind: "multiple",
      required: false,
      options: [],
      maxChoices: LEADS_MAX_INDUSTRIES,
      optionsFrom: "/findPartner/getIndustryCode",
    },
    {
      id: "sizes",
      kind: "multiple",
      required: false,
      options: [...LEADS_SIZES],
      maxChoices: LEADS_SIZES.length,
      optionsFrom: null,
    },
  ];
}

export async function productChoices(db: Kysely<DB>, keyword: string) {
  const text = keyword.trim();
  const digits = text.replace(/[\s.]/g, "");
  const words = text.split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return [];
  const match = /^[0-9]{1,6}$/.test(digits) ? { codePrefix: digits } : { words };
  const rows = await companies.hsChoices(db, match, 20);
  return rows.map((r) => ({ hsCode: r.code, hsCodeDescription: r.description, level: r.level }));
}

export async function industryCodes(db: Kysely<DB>) {
  return companies.isicSections(db);
}
