import { describe, expect, it } from "vitest";
import {
  buildPlan,
  correctedTexts,
  fuzzyWordsOf,
  keywordQuery,
  likePrefix,
  prefixRange,
  typoQuery,
  typoWordsOf,
  TYPO_READINGS_LIMIT,
} from "./search-plan.ts";
import { doubledLetter, swapsOf, typoCost } from "./company-search.repo.ts";
import { normaliseSearchText, searchFormsOfName } from "./search-text.ts";
import { stripNativeLegalForm, transliterate } from "./transliterate.ts";
import { neutraliseFormula, toCsv } from "./export-files.ts";
import { sniffFileType } from "./report-error.service.ts";
import { recipientsOf, sameSiteLink } from "./share.service.ts";
import { parseIdList, resolveAaaIds } from "./company-compare.service.ts";

describe("search plan", () => {
  it("reads the spec's query: first-word by default, keyword with keword=1, browse without text", () => {
    expect(buildPlan({ searchname: "Siemens AG" })).toMatchObject({
      text: "siemens",
      rule: "first-word",
      sort: "relevance",
      order: "desc",
      page: 1,
      pageSize: 20,
    });
    expect(buildPlan({ searchname: "deutsche bank", keword: 1 })).toMatchObject({
      rule: "keyword",
      words: ["deutsche", "bank"],
    });
    expect(buildPlan({ companyCountry: "de" })).toMatchObject({
      rule: "browse",
      sort: "dataQuality",
      scopeCountry: "DE",
    });
    expect(buildPlan({ company_name: "appl" }).text).toBe("appl");
  });

  it("keyword mode requires the words that are not legal forms, and keeps every word typed for the ranking", () => {
    expect(buildPlan({ searchname: "asa equinor", keword: 1 })).toMatchObject({
      words: ["equinor"],
      allWords: ["asa", "equinor"],
    });
    expect(buildPlan({ searchname: "resources eog", keword: 1 })).toMatchObject({
      text: "resources",
      words: ["resources"],
      allWords: ["resources", "eog"],
    });
    // Nothing but legal-form words: all of them are required.
    expect(buildPlan({ searchname: "sab de", keword: 1 }).words).toEqual(["sab", "de"]);
    // First-word mode is unchanged: the legal form at the end is dropped from the text and the words.
    expect(buildPlan({ searchname: "Siemens AG" })).toMatchObject({ words: ["siemens"], allWords: ["siemens"] });
  });

  it("splits the list filters and drops repeats", () => {
    expect(buildPlan({ country: "DE,US,DE", industry: "C", listed: "listed", years: "20+,0-5" }).filters).toEqual({
      countries: ["DE", "US"],
      sections: ["C"],
      listed: ["listed"],
      years: ["20+", "0-5"],
    });
  });

  it("turns a prefix into the byte range of the strings that start with it", () => {
    expect(prefixRange("nor")).toEqual({ from: "nor", to: "nos" });
    expect(prefixRange("ab z")).toEqual({ from: "ab z", to: "ab {" });
    expect(prefixRange("hua wei")).toEqual({ from: "hua wei", to: "hua wej" });
  });

  it("looks typos up by every word of three letters or more", () => {
    expect(fuzzyWordsOf(["deutshe", "bank"])).toEqual(["deutshe", "bank"]);
    expect(fuzzyWordsOf(["bank", "of", "amerika"])).toEqual(["bank", "amerika"]);
    expect(fuzzyWordsOf(["ab"])).toEqual([]);
  });

  it("asks the typo rule for one close word of every typed word, or nothing when a word has none", () => {
    expect(typoQuery([["siemens", "simens"], ["bank"]])).toBe("('siemens' | 'simens') & ('bank')");
    expect(typoQuery([["siemens"], []])).toBeNull();
    expect(typoQuery([])).toBeNull();
  });

  it("reads a misspelt query every way its words' closest words allow, up to a limit", () => {
    expect(correctedTexts(["m", "t", "bakn"], ["bakn"], [["bank", "bake"]])).toEqual(["m t bank", "m t bake"]);
    expect(correctedTexts(["frex", "zz"], ["frex"], [[]])).toEqual(["frex zz"]);
    const many = Array.from({ length: 9 }, (_, i) => `w${i}`);
    expect(correctedTexts(["aaa", "bbb"], ["aaa", "bbb"], [many, many])).toHaveLength(TYPO_READINGS_LIMIT);
  });

  it("requires a close word for the words that are not legal forms, unless nothing else was typed", () => {
    expect(typoWordsOf(["joint", "stock", "company", "kaspikz"])).toEqual(["joint", "stock", "kaspikz"]);
    expect(typoWordsOf(["company", "trust"])).toEqual(["company", "trust"]);
  });

  it("weighs a typo: a changed first letter costs more, a doubled letter written once less", () => {
    expect(typoCost("gemab", "genmab")).toBe(1);
    expect(typoCost("gemab", "hemab")).toBe(1.5);
    expect(typoCost("lenar", "lennar")).toBe(0.75);
    expect(typoCost("lenar", "lear")).toBe(1);
    expect(typoCost("bakn", "bank")).toBe(1);
    expect(doubledLetter("tessla", "tesla")).toBe(true);
    expect(doubledLetter("tesla", "tesma")).toBe(false);
    expect(swapsOf("bakn")).toEqual(["abkn", "bkan", "bank"]);
    expect(swapsOf("ee")).toEqual([]);
  });

  it("escapes LIKE wildcards and quotes tsquery words", () => {
    expect(likePrefix("a_b%c\\")).toBe("a\\_b\\%c\\\\%");
    expect(keywordQuery(["deutsche", "ba"], true)).toBe("('deutsche' | 'deutsches') & 'ba':*");
    expect(keywordQuery(["deutsche", "bank"], false)).toBe("('deutsche' | 'deutsches') & ('bank' | 'banks')");
    expect(keywordQuery(["o'neil"], true)).toBe("'oneil':*");
  });
});

