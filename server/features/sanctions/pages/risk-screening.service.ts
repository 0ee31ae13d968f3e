import type { Kysely } from "kysely";
import type { Static } from "typebox";
import type { CompanySanctions, RiskSearchQuery, RiskSearchResult } from "../../../../contract/screening-pages.ts";
import type { SCREENING_SCHEMAS, ScreeningQuery } from "../../../../contract/screening.ts";
import type { DB } from "../../../db/schema.ts";
import { AppError } from "../../../lib/app-error.ts";
import { idFromAaaId } from "../../companies/index.ts";
import type { ScreeningStore } from "../screening/screening-store.ts";
import { matchBatch } from "../screening/screening.service.ts";
import { companySubjects } from "./company-subjects.repo.ts";

type Query = Static<typeof ScreeningQuery>;
/** Results per screened name shown on the pages. */
const PAGE_LIMIT = 20;

type Schema = (typeof SCREENING_SCHEMAS)[number];

function queryOf(schema: Schema, name: string, country?: string | null, birthDate?: string | null): Query {
  const properties: Record<string, string[]> = { name: [name] };
  if (country) properties.country = [country.toLowerCase()];
  if (birthDate) properties.birthDate = [birthDate];
  return { schema, properties };
}

/** The risk search: one name screened against every list, its results explained feature by feature. */
export async function riskSearch(
  store: ScreeningStore,
  query: Static<typeof RiskSearchQuery>,
  now: Date,
): Promise<Static<typeof RiskSearchResult>> {
  const screened = queryOf(query.schema ?? "LegalEntity", query.name.trim(), query.country, query.birthDate);
  const answer = await matchBatch(
    store,
    "default",
    {
      queries: { q: screened },
      limit: PAGE_LIMIT,
      ...(query.threshold !== undefined ? { threshold: query.threshold } : {}),
    },
    {},
  );
  return {
    results: answer.responses.q?.results ?? [],
    threshold: answer.threshold,
    lists: answer.lists,
    screenedAt: now.toISOString(),
  };
}

const OWNER_SCHEMA: Record<string, Schema> = { company: "Company", person: "Person" };

/** The company, its current officers and owners screened in one batch (the profile's sanctions tab). */
export async function companySanctions(
  db: Kysely<DB>,
  store: ScreeningStore,
  aaaId: string,
  now: Date,
): Promise<Static<typeof CompanySanctions>> {
  const numeric = /^\d{1,18}$/.test(aaaId) ? BigInt(aaaId) : idFromAaaId(aaaId.toUpperCase());
  const found = numeric !== undefined && numeric > 0n ? await companySubjects(db, numeric.toString()) : undefined;
  if (!found) throw new AppError(404, "notFound");
  const { company, officers, owners } = found;
  const subjects = [
    {
      role: "company" as const,
      name: company.name,
      detail: null,
      query: queryOf("Company", company.name, company.country_code),
    },
    ...officers.map((o) => ({
      role: "officer" as const,
      name: o.name,
      detail: o.position,
      query: queryOf("Person", o.name, o.nationality, o.birth_year ? String(o.birth_year) : null),
    })),
    ...owners.map((o) => ({
      role: "owner" as const,
      name: o.party_name,
      detail: null,
      query: queryOf(OWNER_SCHEMA[o.party_type] ?? "LegalEntity", o.party_name, o.party_country),
    })),
  ];
  if (company.lei) subjects[0]!.query.properties.leiCode = [company.lei];
  // A name with nothing the engine can compare (punctuation only) is left out rather than failing the tab.
  const { engine } = await store.current();
  const screenable = subjects.filter((s) => (engine.analyse(s.query)?.names.length ?? 0) > 0);
  const queries = Object.fromEntries(screenable.map((s, i) => [`s${i}`, s.query]));
  const answer = await matchBatch(store, "default", { queries, limit: PAGE_LIMIT }, {});
  return {
    companyName: company.name,
    subjects: screenable.map((s, i) => ({
      role: s.role,
      name: s.name,
      detail: s.detail,
      results: answer.responses[`s${i}`]?.results ?? [],
    })),
    threshold: answer.threshold,
    lists: answer.lists,
    screenedAt: now.toISOString(),
  };
}
