import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { get, insertSearchFixture, TEST_NOW } from "./search.test-fixture.ts";
import { closeWords } from "./company-search.repo.ts";

/**
 * Relevance on a fixed set of queries: each must bring the expected company to the top.
 * Kinds: exact, prefix, misspelt, transliterated (both ways), with and without legal form,
 * accents, former names, keyword mode.
 */
type Case = { query: string; keword?: 1 | 2; top: string; mode?: string };

const CASES: Case[] = [
  // exact and prefix
  { query: "Apple", top: "Apple Inc.", mode: "first-word" },
  { query: "appl", top: "Apple Inc." },
  { query: "siem", top: "Siemens Aktiengesellschaft" },
  { query: "Siemens Energy", top: "Siemens Energy AG" },
  { query: "deutsche", top: "Deutsche Bank Aktiengesellschaft" },
  { query: "deutsche p", top: "Deutsche Post AG" },
  { query: "bosch", top: "Bosch Limited" },
  // legal forms: neither required nor harmful
  { query: "Siemens AG", top: "Siemens Aktiengesellschaft" },
  { query: "Siemens Aktiengesellschaft", top: "Siemens Aktiengesellschaft" },
  { query: "Deutsche Bank Ltd", top: "Deutsche Bank Aktiengesellschaft" },
  { query: "Bank of America Corporation", top: "BANK OF AMERICA CORP /DE/" },
  { query: "Tesla", top: "Tesla, Inc." },
  { query: "Tesla Inc", top: "Tesla, Inc." },
  // accents and punctuation
  { query: "societe generale", top: "Société Générale SA" },
  { query: "Société Générale S.A.", top: "Société Générale SA" },
  { query: "nestle", top: "Nestlé S.A." },
  // misspelt: typo-tolerant fallback
  { query: "Microsfot", top: "Microsoft Corporation", mode: "fuzzy" },
  { query: "Siemns", top: "Siemens Aktiengesellschaft", mode: "fuzzy" },
  { query: "Deutshe Bank", top: "Deutsche Bank Aktiengesellschaft", mode: "fuzzy" },
  { query: "Toyta Motor", top: "Toyota Motor Corporation", mode: "fuzzy" },
  // letters swapped share few trigrams: found by edit distance within the first letter's words
  { query: "Samsnug", top: "Samsung Electronics Co., Ltd.", mode: "fuzzy" },
  { query: "Nrodwind Logistik", top: "Nordwind Logistik GmbH", mode: "fuzzy" },
  { query: "Yamdaa Gikne", top: "Yamada Giken Kabushiki Kaisha", mode: "fuzzy" },
  // transliterated, both ways
  { query: "Газпром", top: "Gazprom PJSC" },
  { query: "ПАО Газпром", top: "Gazprom PJSC" },
  { query: "Romashka", top: "ООО Ромашка" },
  { query: "Ромашка", top: "ООО Ромашка" },
  { query: "华为", top: "Huawei Technologies Co., Ltd." },
  { query: "华为技术有限公司", top: "Huawei Technologies Co., Ltd." },
  { query: "中国工商银行", top: "Industrial and Commercial Bank of China Limited" },
  { query: "Zhongguo Gongshang", top: "Industrial and Commercial Bank of China Limited" },
  { query: "トヨタ", top: "Toyota Motor Corporation" },
  { query: "삼성전자", top: "Samsung Electronics Co., Ltd." },
  { query: "山田技研", top: "Yamada Giken Kabushiki Kaisha" },
  { query: "株式会社山田技研", top: "Yamada Giken Kabushiki Kaisha" },
  { query: "Yamada Giken", top: "Yamada Giken Kabushiki Kaisha" },
  { query: "Заря", top: "Zaria Logistik OOO" },
  { query: "заря логистик", top: "Zaria Logistik OOO" },
  // former names
  { query: "Google", top: "Alphabet Inc." },
  // keyword mode: every word, in any order
  { query: "bank", keword: 1, top: "BANK OF AMERICA CORP /DE/", mode: "keyword" },
  { query: "bank deutsche", keword: 1, top: "Deutsche Bank Aktiengesellschaft" },
  { query: "commercial china", keword: 1, top: "Industrial and Commercial Bank of China Limited" },
  { query: "wind power", keword: 1, top: "Nordic Wind Power AS" },
];

