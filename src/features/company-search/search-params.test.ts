import { describe, expect, it } from "vitest";
import {
  apiQueryOf,
  effectiveSort,
  hasActiveFilters,
  parseResultSearch,
  resultListHref,
  sortChoice,
  toggled,
} from "./search-params.ts";
import { loadVisibleColumns, sanitiseColumns, saveVisibleColumns, VISIBLE_COLUMNS_KEY } from "./visible-columns.ts";

describe("result list URL", () => {
  it("reads the spec's query with its defaults (first-word, page 1, 20 rows)", () => {
    expect(
      parseResultSearch({ searchname: " apple ", companyCountry: "us", companyCountryEn: "United States" }),
    ).toEqual({
      searchname: "apple",
      companyCountry: "US",
      companyCountryEn: "United States",
      keword: 2,
      page: 1,
      pageSize: 20,
    });
    expect(parseResultSearch({ keword: "1" }).keword).toBe(1);
  });

  it("drops what is not allowed instead of failing", () => {
    expect(
      parseResultSearch({
        page: -3,
        pageSize: 33,
        sort: "revenue",
        order: "up",
        country: "DE,xx,FR,DE",
        industry: "C,Z",
        listed: "maybe",
        years: "20+,7",
        companyCountryEn: "Nowhere",
      }),
    ).toEqual({ keword: 2, page: 1, pageSize: 20, country: "DE,FR", industry: "C", years: "20+" });
  });

  it("toggles filter values and tells when any filter is on", () => {
    const search = parseResultSearch({ country: "DE" });
    expect(toggled(search, "country", "FR")).toBe("DE,FR");
    expect(toggled(search, "country", "DE")).toBeUndefined();
    expect(hasActiveFilters(search)).toBe(true);
    expect(hasActiveFilters(parseResultSearch({}))).toBe(false);
  });

  it("builds the API query, taking the text from the path when the query has none", () => {
    const search = parseResultSearch({ keword: 1, industry: "K", sort: "name", order: "asc", page: 2, pageSize: 50 });
    expect(apiQueryOf(search, "deutsche bank")).toEqual({
      searchname: "deutsche bank",
      keword: 1,
      industry: "K",
      sort: "name",
      order: "asc",
      page: 2,
      pageSize: 50,
    });
    expect(effectiveSort(parseResultSearch({}), true)).toEqual({ sort: "relevance", order: "desc" });
    expect(effectiveSort(parseResultSearch({}), false)).toEqual({ sort: "dataQuality", order: "desc" });
  });

  it("sorts by company name A -> Z when the name is chosen, whatever the order before", () => {
    const byQuality = { sort: "dataQuality", order: "desc" } as const;
    expect(sortChoice(byQuality, "name")).toEqual({ sort: "name", order: "asc" });
    expect(sortChoice(byQuality, "name", true)).toEqual({ sort: "name", order: "asc" });
    expect(effectiveSort(parseResultSearch({ sort: "name" }), true)).toEqual({ sort: "name", order: "asc" });
    // The same field keeps its order, or flips it from the header.
    expect(sortChoice({ sort: "name", order: "desc" }, "name")).toEqual({ sort: "name", order: "desc" });
    expect(sortChoice({ sort: "name", order: "asc" }, "name", true)).toEqual({ sort: "name", order: "desc" });
    expect(sortChoice({ sort: "name", order: "asc" }, "foundedOn")).toEqual({ sort: "foundedOn", order: "desc" });
  });
});

describe("result list address", () => {
  it("carries the spec's query", () => {
    expect(resultListHref("Deutsche Bank", { keword: 1, companyCountry: "DE", companyCountryEn: "Germany" })).toBe(
      "/index/search/list/Deutsche%20Bank/company?searchname=Deutsche+Bank&companyCountry=DE&keword=1&companyCountryEn=Germany",
    );
    expect(resultListHref("华为", { keword: 2 })).toBe(
      "/index/search/list/%E5%8D%8E%E4%B8%BA/company?searchname=%E5%8D%8E%E4%B8%BA&keword=2",
    );
  });

  it("reads a number-looking name as text", () => {
    expect(parseResultSearch({ searchname: 3 }).searchname).toBe("3");
  });
});

describe("visible columns", () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    };
  };

  it("keeps the name first, drops unknown keys and falls back to the defaults", () => {
    expect(sanitiseColumns(["city", "bogus", "city"])).toEqual(["name", "city"]);
    expect(sanitiseColumns("nope")).toContain("dataQuality");
    expect(sanitiseColumns([])).toContain("country");
  });

  it("survives a damaged stored value and round-trips a saved one", () => {
    const storage = memory();
    storage.setItem(VISIBLE_COLUMNS_KEY, "{not json");
    expect(loadVisibleColumns(storage)).toContain("name");
    saveVisibleColumns(storage, ["name", "lei", "website"]);
    expect(loadVisibleColumns(storage)).toEqual(["name", "lei", "website"]);
  });
});
