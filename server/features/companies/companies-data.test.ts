import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { readTsvObjects } from "../../lib/tsv.ts";
import { readJsonLines } from "../../lib/json-lines.ts";
import { readFsdsZip } from "./sec-fsds.zip.ts";
import { csvObjects } from "../../lib/csv-rows.ts";
import { readFileSync } from "node:fs";
import { FSDS_SUB_QUARTERS, SEC_FILES, secCompaniesDataset } from "./sec-companies.loader.ts";
import { secFinancialsDataset } from "./sec-financials.loader.ts";
import { GLEIF_FILES, gleifDataset } from "./gleif.loader.ts";
import { rawFile } from "../../lib/data-files.ts";

const cik = (value: unknown) => String(Number(value));

/** CIKs of the three SEC sources: the raw catalogue files when present, else the shipped copies. */
function sourceCiks(): { registrants: number; tickers: number; all: Set<string> } {
  const sample = rawFile("companies", "sec-companies-sample.jsonl.gz");
  const tickerFile = rawFile("companies", "sec-company-tickers-exchange.jsonl");
  const registrants = sample ? readJsonLines(sample) : readTsvObjects(SEC_FILES.registrants);
  const tickers = tickerFile ? readJsonLines(tickerFile) : readTsvObjects(SEC_FILES.tickers);
  const subs = FSDS_SUB_QUARTERS.flatMap((q) => {
    const zip = rawFile("financials", `sec-fsds-${q}.zip`);
    return zip ? readFsdsZip(zip).sub : readTsvObjects(SEC_FILES.sub(q));
  });
  const all = new Set([...registrants, ...tickers, ...subs].map((row) => cik(row.cik)));
  return { registrants: registrants.length, tickers: tickers.length, all };
}

