import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset } from "../reference/index.ts";
import { get, insertSearchFixture, TEST_NOW } from "../company-search/search.test-fixture.ts";
import { refreshCountryCompanyCounts } from "./country-company-counts.ts";
import { exampleNames } from "./coverage.service.ts";

describe("GET /csi/common/coverage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset], now: () => TEST_NOW });
    await insertSearchFixture(t.database.db);
    await sql`INSERT INTO companies (id, aaa_id, name, country_code, source) VALUES (77, 'A77', 'Nowhere Ltd', NULL, 'test')`.execute(
      t.database.db,
    );
    await refreshCountryCompanyCounts(t.database.db);
  });
  afterAll(() => t.close());

  it("counts this database's companies and countries, live", async () => {
    const { status, json } = await get(t, "/common/coverage");
    expect(status).toBe(200);
    const { rows } = await sql<{ companies: number; countries: number }>`
      SELECT count(*)::int AS companies, count(DISTINCT country_code)::int AS countries FROM companies`.execute(
      t.database.db,
    );
    expect(json.data).toMatchObject(rows[0]!);
    expect(json.data.companies).toBeGreaterThan(20);
  });

  it("gives example names in several scripts, each found by the company search", async () => {
    const { json } = await get(t, "/common/coverage");
    const examples: string[] = json.data.examples;
    expect(examples.length).toBe(3);
    expect(examples[0]).toMatch(/^\p{Script=Latin}/u);
    expect(examples.some((name) => /\p{Script=Cyrillic}/u.test(name))).toBe(true);
    expect(examples.some((name) => /\p{Script=Han}/u.test(name))).toBe(true);
    for (const name of examples) {
      const found = await get(t, "/company/search", { searchname: name, keword: 2 });
      expect(found.json.data.total, name).toBeGreaterThanOrEqual(1);
    }
  });

  it("takes one name per script, the company's own spelling first", () => {
    expect(
      exampleNames([
        { name: "Apple Inc.", name_native: null },
        { name: "Siemens AG", name_native: null },
        { name: "Huawei Technologies Co., Ltd.", name_native: "华为技术有限公司" },
        { name: "PAO Gazprom", name_native: "ПАО Газпром" },
      ]),
    ).toEqual(["Apple Inc.", "ПАО Газпром", "华为技术有限公司"]);
  });
});