describe("search text", () => {
  it.each([
    ["Siemens Aktiengesellschaft", "siemens"],
    ["  Société Générale S.A. ", "societe generale"],
    ["ПАО Газпром", "gazprom"],
    ["华为技术有限公司", "hua wei ji shu"],
    ["トヨタ自動車株式会社", "toyota zi dong che"],
    ["삼성전자 주식회사", "sam seong jeon ja"],
    ["", ""],
  ])("%s → %s", (raw, normalised) => {
    expect(normaliseSearchText(raw)).toBe(normalised);
  });

  it("transliterates only the runs that are not Latin", () => {
    expect(transliterate("McDonald 麦当劳")).toBe("McDonald Mai Dang Lao");
    expect(transliterate("Müller")).toBe("Müller");
  });

  it("cuts legal forms written in the name's own script, never the whole name", () => {
    expect(stripNativeLegalForm("中国工商银行股份有限公司")).toBe("中国工商银行");
    expect(stripNativeLegalForm("株式会社トヨタ")).toBe("トヨタ");
    expect(stripNativeLegalForm("有限公司")).toBe("有限公司");
  });

  it("gives the stored forms of a native name", () => {
    expect(searchFormsOfName("ООО Ромашка")).toEqual({ latin: "OOO Romashka", normalised: "romashka" });
    expect(searchFormsOfName("Apple Inc.")).toEqual({ latin: null, normalised: "apple" });
  });
});

describe("export files", () => {
  it("neutralises formulas in text, never in numbers", () => {
    expect(neutraliseFormula("=1+1")).toBe("'=1+1");
    expect(neutraliseFormula("-5 Ltd")).toBe("'-5 Ltd");
    expect(neutraliseFormula(-5)).toBe(-5);
    expect(neutraliseFormula("Acme")).toBe("Acme");
  });

  it("writes RFC 4180 CSV with a byte-order mark", () => {
    const csv = toCsv({
      headers: ["ID", "Name"],
      rows: [
        ["A1", 'Say "hi", world'],
        ["A2", null],
      ],
    }).toString("utf8");
    expect(csv).toBe('\uFEFFID,Name\r\nA1,"Say ""hi"", world"\r\nA2,\r\n');
  });
});

describe("report and share rules", () => {
  it("knows files by their first bytes", () => {
    expect(sniffFileType(Buffer.from("%PDF-1.7 ..."))).toBe("application/pdf");
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffFileType(Buffer.from("RIFF1234WEBPVP8 "))).toBe("image/webp");
    expect(sniffFileType(Buffer.from("<svg onload=alert(1)>"))).toBeNull();
  });

  it("keeps each recipient once and refuses a bad address", () => {
    expect(recipientsOf(["a@x.org", " A@x.org ", "b@y.com"])).toEqual(["a@x.org", "b@y.com"]);
    expect(() => recipientsOf(["a@x.org", "b@"])).toThrow();
  });

  it("links only to the product's own site", () => {
    expect(sameSiteLink("/index/list/company?x=1", "https://csi.example.com")).toBe(
      "https://csi.example.com/index/list/company?x=1",
    );
    expect(sameSiteLink("https://csi.example.com/home", "https://csi.example.com")).toBe(
      "https://csi.example.com/home",
    );
    expect(sameSiteLink("https://evil.example/home", "https://csi.example.com")).toBeNull();
    expect(sameSiteLink("//evil.example/home", "https://csi.example.com")).toBeNull();
  });

  it("reads id lists and tells ids from other text", () => {
    expect(parseIdList("a1b, A1B ,A2")).toEqual(["A1B", "A2"]);
    expect(resolveAaaIds(["A1B", "nope"])).toEqual({ ids: ["47"], invalid: ["nope"] });
  });
});
