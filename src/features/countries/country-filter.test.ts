import { describe, expect, it } from "vitest";
import { countriesStartingWith } from "./country-filter.ts";

const COUNTRIES = [
  { nameEn: "Germany", name: "Deutschland" },
  { nameEn: "Georgia", name: "Georgien" },
  { nameEn: "United States", name: "Vereinigte Staaten" },
  { nameEn: "United Kingdom", name: "Vereinigtes Königreich" },
  { nameEn: "Nigeria", name: "Nigeria" },
];

describe("country picker: finding a country by typing", () => {
  it("matches a case-insensitive prefix of the English name", () => {
    expect(countriesStartingWith(COUNTRIES, "ger", "de").map((c) => c.nameEn)).toEqual(["Germany"]);
    expect(countriesStartingWith(COUNTRIES, "UNITED S", "de").map((c) => c.nameEn)).toEqual(["United States"]);
    expect(countriesStartingWith(COUNTRIES, "  ge ", "de").map((c) => c.nameEn)).toEqual(["Germany", "Georgia"]);
  });

  it("matches the start of the name only, and also the name in the user's language", () => {
    expect(countriesStartingWith(COUNTRIES, "eria", "de")).toEqual([]);
    expect(countriesStartingWith(COUNTRIES, "deutsch", "de").map((c) => c.nameEn)).toEqual(["Germany"]);
    expect(countriesStartingWith(COUNTRIES, "", "de")).toEqual([]);
  });
});