describe("company search relevance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW });
    await insertSearchFixture(t.database.db);
  });
  afterAll(() => t.close());

  it.each(CASES)("$query (keword $keword) → $top", async ({ query, keword = 2, top, mode }) => {
    const { status, json } = await get(t, "/company/search", { searchname: query, keword, pageSize: 10 });
    expect(status).toBe(200);
    expect(json.data.rows[0]?.name, JSON.stringify(json.data.rows.map((r: { name: string }) => r.name))).toBe(top);
    if (mode) expect(json.data.matchMode).toBe(mode);
  });

  it("ranks exact before prefix, then by data quality", async () => {
    const { json } = await get(t, "/company/search", { searchname: "apple" });
    expect(json.data.rows.map((r: { name: string }) => r.name)).toEqual(["Apple Inc.", "Apple Hospitality REIT, Inc."]);
  });

  it("shows the name that matched when it is not the company's own", async () => {
    const google = (await get(t, "/company/search", { searchname: "google" })).json.data.rows[0];
    expect(google.matchedName).toBe("Google Inc.");
    const huawei = (await get(t, "/company/search", { searchname: "华为" })).json.data.rows[0];
    expect(huawei.matchedName).toBe("华为技术有限公司");
    const apple = (await get(t, "/company/search", { searchname: "apple" })).json.data.rows[0];
    expect(apple.matchedName).toBeNull();
  });

  it("first-word mode needs the name to start with the text; keyword mode finds the word anywhere", async () => {
    const firstWord = await get(t, "/company/search", { searchname: "apple", keword: 2 });
    const keyword = await get(t, "/company/search", { searchname: "apple", keword: 1 });
    const names = (r: typeof firstWord) => r.json.data.rows.map((row: { name: string }) => row.name);
    expect(names(firstWord)).not.toContain("Green Apple Foods Ltd");
    expect(names(keyword)).toContain("Green Apple Foods Ltd");
    expect(names(keyword)[0]).toBe("Apple Inc.");
  });

  it("matches whole words when the search is submitted, and the start of the last word while typing", async () => {
    const submitted = await get(t, "/company/search", { searchname: "wind powe", keword: 1 });
    expect(submitted.json.data.matchMode).toBe("fuzzy");
    const typing = await get(t, "/company/search", { company_name: "wind powe", keword: 1, ieflag: 1, pageSize: 99 });
    expect(typing.json.data.rows.map((r: { company_name_en: string }) => r.company_name_en)).toContain(
      "Nordic Wind Power AS",
    );
  });

  it("ranks a typo's matches as the corrected query: the exact name first", async () => {
    const { json } = await get(t, "/company/search", { searchname: "Siemsn" });
    expect(json.data.matchMode).toBe("fuzzy");
    expect(json.data.rows.map((r: { name: string }) => r.name)).toEqual([
      "Siemens Aktiengesellschaft",
      "Siemens Energy AG",
    ]);
  });

  it("reads a typo as the name words the fewest edits away", async () => {
    expect(await closeWords(t.database.db, ["deutshe", "siemsn", "zzqqx"])).toEqual([["deutsche"], ["siemens"], []]);
  });

  it("keeps the words of new and renamed names for the typo rule", async () => {
    const { db } = t.database;
    const words = async () =>
      (await db.selectFrom("company_name_words").select("word").execute()).map((row) => row.word);
    expect(await words()).toEqual(expect.arrayContaining(["siemens", "energy", "nordwind"]));
    await db
      .updateTable("company_names")
      .set({ normalised: "quorvex holdings" })
      .where("name", "=", "Nordic Wind Power AS")
      .execute();
    expect(await words()).toEqual(expect.arrayContaining(["quorvex", "holdings"]));
    const { json } = await get(t, "/company/search", { searchname: "Qourvex" });
    expect(json.data.rows[0]?.name).toBe("Nordic Wind Power AS");
  });

  it("does not guess from one or two letters", async () => {
    const { json } = await get(t, "/company/search", { searchname: "qz" });
    expect(json.data).toMatchObject({ total: 0, rows: [], matchMode: "first-word" });
  });
});
