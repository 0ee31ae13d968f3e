import { describe, expect, it } from "vitest";
import type { CompareCompany } from "../../../../contract/company-search-actions.ts";
import { bestIndex } from "./best-value.ts";
import { pageWindow } from "./page-window.ts";
import { splitAddresses } from "./split-addresses.ts";
import { websiteHref } from "./website-href.ts";

describe("result list helpers", () => {
  it("offers the first, the last and the pages around the current one", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 50)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 50]);
    expect(pageWindow(50, 50)).toEqual([1, "gap", 48, 49, 50]);
  });

  it("splits addresses typed in one go", () => {
    expect(splitAddresses(" a@x.org, b@y.com;c@z.net\nd@w.io ")).toEqual(["a@x.org", "b@y.com", "c@z.net", "d@w.io"]);
    expect(splitAddresses(" , ")).toEqual([]);
  });

  it("links only to web addresses", () => {
    expect(websiteHref("www.example.com")).toBe("https://www.example.com/");
    expect(websiteHref("http://example.com/about")).toBe("http://example.com/about");
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  it("marks the best value of a measure, if there is a difference to mark", () => {
    const companies = [{ employees: 10 }, { employees: 99 }, { employees: null }] as unknown as CompareCompany[];
    expect(bestIndex({ rank: (c) => c.employees }, companies)).toBe(1);
    expect(bestIndex({ rank: (c) => c.employees, isLowerBetter: true }, companies)).toBe(0);
    expect(bestIndex({ rank: () => 5 }, companies)).toBe(-1);
    expect(bestIndex({}, companies)).toBe(-1);
  });
});