describe("real company data sets (SEC EDGAR, SEC financial statements, GLEIF)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ datasets: [secCompaniesDataset, secFinancialsDataset, gleifDataset] });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it("loads one company per distinct CIK of the registrant sample, the tickers file and the FSDS filers", async () => {
    const { registrants, tickers, all } = sourceCiks();
    expect(registrants).toBe(28_071);
    expect(tickers).toBe(10_365);
    const { rows } = await sql<{ n: number; distinct_ciks: number }>`
      SELECT count(*)::int AS n, count(DISTINCT cik)::int AS distinct_ciks FROM companies WHERE source LIKE 'sec-%'`.execute(
      db(),
    );
    expect(rows[0]).toEqual({ n: all.size, distinct_ciks: all.size });
    const names = await sql<{ n: number }>`SELECT count(*)::int AS n FROM company_names WHERE kind = 'primary'`.execute(
      db(),
    );
    expect(names.rows[0]?.n).toBe(all.size);
    const securities = await sql<{
      n: number;
    }>`SELECT count(DISTINCT company_id)::int AS n FROM company_securities`.execute(db());
    const listed = [
      ...readTsvObjects(SEC_FILES.tickers),
      ...readTsvObjects(SEC_FILES.registrants).filter((r) => r.tickers),
    ];
    expect(securities.rows[0]?.n).toBe(new Set(listed.map((r) => cik(r.cik))).size);
  });

  it("keeps the identifiers, listing and industry of a known company", async () => {
    const apple = await db()
      .selectFrom("companies")
      .selectAll()
      .where("cik", "=", "0000320193")
      .executeTakeFirstOrThrow();
    expect(String(apple.id)).toBe("320193");
    expect(apple).toMatchObject({
      aaa_id: "A6V29",
      name: "Apple Inc.",
      stock_code: "AAPL",
      stock_exchange: "Nasdaq",
      is_listed: true,
      sic: "3571",
      country_code: "US",
      is_demo: false,
      source: "sec-edgar-2026-06",
    });
    const redRoof = await db().selectFrom("companies").selectAll().where("id", "=", "920941").executeTakeFirstOrThrow();
    expect(redRoof).toMatchObject({
      name: "RED ROOF INNS INC",
      sic: "7011",
      sic_description: "Hotels & Motels",
      jurisdiction: "US-DE",
      country_code: "US",
      legal_form_elf: "XTIQ",
      legal_form: "Corporation",
      tax_id: "311393666",
    });
    const cayman = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM companies WHERE country_code = 'KY' AND source LIKE 'sec-%'`.execute(db());
    expect(cayman.rows[0]?.n).toBeGreaterThan(1300);
    const search = await db()
      .selectFrom("company_names")
      .select("company_id")
      .where("normalised", "like", "apple%")
      .where("kind", "=", "primary")
      .execute();
    expect(search.map((r) => String(r.company_id))).toContain("320193");
  });

  it("gives listed companies that only the tickers file names the country their SEC filings state", async () => {
    const byCik = async (cik: string) =>
      db()
        .selectFrom("companies")
        .select(["name", "country_code", "jurisdiction", "sic", "is_listed"])
        .where("cik", "=", cik)
        .executeTakeFirstOrThrow();
    // Neither is in the registrant sample; their 2021q1 filings give the country of incorporation.
    expect(await byCik("0001094517")).toMatchObject({
      name: "TOYOTA MOTOR CORP/",
      country_code: "JP",
      is_listed: true,
    });
    expect(await byCik("0000927971")).toMatchObject({
      name: "BANK OF MONTREAL /CAN/",
      country_code: "CA",
      jurisdiction: "CA-ON",
      sic: "6029",
    });
    // Every company a shipped filing places somewhere has a country.
    const placed = new Set(
      FSDS_SUB_QUARTERS.flatMap((q) => readTsvObjects(SEC_FILES.sub(q)))
        .filter((row) => row.countryinc || row.countryba)
        .map((row) => cik(row.cik)),
    );
    const without = await db()
      .selectFrom("companies")
      .select("id")
      .where("country_code", "is", null)
      .where("source", "like", "sec-%")
      .execute();
    expect(without.filter((row) => placed.has(String(row.id)))).toEqual([]);
    expect(placed.size).toBeGreaterThan(4000);
  });

  it("maps a reported XBRL figure of num.txt to the financial highlights, with ratios", async () => {
    const zip = rawFile("financials", "sec-fsds-2009q3.zip");
    const facts = zip ? readFsdsZip(zip).num : readTsvObjects(SEC_FILES.num("2009q3"));
    const fact = (tag: string) =>
      facts.find(
        (f) =>
          f.adsh === "0001047469-09-007342" &&
          f.tag === tag &&
          f.ddate === "20090630" &&
          !f.segments &&
          !f.coreg &&
          String(f.qtrs) === (["Assets", "RetainedEarningsAccumulatedDeficit"].includes(tag) ? "0" : "1"),
      );
    const statement = await db()
      .selectFrom("financial_statements")
      .selectAll()
      .where("company_id", "=", "930835")
      .where("period_end", "=", new Date("2009-06-30"))
      .where("period_months", "=", 3)
      .executeTakeFirstOrThrow();
    expect(Number(statement.net_income)).toBe(Number(fact("NetIncomeLoss")?.value));
    expect(Number(statement.total_assets)).toBe(Number(fact("Assets")?.value));
    expect(Number(statement.retained_earnings)).toBe(Number(fact("RetainedEarningsAccumulatedDeficit")?.value));
    expect(statement).toMatchObject({
      currency: "USD",
      fiscal_year: 2009,
      fiscal_period: "Q2",
      form: "10-Q",
      is_demo: false,
    });
    const ratios = await db()
      .selectFrom("financial_ratios")
      .selectAll()
      .where("company_id", "=", "930835")
      .where("period_end", "=", new Date("2009-06-30"))
      .executeTakeFirstOrThrow();
    const equity = Number(statement.equity);
    expect(ratios.equity_ratio).toBeCloseTo((100 * equity) / Number(statement.total_assets), 3);
    const statements = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM financial_statements WHERE source LIKE 'sec-fsds-%'`.execute(db());
    const withRatios = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM financial_ratios WHERE source LIKE 'sec-fsds-%'`.execute(db());
    expect(withRatios.rows[0]?.n).toBe(statements.rows[0]?.n);
    const orphans = await sql<{ n: number }>`SELECT count(*)::int AS n FROM financial_statements s
      WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = s.company_id)`.execute(db());
    expect(orphans.rows[0]?.n).toBe(0);
  });

  it("loads every GLEIF relationship record and LEI-BIC pair", async () => {
    const rr = rawFile("gleif", "rr-golden-copy-subset-small-20260123.csv");
    const bic = rawFile("gleif", "lei-bic-20260130.csv");
    const rrRows = rr ? csvObjects(readFileSync(rr, "utf8")).length : readTsvObjects(GLEIF_FILES.relationships).length;
    const bicRows = bic ? csvObjects(readFileSync(bic, "utf8")).length : readTsvObjects(GLEIF_FILES.leiBic).length;
    expect(rrRows).toBe(1885);
    expect(bicRows).toBe(39_289);
    const counts = await sql<{ rr: number; bic: number }>`SELECT (SELECT count(*)::int FROM lei_relationships) AS rr,
      (SELECT count(*)::int FROM lei_bic) AS bic`.execute(db());
    expect(counts.rows[0]).toEqual({ rr: rrRows, bic: bicRows });
    const first = await db()
      .selectFrom("lei_relationships")
      .selectAll()
      .where("child_lei", "=", "073LKXEKEP6T62NK2G42")
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({
      parent_lei: "CYSD4L2598RQ9BPPCB72",
      relationship_type: "IS_DIRECTLY_CONSOLIDATED_BY",
      accounting_standard: "US_GAAP",
      registration_status: "PUBLISHED",
    });
  });
});
