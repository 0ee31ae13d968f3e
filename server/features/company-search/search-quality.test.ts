import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { secCompaniesDataset } from "../companies/sec-companies.loader.ts";
import { get, TEST_NOW } from "./search.test-fixture.ts";

/**
 * The misses of issue 12, on the bundled SEC companies: each query must bring its company first.
 * `keword: 1` is keyword mode (every word, any order).
 */
type Case = { query: string; top: string; keword?: 1 | 2 };

const CASES: Case[] = [
  // "&" = "and" = "+", in the names and the queries
  { query: "johnson and johnson", top: "JOHNSON & JOHNSON" },
  { query: "johnson & johnson", top: "JOHNSON & JOHNSON" },
  { query: "procter and gamble", top: "PROCTER & GAMBLE Co" },
  { query: "procter+gamble", top: "PROCTER & GAMBLE Co" },
  { query: "deere and co", top: "DEERE & CO" },
  // abbreviations
  { query: "honeywell intl", top: "HONEYWELL INTERNATIONAL INC" },
  { query: "mitsubishi ufj finl group", top: "MITSUBISHI UFJ FINANCIAL GROUP INC" },
  { query: "mitsubishi ufj financial grp", top: "MITSUBISHI UFJ FINANCIAL GROUP INC" },
  // tickers and registry identifiers
  { query: "ibm", top: "INTERNATIONAL BUSINESS MACHINES CORP" },
  { query: "nvda", top: "NVIDIA CORP" },
  { query: "NVDA", top: "NVIDIA CORP" },
  { query: "BRK-B", top: "BERKSHIRE HATHAWAY INC" },
  { query: "320193", top: "Apple Inc." },
  { query: "CIK 0000037996", top: "FORD MOTOR CO" },
  // plural and singular in keyword mode
  { query: "motors ford", top: "FORD MOTOR CO", keword: 1 },
  { query: "motor general", top: "General Motors Co", keword: 1 },
];

describe("search quality on the bundled SEC companies (issue 12)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW, datasets: [secCompaniesDataset] });
  }, 120_000);
  afterAll(() => t.close());

  it.each(CASES)("$query finds $top first", async ({ query, top, keword }) => {
    const { json } = await get(t, "/company/search", { searchname: query, ...(keword ? { keword } : {}) });
    const top5 = json.data.rows.slice(0, 5).map((row: { name: string }) => row.name);
    expect(top5[0], top5.join(" | ")).toBe(top);
  });

  it("suggests the ticker's company first while typing", async () => {
    const { json } = await get(t, "/company/search", { company_name: "nvda", ieflag: 1, pageSize: 99 });
    expect(json.data.rows[0]?.company_name_en).toBe("NVIDIA CORP");
  });

  it("counts a ticker's company in the facets (the list and the facets agree)", async () => {
    const { json } = await get(t, "/company/filters", { searchname: "nvda" });
    expect(json.data).toMatchObject({ matchMode: "first-word" });
    expect(json.data.total).toBeGreaterThanOrEqual(1);
  });
});
