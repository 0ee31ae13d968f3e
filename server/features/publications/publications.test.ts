import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPdf } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";

const NOW = new Date("2026-03-01T12:00:00Z");
const SUBJECT = 93001;
const OTHER = 93002;
const QUIET = 93003;

const FIXTURE = `
INSERT INTO companies (id, aaa_id, name, country_code, source, is_demo) VALUES
  (${SUBJECT}, '${aaaId(SUBJECT)}', 'Rhein Kabel GmbH', 'DE', 'demo', true),
  (${OTHER}, '${aaaId(OTHER)}', 'Lyon Énergie (SA)', 'FR', 'demo', true),
  (${QUIET}, '${aaaId(QUIET)}', 'Quiet Holdings Ltd', 'GB', 'demo', true);
INSERT INTO company_news (company_id, seq, published_on, title, source_name, category, impact, language, source, is_demo) VALUES
  (${SUBJECT}, 1, '2025-04-02', 'Rhein Kabel GmbH reports revenue growth of 4.1% for 2024', 'Company announcement', 'financial results', 'positive', 'en', 'demo', true),
  (${SUBJECT}, 2, '2025-09-15', 'Court case filed: Tax: Tax authority of Germany v. Rhein Kabel GmbH', 'Trade register notice', 'legal', 'negative', 'en', 'demo', true),
  (${SUBJECT}, 3, '2024-01-20', 'Rhein Kabel GmbH appoints Anna Weiß as CFO', 'Press release', 'management', 'neutral', 'en', 'demo', true),
  (${OTHER}, 1, '2025-06-30', 'Lyon Énergie (SA) signs supply agreement with Rhein Kabel GmbH', 'Press release', 'contracts', 'positive', 'en', 'demo', true);
INSERT INTO company_lawsuits (company_id, seq, case_number, court, country_code, filed_on, closed_on, role, case_type, status,
  counterparty, amount, currency, title, source, is_demo) VALUES
  (${SUBJECT}, 1, '2025/101', 'Köln District Court', 'DE', '2025-09-10', NULL, 'defendant', 'Tax', 'pending',
    'Tax authority of Germany', 120000, 'USD', 'Tax: Tax authority of Germany v. Rhein Kabel GmbH', 'demo', true),
  (${SUBJECT}, 2, '2023/55', 'Köln Commercial Court', 'DE', '2023-02-01', '2024-05-01', 'plaintiff', 'Contract dispute', 'won',
    'Lyon Énergie (SA)', 50000, 'USD', 'Contract dispute: Rhein Kabel GmbH v. Lyon Énergie (SA)', 'demo', true),
  (${SUBJECT}, 3, '2024/77', 'Köln Labour Court', 'DE', '2024-07-07', NULL, 'defendant', 'Employment', 'pending',
    'Jan Meyer', 8000.5, 'USD', 'Employment: Jan Meyer v. Rhein Kabel GmbH', 'demo', true);
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await t.database.runScript(FIXTURE);
}, 300_000);
afterAll(() => t.close());

type Reply<T> = { code: number; msg: string; data: T };
const get = async <T>(url: string, language = "en_US") => {
  const res = await t.app.inject({ method: "GET", url: `/csi/publications/${url}`, headers: { language } });
  return { status: res.statusCode, body: res.json<Reply<T>>() };
};
type News = {
  id: string;
  companyName: string;
  date: string;
  title: string;
  source: string;
  impact: string;
  isDemo: boolean;
};
type NewsPage = { rows: News[]; total: number; page: number; pageSize: number };
const subject = aaaId(SUBJECT);

describe("GET /csi/publications/getNews", () => {
  it("lists one company's news, newest first, with the spec's fields and the demo flag", async () => {
    const { status, body } = await get<NewsPage>(`getNews?id=${subject}`);
    expect(status).toBe(200);
    expect(body.data.total).toBe(3);
    expect(body.data.rows.map((r) => r.date)).toEqual(["2025-09-15", "2025-04-02", "2024-01-20"]);
    expect(body.data.rows[0]).toMatchObject({
      id: `${subject}-2`,
      companyName: "Rhein Kabel GmbH",
      source: "Trade register notice",
      impact: "negative",
      isDemo: true,
    });
  });

  it("filters every company's news by keyword, impact, country and dates, and pages them", async () => {
    const keyword = await get<NewsPage>(`getNews?keyword=${encodeURIComponent("supply agreement")}`);
    expect(keyword.body.data.rows.map((r) => r.id)).toEqual([`${aaaId(OTHER)}-1`]);
    const positive = await get<NewsPage>("getNews?impact=positive");
    expect(positive.body.data.total).toBe(2);
    const french = await get<NewsPage>("getNews?country=fr");
    expect(french.body.data.rows.map((r) => r.companyName)).toEqual(["Lyon Énergie (SA)"]);
    const dated = await get<NewsPage>("getNews?from=2025-01-01&to=2025-06-30");
    expect(dated.body.data.rows.map((r) => r.date)).toEqual(["2025-06-30", "2025-04-02"]);
    const page2 = await get<NewsPage>("getNews?pageSize=3&page=2");
    expect(page2.body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.body.data.rows.map((r) => r.date)).toEqual(["2024-01-20"]);
    const literal = await get<NewsPage>("getNews?keyword=%25");
    // "%" is taken literally: only the title with a percentage, not every item.
    expect(literal.body.data.rows.map((r) => r.title)).toEqual([
      "Rhein Kabel GmbH reports revenue growth of 4.1% for 2024",
    ]);
  });

  it("answers 404 in the caller's language for an unknown company, 400 naming a bad field", async () => {
    const missing = await get<null>("getNews?id=999999999", "ge_DE");
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(SERVER_MESSAGES.companyNotFound.de);
    const impact = await get<null>("getNews?impact=awful");
    expect(impact.status).toBe(400);
    expect(impact.body.msg).toContain("impact");
    const from = await get<null>("getNews?from=yesterday");
    expect(from.status).toBe(400);
    expect(from.body.msg).toContain("from");
    expect((await get<null>("getNews?pageSize=1000")).status).toBe(400);
  });
});

describe("GET /csi/publications/news/filterConditions", () => {
  it("counts each filter value, for one company or for every company", async () => {
    type Facets = { impacts: { value: string; count: number }[]; countries: { value: string }[]; firstDate: string };
    const all = await get<Facets>("news/filterConditions");
    expect(all.body.data.impacts).toEqual([
      { value: "positive", count: 2 },
      { value: "negative", count: 1 },
      { value: "neutral", count: 1 },
    ]);
    expect(all.body.data.countries.map((c) => c.value)).toEqual(["DE", "FR"]);
    const one = await get<Facets & { lastDate: string }>(`news/filterConditions?id=${subject}`);
    expect(one.body.data.countries).toEqual([{ value: "DE", count: 3 }]);
    expect([one.body.data.firstDate, one.body.data.lastDate]).toEqual(["2024-01-20", "2025-09-15"]);
    expect((await get<null>("news/filterConditions?id=ZZZZZZZZZZZZZ")).status).toBe(404);
  });
});

describe("GET /csi/publications/news/getPdfLink and the PDF", () => {
  it("links a news item to its PDF, which the server writes with the item's fields", async () => {
    const { status, body } = await get<{ url: string; fileName: string }>(`news/getPdfLink?id=${aaaId(OTHER)}-1`);
    expect(status).toBe(200);
    expect(body.data.fileName).toBe(`news-${aaaId(OTHER)}-1.pdf`);
    const pdf = await t.app.inject({ method: "GET", url: body.data.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const read = await readPdf(pdf.rawPayload);
    expect(read.title).toBe("Lyon Énergie (SA) signs supply agreement with Rhein Kabel GmbH");
    const text = read.text.join("\n").replace(/\n/g, " ");
    expect(text).toContain("Lyon Énergie (SA) signs supply agreement with Rhein Kabel GmbH");
    expect(text).toContain("Demo data: a generated item, not a real news report.");
    expect(text).toContain("on 2026-03-01.");
  });

  it("answers 404 for an item that does not exist and 400 for a malformed id", async () => {
    expect((await get<null>(`news/getPdfLink?id=${subject}-9`)).status).toBe(404);
    const pdf = await t.app.inject({ method: "GET", url: `/csi/publications/news/pdf?id=${subject}-9` });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toMatchObject({ code: 404 });
    const bad = await get<null>("news/getPdfLink?id=../../etc");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("id");
  });
});

describe("GET /csi/publications/getLawsuits and getCompanyLawsuitsByPage", () => {
  it("summarises a company's lawsuits by status, role and type with the pending amounts", async () => {
    const { status, body } = await get<Record<string, unknown>>(`getLawsuits?id=${subject}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      companyName: "Rhein Kabel GmbH",
      total: 3,
      byStatus: [
        { value: "pending", count: 2 },
        { value: "won", count: 1 },
      ],
      byRole: [
        { value: "defendant", count: 2 },
        { value: "plaintiff", count: 1 },
      ],
      byType: [
        { value: "Contract dispute", count: 1 },
        { value: "Employment", count: 1 },
        { value: "Tax", count: 1 },
      ],
      pendingAmounts: [{ currency: "USD", amount: 128000.5 }],
      firstFiled: "2023-02-01",
      lastFiled: "2025-09-10",
      isDemo: true,
    });
    const quiet = await get<{ total: number; isDemo: boolean }>(`getLawsuits?id=${aaaId(QUIET)}`);
    expect(quiet.body.data).toMatchObject({ total: 0, isDemo: false, firstFiled: null });
  });

  it("pages the cases newest filing first, filtered by status and role", async () => {
    type Page = { rows: { caseNumber: string; amount: number; status: string }[]; total: number };
    const all = await get<Page>(`getCompanyLawsuitsByPage?id=${subject}&pageSize=2`);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.rows.map((r) => r.caseNumber)).toEqual(["2025/101", "2024/77"]);
    expect(all.body.data.rows[1]?.amount).toBe(8000.5);
    const won = await get<Page>(`getCompanyLawsuitsByPage?id=${subject}&status=won`);
    expect(won.body.data.rows.map((r) => r.caseNumber)).toEqual(["2023/55"]);
    const suedAsPlaintiff = await get<Page>(`getCompanyLawsuitsByPage?id=${subject}&role=plaintiff&status=pending`);
    expect(suedAsPlaintiff.body.data.total).toBe(0);
  });

  it("needs a company id, refuses an unknown status and answers 404 for an unknown company", async () => {
    const noId = await get<null>("getLawsuits");
    expect(noId.status).toBe(400);
    expect(noId.body.msg).toContain("id");
    const status = await get<null>(`getCompanyLawsuitsByPage?id=${subject}&status=open`);
    expect(status.status).toBe(400);
    expect(status.body.msg).toContain("status");
    expect((await get<null>("getCompanyLawsuitsByPage?id=999999999")).status).toBe(404);
    expect((await get<null>("getLawsuits?id=999999999")).status).toBe(404);
  });
});
