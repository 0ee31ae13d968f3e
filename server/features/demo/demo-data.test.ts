import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { loadDatasets } from "../../lib/dataset-loader.ts";
import { createDataStatus } from "../../lib/data-status.ts";
import { generateDemo } from "./generator/generator.ts";
import { DEMO_TABLES, type DemoTable } from "./generator/tables.ts";
import { industryNormsDataset } from "../companies/index.ts";
import { demoDataset } from "./demo.loader.ts";

async function expectedCounts(companies: number, seed: number): Promise<Record<DemoTable, number>> {
  return (await generateDemo({ companies, seed }, async () => {})).rows;
}

async function loadedCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of DEMO_TABLES) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE is_demo AND source = 'demo'`.execute(t.database.db);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

describe("demo data set loader", () => {
  let t: TestApp;
  beforeAll(async () => {
    const demo = demoDataset({ companies: 300, seed: 4 });
    t = await createTestApp({ datasets: [demo, industryNormsDataset([demo])] });
  });
  afterAll(() => t.close());

  it("loads exactly what the generator writes, with ratios for every statement", async () => {
    expect(await loadedCounts(t)).toEqual(await expectedCounts(300, 4));
    const { rows } = await sql<{ statements: number; ratios: number; norms: number }>`SELECT
      (SELECT count(*)::int FROM financial_statements WHERE is_demo) AS statements,
      (SELECT count(*)::int FROM financial_ratios WHERE is_demo) AS ratios,
      (SELECT count(*)::int FROM industry_norms WHERE is_demo) AS norms`.execute(t.database.db);
    expect(rows[0]?.ratios).toBe(rows[0]?.statements);
    expect(rows[0]?.norms).toBeGreaterThan(0);
    const recorded = await t.database.db
      .selectFrom("datasets")
      .selectAll()
      .where("name", "=", "demo")
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ version: "demo-n300-s4-g3", is_demo: true });
  });

  it("replaces the demo rows when the seed or size changes", async () => {
    await loadDatasets(t.database.db, [demoDataset({ companies: 200, seed: 9 })], createDataStatus(), () => {});
    expect(await loadedCounts(t)).toEqual(await expectedCounts(200, 9));
  });
});
