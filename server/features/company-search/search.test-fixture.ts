import type { Kysely } from "kysely";
import type { LightMyRequestResponse } from "fastify";
import type { DB } from "../../db/schema.ts";
import type { TestApp } from "../../test/test-app.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { aaaId, COMPANY_TABLE_COLUMNS } from "../companies/index.ts";
import { openSession } from "../accounts/index.ts";
import { searchFormsOfName } from "./search-text.ts";
import { COMPANIES, type Spec } from "./search.test-companies.ts";

export { COMPANIES };

/**
 * A small, controlled set of companies for the search tests: names in several scripts, former
 * names, legal forms, listed and unlisted, founding dates either side of the years-in-business
 * boundaries as of TEST_NOW, demo and real records.
 */
export const TEST_NOW = new Date("2026-06-01T12:00:00Z");

const BASE_ID = 5_000_000_000_000;
export const idOf = (n: number) => BASE_ID + n;
export const aaaOf = (n: number) => aaaId(idOf(n));

function nameRow(spec: Spec, kind: "primary" | "native" | "former", name: string) {
  const { latin, normalised } = searchFormsOfName(name);
  return {
    company_id: idOf(spec.n),
    kind,
    name,
    latin,
    normalised,
    script: latin ? null : "Latn",
    source: spec.demo ? "demo" : "test",
    is_demo: spec.demo ?? false,
  };
}

export async function insertSearchFixture(db: Kysely<DB>): Promise<void> {
  await insertCompanies(db, COMPANIES);
}

/** Companies of the search tests' shape (search.test-companies.ts), with their names and addresses. */
export async function insertCompanies(db: Kysely<DB>, specs: readonly Spec[]): Promise<void> {
  const provenance = (spec: Spec) => ({ source: spec.demo ? "demo" : "test", is_demo: spec.demo ?? false });
  const companies = specs.map((spec) => ({
    id: idOf(spec.n),
    aaa_id: aaaOf(spec.n),
    name: spec.name,
    name_native: spec.native ?? null,
    country_code: spec.country,
    status: spec.status ?? "active",
    founded_on: spec.founded ?? null,
    stock_code: spec.ticker ?? null,
    stock_exchange: spec.ticker ? "XTEST" : null,
    is_listed: Boolean(spec.ticker),
    isic: spec.isic ?? null,
    sic: spec.sic ?? null,
    data_quality: spec.dq,
    last_update: "2026-05-01",
    ...provenance(spec),
  }));
  const names = specs.flatMap((spec) => [
    nameRow(spec, "primary", spec.name),
    ...(spec.native ? [nameRow(spec, "native", spec.native)] : []),
    ...(spec.former ? [nameRow(spec, "former", spec.former)] : []),
  ]);
  const addresses = specs.map((spec) => ({
    company_id: idOf(spec.n),
    seq: 1,
    kind: "registered",
    line1: `${spec.n} Test Street`,
    city: spec.city,
    country_code: spec.country,
    ...provenance(spec),
  }));
  await insertObjects(db, "companies", COMPANY_TABLE_COLUMNS.companies, companies);
  await insertObjects(db, "company_names", COMPANY_TABLE_COLUMNS.company_names, names);
  await insertObjects(db, "company_addresses", COMPANY_TABLE_COLUMNS.company_addresses, addresses);
}

/** A user with an open session, straight in the database. */
export async function signedIn(t: TestApp, email: string): Promise<{ id: string; token: string }> {
  const row = await t.database.db
    .insertInto("app_users")
    .values({ user_code: `S-${email}`, email, first_name: "Grace", last_name: "Hopper" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = await openSession(
    t.database.db,
    String(row.id),
    { usaged: 2, ip: "127.0.0.1", userAgent: "test" },
    TEST_NOW,
  );
  return { id: String(row.id), token };
}

/** GET /csi{path} with a query, answered with status and envelope. */
export async function get(t: TestApp, path: string, query: Record<string, string | number> = {}, language = "en_US") {
  const response: LightMyRequestResponse = await t.app.inject({
    method: "GET",
    url: `/csi${path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { language },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are read field by field
  return { status: response.statusCode, json: response.json<{ code: number; msg: string; data: any }>() };
}
