import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertObjects } from "../../db/table-columns.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { inTransaction } from "../accounts/index.ts";
import { aaaId, COMPANY_TABLE_COLUMNS } from "../companies/index.ts";
import { edgarNewsDataset } from "./edgar-news.datasets.ts";

// Two registrants of the bundled index (their company id is the CIK), and one company with none.
const FIVE_E = 1_888_654;
const KR36 = 1_779_476;
const NONE = 9_000_000_000_501;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const sec = { country_code: "US", source: "test-sec", is_demo: false };
  await insertObjects(t.database.db, "companies", COMPANY_TABLE_COLUMNS.companies, [
    { id: FIVE_E, aaa_id: aaaId(FIVE_E), name: "5E Advanced Materials, Inc.", ...sec },
    { id: KR36, aaa_id: aaaId(KR36), name: "36Kr Holdings Inc.", ...sec, country_code: "CN" },
    { id: NONE, aaa_id: aaaId(NONE), name: "No Filings Demo Ltd", ...sec, is_demo: true },
  ]);
}, 120_000);
afterAll(() => t.close());

type News = { rows: Record<string, unknown>[]; total: number };
const news = async (query: Record<string, string>) => {
  const res = await t.app.inject({ url: "/csi/publications/getNews", query, headers: { language: "en_US" } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: News }>().data;
};

describe("SEC EDGAR filings as news (the bundled daily index)", () => {
  it("writes each filing of a registrant in the database as its news item, once, labelled with its source", async () => {
    const load = () => inTransaction(t.database.db, (trx) => edgarNewsDataset.load(trx, () => {}));
    const written = await load();
    // Only the registrants this database holds: 5E's 8-K and 36Kr's SC 13D/A.
    expect(written).toBe(2);
    expect(await load()).toBe(2); // A reload replaces the release's items.

    const fiveE = await news({ id: aaaId(FIVE_E) });
    expect(fiveE.total).toBe(1);
    expect(fiveE.rows[0]).toMatchObject({
      companyName: "5E Advanced Materials, Inc.",
      date: "2022-10-03",
      title: "Form 8-K (current report) filed with the SEC",
      source: "SEC EDGAR",
      category: "8-K",
      impact: "neutral",
      url: "https://www.sec.gov/Archives/edgar/data/1888654/000119312522256658/0001193125-22-256658-index.htm",
      isDemo: false,
    });
    const all = await news({ source: "SEC EDGAR" });
    expect(all.rows.map((r) => [r.companyName, r.category])).toEqual(
      expect.arrayContaining([
        ["5E Advanced Materials, Inc.", "8-K"],
        ["36Kr Holdings Inc.", "SC 13D/A"],
      ]),
    );
    expect(all.total).toBe(2);
    expect((await news({ id: aaaId(NONE) })).total).toBe(0);
  });
});
