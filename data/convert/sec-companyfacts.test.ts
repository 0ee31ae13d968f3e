import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { convertCompanyFacts } from "./sec-companyfacts.ts";
import { fixture } from "../../server/import/test-support.ts";
import { readTsvObjects } from "../../server/lib/tsv.ts";
import { readCompanyFacts } from "../../server/features/companies/sec-companyfacts.loader.ts";
import {
  companyFactsFilings,
  mapCompanyFacts,
  nearestMonthEnd,
  type CompanyFact,
} from "../../server/features/companies/sec-companyfacts.mapper.ts";
import { mapSecFinancials } from "../../server/features/companies/sec-financials.mapper.ts";
import { fsdsSet, readFsdsFilings } from "../../server/features/companies/sec-fsds.reader.ts";

// Apple's companyfacts as SEC serves it (tests/fixtures/sec-companyfacts/) and Apple's FY2024 10-K
// in the 2024q4 Financial Statement Data Set layout (tests/fixtures/sec-fsds/).
const APPLE_JSON = fixture("sec-companyfacts", "CIK0000320193.json.gz");
const APPLE_FSDS_2024 = fixture("sec-fsds", "sec-fsds-2024q4-aapl-10k.zip");
const M = 1_000_000;
const dir = mkdtempSync(join(tmpdir(), "companyfacts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function appleFacts(): Promise<CompanyFact[]> {
  const out = join(dir, "apple.tsv.gz");
  await convertCompanyFacts([APPLE_JSON], out);
  return readTsvObjects(out) as unknown as CompanyFact[];
}
const fiscalYear = (rows: Record<string, unknown>[], year: number) =>
  rows.find((r) => r.fiscal_year === year && r.period_months === 12);

describe("SEC companyfacts converter and mapping", () => {
  it("keeps only annual-report facts of mapped US GAAP tags", async () => {
    const facts = await appleFacts();
    expect(facts.length).toBeGreaterThan(500);
    expect(new Set(facts.map((f) => f.form))).toEqual(new Set(["10-K", "10-K/A"]));
    expect(facts.some((f) => f.tag === "EntityCommonStockSharesOutstanding")).toBe(false);
    // The shipped file holds exactly these rows for Apple.
    const shipped = readCompanyFacts().filter((f) => f.cik === "320193");
    expect(shipped).toEqual(facts);
  });

  it("maps Apple's FY2024 and FY2025 from the 10-Ks, with FSDS's month-end period keys", async () => {
    const rows = mapCompanyFacts(await appleFacts());
    const fy2024 = fiscalYear(rows, 2024);
    expect(fy2024).toMatchObject({
      company_id: 320193,
      period_end: "2024-09-30",
      fiscal_period: "FY",
      currency: "USD",
      revenue: 391_035 * M,
      net_income: 93_736 * M,
      total_assets: 364_980 * M,
      equity: 56_950 * M,
      source: "sec-companyfacts",
      is_demo: false,
    });
    // Restated in the FY2025 10-K with the same values: the latest filing is the one cited.
    expect(fy2024).toMatchObject({ filing_ref: "0000320193-25-000079", filed_on: "2025-10-31" });
    expect(fiscalYear(rows, 2025)).toMatchObject({ period_end: "2025-09-30", revenue: 416_161 * M });
    expect(rows.every((r) => r.period_months === 12 && r.fiscal_period === "FY")).toBe(true);
  });

  it("agrees with Apple's FY2024 10-K as the 2024q4 FSDS importer reads it", async () => {
    const filings = await readFsdsFilings(fsdsSet(APPLE_FSDS_2024), (r) => {
      throw new Error(r.reason);
    });
    const fsds = fiscalYear(mapSecFinancials([{ source: "sec-fsds-2024q4", filings }]), 2024);
    const facts = fiscalYear(mapCompanyFacts(await appleFacts()), 2024);
    expect(fsds).toBeDefined();
    const figures = (row: Record<string, unknown> | undefined) =>
      Object.fromEntries(
        Object.entries(row ?? {}).filter(([key]) => !["filing_ref", "filed_on", "source", "form"].includes(key)),
      );
    expect(figures(facts)).toEqual(figures(fsds));
    expect(fsds).toMatchObject({ revenue: 391_035 * M, net_income: 93_736 * M, filing_ref: "0000320193-24-000123" });
  });

  it("a later restatement wins over the original value", () => {
    const base = {
      cik: "1",
      form: "10-K",
      fp: "FY",
      tag: "Revenues",
      uom: "USD",
      start: "2023-01-01",
      end: "2023-12-31",
    };
    const rows = mapCompanyFacts([
      { ...base, accn: "a", fy: "2023", filed: "2024-02-01", val: "100" },
      { ...base, accn: "b", fy: "2024", filed: "2025-02-01", val: "120" },
      { ...base, accn: "b", fy: "2024", filed: "2025-02-01", start: "2024-01-01", end: "2024-12-31", val: "150" },
    ]);
    expect(rows.map((r) => [r.fiscal_year, r.revenue, r.filing_ref])).toEqual([
      [2023, 120, "b"],
      [2024, 150, "b"],
    ]);
  });

  it("skips durations that are neither a year nor a quarter, and reports without a year-long fact", () => {
    const fact = { cik: "1", accn: "a", form: "10-K", fy: "2023", fp: "FY", filed: "2024-02-01", uom: "USD" };
    const { filings } = companyFactsFilings(
      [{ ...fact, tag: "Revenues", start: "2023-07-01", end: "2023-12-31", val: "5" }],
      "x",
    );
    expect(filings).toEqual([]);
  });

  it("rounds end dates to the nearest month end", () => {
    expect(nearestMonthEnd("2024-09-28")).toBe("20240930");
    expect(nearestMonthEnd("2025-01-26")).toBe("20250131");
    expect(nearestMonthEnd("2023-02-03")).toBe("20230131");
    expect(nearestMonthEnd("2024-02-29")).toBe("20240229");
  });
});
