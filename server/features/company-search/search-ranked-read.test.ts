import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { aaaId, COMPANY_TABLE_COLUMNS } from "../companies/index.ts";
import type { SearchQuery } from "../../../contract/company-search.ts";
import { searchPage, suggest } from "./company-search.service.ts";
import * as repo from "./company-search.repo.ts";
import { toCompanyRow, toSuggestion } from "./company-row.ts";
import { buildPlan } from "./search-plan.ts";
import { searchFormsOfName } from "./search-text.ts";
import { TEST_NOW } from "./search.test-fixture.ts";

/**
 * A common start (more than 2,000 names) is read in ranking order (company_names_rank_idx) instead
 * of ranking every match: it must give the very rows, matched names and total of ranking them all.
 * The names mix every tier: exact, prefix, spaceless ("za ra"), former, native, accents (which
 * sort apart in byte order), and qualities in any order.
 */
const BASE_ID = 7_000_000_000_000;
const WORDS = ["Zara", "Zarin", "Zárate", "Za Ra", "Zarko", "ZARA", "Zarya", "Zar"];
const TAILS = ["Trading", "Holdings", "Logistik", "Bau", "Foods", "Tech"];
const COUNT = 4000;

function companyName(i: number): string {
  if (i === 7) return "Zara";
  if (i % 23 === 0) return `Other ${TAILS[i % TAILS.length]} ${i}`;
  return `${WORDS[i % WORDS.length]} ${TAILS[(i * 7) % TAILS.length]} ${i % 97}`;
}

function nameRow(id: number, kind: "primary" | "native" | "former", name: string) {
  const { latin, normalised } = searchFormsOfName(name);
  return { company_id: id, kind, name, latin, normalised, script: null, source: "test", is_demo: false };
}

describe("company search: a common start read in ranking order", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    const ids = Array.from({ length: COUNT }, (_, i) => i);
    const companies = ids.map((i) => ({
      id: BASE_ID + i,
      aaa_id: aaaId(BASE_ID + i),
      name: companyName(i),
      country_code: ["DE", "FR", "ES"][i % 3],
      status: "active",
      data_quality: [71, 96, 88, 79, 100][(i * 13) % 5],
      source: "test",
      is_demo: false,
    }));
    const names = ids.flatMap((i) => [
      nameRow(BASE_ID + i, "primary", companyName(i)),
      ...(i % 3 === 0 ? [nameRow(BASE_ID + i, "native", companyName(i).toUpperCase())] : []),
      ...(i % 23 === 0 ? [nameRow(BASE_ID + i, "former", `Zara ${TAILS[i % TAILS.length]} Old`)] : []),
    ]);
    await insertObjects(database.db, "companies", COMPANY_TABLE_COLUMNS.companies, companies);
    await insertObjects(database.db, "company_names", COMPANY_TABLE_COLUMNS.company_names, names);
    await sql`SELECT copy_company_name_ranks()`.execute(database.db);
    // After the copy: a quality that changes (the trigger carries it) and a company added without its copy.
    await sql`UPDATE companies SET data_quality = 100 WHERE id = ${BASE_ID + 1001}`.execute(database.db);
    await insertObjects(database.db, "companies", COMPANY_TABLE_COLUMNS.companies, [
      { ...companies[8], id: BASE_ID + COUNT, aaa_id: aaaId(BASE_ID + COUNT), name: "Zarin Aaa", data_quality: 100 },
    ]);
    await insertObjects(database.db, "company_names", COMPANY_TABLE_COLUMNS.company_names, [
      nameRow(BASE_ID + COUNT, "primary", "Zarin Aaa"),
    ]);
    await sql`ANALYZE`.execute(database.db);
  }, 120_000);
  afterAll(() => database?.dispose());

  const QUERIES: SearchQuery[] = [
    { searchname: "zar", pageSize: 20 },
    { searchname: "zar", pageSize: 20, page: 4 },
    { searchname: "zara", pageSize: 50, page: 2 },
    { searchname: "za ra", pageSize: 20 },
    { searchname: "zara", pageSize: 100, page: 10 },
  ];

  it.each(QUERIES)("gives the rows, matched names and total of ranking every match: %o", async (query) => {
    const plan = buildPlan(query);
    expect((await repo.countFirstWord(database.db, plan)).names).toBeGreaterThan(2000);
    const page = await searchPage(database.db, query, TEST_NOW);
    const all = await repo.searchCompanies(database.db, plan, plan.rule, "2026-06-01", {
      limit: plan.pageSize,
      offset: (plan.page - 1) * plan.pageSize,
    });
    expect(page.rows.length).toBe(plan.pageSize);
    expect(page.rows).toEqual(all.map(toCompanyRow));
    expect(page.total).toBe(Number(all[0]?.total));
    expect(page.totalExact).toBeUndefined();
  });

  it("gives the same 99 suggestions as ranking every match", async () => {
    const query: SearchQuery = { company_name: "zar", ieflag: 1, pageSize: 99 };
    const plan = { ...buildPlan(query), page: 1, pageSize: 99 };
    const suggestions = await suggest(database.db, query, TEST_NOW);
    const all = await repo.suggestCompanies(database.db, plan, plan.rule, "2026-06-01", 99);
    expect(suggestions.rows).toHaveLength(99);
    expect(suggestions.rows).toEqual(all.map(toSuggestion));
    // The suggestions show no total: only the first names are counted, and the answer says so.
    expect(suggestions.totalExact).toBe(false);
    expect(suggestions.total).toBeLessThanOrEqual(Number(all[0]?.total));
  });

  // Both listed values select every company, but a filter makes the search read each match's company.
  it.each([
    { searchname: "zar", keword: 2 },
    { searchname: "zara", keword: 1 },
    { searchname: "zarx", keword: 2 },
    { searchname: "zar", keword: 2, sort: "name", order: "asc" },
    { searchname: "zara", keword: 1, sort: "dataQuality", order: "desc" },
  ] as const)("ranks from the names' copies as from the companies: %o", async (query) => {
    const fromNames = await searchPage(database.db, { ...query, pageSize: 50, page: 2 }, TEST_NOW);
    const fromCompanies = await searchPage(
      database.db,
      { ...query, pageSize: 50, page: 2, listed: "listed,unlisted" },
      TEST_NOW,
    );
    expect(fromNames.rows).toHaveLength(50);
    expect(fromNames.rows).toEqual(fromCompanies.rows);
    expect(fromNames.total).toBe(fromCompanies.total);
    expect(fromNames.matchMode).toBe(fromCompanies.matchMode);
  });

  it("still puts the exact name first", async () => {
    const page = await searchPage(database.db, { searchname: "zara", pageSize: 20 }, TEST_NOW);
    expect(page.rows[0]?.name).toBe("Zara");
  });
});
