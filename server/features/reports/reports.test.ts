import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertObjects } from "../../db/table-columns.ts";
import { readPdf } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId, COMPANY_TABLE_COLUMNS, secCompaniesDataset, secFinancialsDataset } from "../companies/index.ts";
import { call, ledgerOf, payingUser } from "../money/money.test-support.ts";

const TODAY = new Date("2026-11-26T10:00:00Z");
const EDISON_MISSION = "930835"; // an SEC filer of the bundled statements (2009-2010)
const DEMO = aaaId(9_000_000_000_201);
const OTHER = aaaId(9_000_000_000_202);
const JAPANESE = aaaId(9_000_000_000_203);
const CHINESE = aaaId(9_000_000_000_204);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ datasets: [secCompaniesDataset, secFinancialsDataset], now: () => TODAY });
  const company = { country_code: "DE", source: "test-demo", is_demo: true };
  await insertObjects(t.database.db, "companies", COMPANY_TABLE_COLUMNS.companies, [
    { id: 9_000_000_000_201, aaa_id: DEMO, name: "Report Demo GmbH", ...company },
    { id: 9_000_000_000_202, aaa_id: OTHER, name: "Other Demo AG", ...company },
    { id: 9_000_000_000_203, aaa_id: JAPANESE, name: "東京見本工業株式会社", ...company, country_code: "JP" },
    { id: 9_000_000_000_204, aaa_id: CHINESE, name: "上海示例贸易有限公司", ...company, country_code: "CN" },
  ]);
  await insertObjects(t.database.db, "financial_statements", COMPANY_TABLE_COLUMNS.financial_statements, [
    {
      company_id: 9_000_000_000_201,
      period_end: "2025-12-31",
      period_months: 12,
      fiscal_year: 2025,
      fiscal_period: "FY",
      currency: "EUR",
      source: "test-demo",
      is_demo: true,
      revenue: 1_200_000_000,
      net_income: 90_000_000,
      operating_income: 150_000_000,
      total_assets: 1_000_000_000,
      current_assets: 500_000_000,
      current_liabilities: 200_000_000,
      total_liabilities: 400_000_000,
      equity: 600_000_000,
      retained_earnings: 300_000_000,
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token: string | null, language = "en_US") =>
  t.app.inject({
    method: "GET",
    url: `/csi${url}`,
    headers: { language, ...(token ? { authorization: token } : {}) },
  });
/** A font's PostScript name without the suffix pdf-lib adds to an embedded subset. */
const family = (name: string) => name.replace(/-\d+$/, "");

describe("company reports: /myDatabase/downloadOnlinePdf/{id}, /consume/getOfflinePdf/{id}, /gleagle/file/getPdfAddress/{id}", () => {
  it("sends the report as a PDF with every section, its sources and periods, demo labelled, and charges 1 credit", async () => {
    const user = await payingUser(t, 3);
    const response = await get(`/myDatabase/downloadOnlinePdf/${DEMO}`, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="report-${DEMO}-2026-11-26.pdf"`);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.title).toBe("Company report: Report Demo GmbH");
    const text = pdf.text.join("\n");
    for (const expected of [
      "Report Demo GmbH",
      "DEMO DATA: this company is generated",
      "Snapshot and profile",
      "Data quality index",
      "Financial highlights",
      "2025-12-31 (12 m)",
      "1,200.0",
      "Amounts in millions of EUR",
      "Credit opinion",
      "FY2025, 12 months to 2025-12-31 (EUR)",
      "Sanctions screening",
      "test-demo (DEMO DATA - generated, not a real company)",
    ])
      expect(text).toContain(expected);
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.balance).toBe(2);
    expect(ledger.entries.at(-1)).toMatchObject({ delta: -1, reference: `reportDownload:${DEMO}` });
  });

  it("writes the report in the caller's language with the CJK font embedded: Japanese and Chinese", async () => {
    const user = await payingUser(t, 2);
    const ja = await get(`/myDatabase/downloadOnlinePdf/${JAPANESE}`, user.token, "ja_JP");
    expect(ja.statusCode).toBe(200);
    const jaPdf = await readPdf(ja.rawPayload);
    expect(jaPdf.title).toBe("企業レポート：東京見本工業株式会社");
    const jaText = jaPdf.text.join("\n");
    for (const expected of [
      "東京見本工業株式会社",
      "概要とプロフィール",
      "財務ハイライト",
      "信用評価",
      "制裁スクリーニング",
    ])
      expect(jaText).toContain(expected);
    expect(jaText).not.toContain("Financial highlights");
    expect(jaPdf.fonts.map(family)).toEqual(expect.arrayContaining(["NotoSansJP-Bold", "NotoSansJP-Regular"]));

    const zh = await get(`/myDatabase/downloadOnlinePdf/${CHINESE}`, user.token, "cn");
    const zhPdf = await readPdf(zh.rawPayload);
    const zhText = zhPdf.text.join("\n");
    for (const expected of ["上海示例贸易有限公司", "概况与简介", "财务摘要", "信用意见"])
      expect(zhText).toContain(expected);
    expect(zhPdf.fonts.map(family)).toEqual(["NotoSansSC-Bold", "NotoSansSC-Regular"]);
  });

  it("charges once per key: the same day again is free, another key is charged, an empty balance is 402", async () => {
    const user = await payingUser(t, 2);
    expect((await get(`/myDatabase/downloadOnlinePdf/${DEMO}`, user.token)).statusCode).toBe(200);
    expect((await get(`/myDatabase/downloadOnlinePdf/${DEMO}`, user.token)).statusCode).toBe(200);
    expect((await ledgerOf(t, user.id)).balance).toBe(1);
    expect((await get(`/myDatabase/downloadOnlinePdf/${DEMO}?key=second-copy-1`, user.token)).statusCode).toBe(200);
    expect((await get(`/myDatabase/downloadOnlinePdf/${DEMO}?key=second-copy-1`, user.token)).statusCode).toBe(200);
    expect((await ledgerOf(t, user.id)).balance).toBe(0);
    const short = await get(`/myDatabase/downloadOnlinePdf/${DEMO}?key=third-copy-1`, user.token);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ code: 402, msg: "No permission, please purchase" });
    const ledger = await ledgerOf(t, user.id);
    expect(ledger).toMatchObject({ sum: 0, balance: 0 });
    expect(ledger.entries.filter((e) => e.delta < 0)).toHaveLength(2);
  });

  it("reports a real SEC filer with its filing, period and source", async () => {
    const user = await payingUser(t, 1);
    const response = await get(`/myDatabase/downloadOnlinePdf/${EDISON_MISSION}`, user.token);
    expect(response.statusCode).toBe(200);
    const text = (await readPdf(response.rawPayload)).text.join("\n");
    expect(text).toContain("EDISON MISSION ENERGY");
    expect(text).toMatch(/Source: sec-fsds-\d{4}q\d/); // the highlights' period notes
    expect(text).toContain("2010-03-31 (3 m)");
    expect(text).toContain("The inputs are more than 2 years old");
    expect(text).not.toContain("DEMO DATA");
  });

  it("refuses bad input and strangers in the envelope", async () => {
    const user = await payingUser(t, 5);
    expect((await get(`/myDatabase/downloadOnlinePdf/${DEMO}`, null)).statusCode).toBe(401);
    const unknown = await get("/myDatabase/downloadOnlinePdf/ZZZZZZZZ", user.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(404);
    expect((await get("/myDatabase/downloadOnlinePdf/bad%20id", user.token)).statusCode).toBe(400);
    expect((await get(`/myDatabase/downloadOnlinePdf/${DEMO}?key=x`, user.token)).statusCode).toBe(400);
    expect((await ledgerOf(t, user.id)).balance).toBe(5);
  });

  it("gives the offline copy only after a download, free; the address says what a download costs", async () => {
    const user = await payingUser(t, 1);
    const before = await call(t, `/gleagle/file/getPdfAddress/${OTHER}`, user.token);
    expect(before.json.data).toMatchObject({
      companyId: OTHER,
      companyName: "Other Demo AG",
      address: `/csi/myDatabase/downloadOnlinePdf/${OTHER}`,
      offlineAddress: `/csi/consume/getOfflinePdf/${OTHER}`,
      credits: 1,
      availablePoints: 1,
      enough: true,
      downloaded: false,
    });
    const refused = await get(`/consume/getOfflinePdf/${OTHER}`, user.token);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().msg).toBe("Download the report first: the offline copy is kept for reports you downloaded");
    await get(`/myDatabase/downloadOnlinePdf/${OTHER}`, user.token);
    const copy = await get(`/consume/getOfflinePdf/${OTHER}`, user.token);
    expect(copy.statusCode).toBe(200);
    expect((await readPdf(copy.rawPayload)).text.join("\n")).toContain("Other Demo AG");
    expect((await ledgerOf(t, user.id)).balance).toBe(0);
    expect((await call(t, `/gleagle/file/getPdfAddress/${OTHER}`, user.token)).json.data).toMatchObject({
      downloaded: true,
      enough: false,
    });
    expect((await call(t, "/gleagle/file/getPdfAddress/ZZZZZZZZ", user.token)).status).toBe(404);
  });
});

describe("report-update orders: /gleagle/orders/add, /creditService/updateData, /gleagle/orders/purchase", () => {
  it("charges 1 credit per company with the order in one transaction, idempotent by key, due in 72 hours", async () => {
    const user = await payingUser(t, 3);
    const body = {
      companies: [{ companyId: DEMO }, { companyId: OTHER }, { companyId: DEMO }],
      idempotencyKey: "update-order-1",
    };
    const first = await call(t, "/gleagle/orders/add", user.token, body);
    expect(first.status).toBe(200);
    expect(first.json.msg).toBe("The report update was ordered. It will be delivered within 24 to 72 hours.");
    expect(first.json.data).toMatchObject({ deducted: 2, availablePoints: 1, replayed: false });
    expect(first.json.data.orders).toHaveLength(2);
    expect(first.json.data.orders[0]).toMatchObject({
      companyId: DEMO,
      companyName: "Report Demo GmbH",
      status: "ordered",
      credits: 1,
      createTime: TODAY.toISOString(),
      dueTime: "2026-11-29T10:00:00.000Z",
      deliveredTime: null,
    });
    const replay = await call(t, "/gleagle/orders/add", user.token, body);
    expect(replay.json.data).toMatchObject({ replayed: true, deducted: 2, orderNo: first.json.data.orderNo });
    expect(replay.json.data.orders).toHaveLength(2);
    const single = await call(t, "/creditService/updateData", user.token, {
      companyId: OTHER,
      idempotencyKey: "update-data-1",
    });
    expect(single.json.data).toMatchObject({ deducted: 1, availablePoints: 0 });

    const page = await call(t, "/gleagle/orders/purchase?pageNum=1&pageSize=10", user.token);
    expect(page.json.data.total).toBe(3);
    expect(page.json.data.list[0].orderNo).toBe(single.json.data.orderNo);
    const ledger = await ledgerOf(t, user.id);
    expect(ledger).toMatchObject({ sum: 0, balance: 0 });
  });

  it("orders nothing and charges nothing when the balance is short or a company is unknown", async () => {
    const user = await payingUser(t, 1);
    const short = await call(t, "/gleagle/orders/add", user.token, {
      companies: [{ companyId: DEMO }, { companyId: OTHER }],
      idempotencyKey: "update-short-1",
    });
    expect(short.status).toBe(402);
    expect(short.json.code).toBe(402);
    const unknown = await call(t, "/gleagle/orders/add", user.token, {
      companies: [{ companyId: "ZZZZZZZZ" }],
      idempotencyKey: "update-unknown-1",
    });
    expect(unknown.status).toBe(404);
    expect(
      (await call(t, "/gleagle/orders/add", user.token, { companies: [], idempotencyKey: "update-empty-1" })).status,
    ).toBe(400);
    expect((await call(t, "/creditService/updateData", user.token, { companyId: DEMO })).status).toBe(400);
    expect(
      (
        await call(t, "/gleagle/orders/add", null, {
          companies: [{ companyId: DEMO }],
          idempotencyKey: "update-anon-1",
        })
      ).status,
    ).toBe(401);
    expect((await call(t, "/gleagle/orders/purchase", user.token)).json.data.total).toBe(0);
    expect((await ledgerOf(t, user.id)).balance).toBe(1);
  });

  it("answers 40 parallel orders against 10 credits with exactly 10 charged", async () => {
    const user = await payingUser(t, 10);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        call(t, "/creditService/updateData", user.token, { companyId: DEMO, idempotencyKey: `update-race-${n}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 402)).toHaveLength(30);
    expect(await ledgerOf(t, user.id)).toMatchObject({ sum: 0, balance: 0 });
    expect((await call(t, "/gleagle/orders/purchase", user.token)).json.data.total).toBe(10);
  });
});

describe("POST /gleagle/csiv4/updateSysComLogAndDe", () => {
  const open = (token: string | null, companyId: string, key: string) =>
    call(t, "/gleagle/csiv4/updateSysComLogAndDe", token, {
      companyId,
      pageName: "creditOpinion/list",
      idempotencyKey: key,
    });

  it("charges the report view once per company, logs each opening, and answers a replayed key as the first", async () => {
    const user = await payingUser(t, 1);
    const first = await open(user.token, DEMO, "view-demo-1");
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ deducted: 1, availablePoints: 0, replayed: false });
    expect(first.json.data.logId).toMatch(/^\d+$/);
    const again = await open(user.token, DEMO, "view-demo-2");
    expect(again.json.data).toMatchObject({ deducted: 0, availablePoints: 0, replayed: false });
    const replay = await open(user.token, DEMO, "view-demo-1");
    expect(replay.json.data).toEqual({ deducted: 1, availablePoints: 0, replayed: true, logId: null });
    const log = await call(t, "/myDatabase/getUserActionLogPage", user.token, { pageNum: 1, pageSize: 10 });
    expect(log.json.data.total).toBe(2);
    expect(log.json.data.list[0]).toMatchObject({
      aaaId: DEMO,
      companyName: "Report Demo GmbH",
      pageName: "creditOpinion/list",
    });
    const ledger = await ledgerOf(t, user.id);
    expect(ledger).toMatchObject({ sum: 0, balance: 0 });
    expect(ledger.entries.at(-1)).toMatchObject({ delta: -1, reference: `reportView:${DEMO}` });
  });

  it("charges and logs nothing when the balance is short, the company unknown or the caller signed out", async () => {
    const user = await payingUser(t, 0);
    const short = await open(user.token, OTHER, "view-short-1");
    expect(short.status).toBe(402);
    expect(short.json.code).toBe(402);
    expect((await open(user.token, "ZZZZZZZZ", "view-unknown-1")).status).toBe(404);
    expect((await open(null, OTHER, "view-anon-1")).status).toBe(401);
    expect((await call(t, "/gleagle/csiv4/updateSysComLogAndDe", user.token, { companyId: OTHER })).status).toBe(400);
    const log = await call(t, "/myDatabase/getUserActionLogPage", user.token, { pageNum: 1, pageSize: 10 });
    expect(log.json.data.total).toBe(0);
  });
});

describe("POST /myDatabase/myDatabaseStatistics", () => {
  it("counts the user's downloads, updates and credits spent", async () => {
    const user = await payingUser(t, 4);
    expect((await call(t, "/myDatabase/myDatabaseStatistics", null, {})).status).toBe(401);
    await get(`/myDatabase/downloadOnlinePdf/${DEMO}`, user.token);
    await call(t, "/gleagle/orders/add", user.token, {
      companies: [{ companyId: DEMO }, { companyId: OTHER }],
      idempotencyKey: "stats-order-1",
    });
    const stats = await call(t, "/myDatabase/myDatabaseStatistics", user.token, {});
    expect(stats.json.data).toEqual({
      companiesViewed: 0,
      profileViews: 0,
      reportsDownloaded: 1,
      updatesOrdered: 2,
      updatesDelivered: 0,
      creditsSpent: 3,
      availablePoints: 1,
    });
  });
});
