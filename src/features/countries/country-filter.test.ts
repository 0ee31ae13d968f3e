import { describe, expect, it } from "vitest";
import { countriesStartingWith } from "./country-filter.ts";

const COUNTRIES = [
  { countryCode: "DE", nameEn: "Germany", name: "Deutschland" },
  { countryCode: "GE", nameEn: "Georgia", name: "Georgien" },
  { countryCode: "US", nameEn: "United States", name: "Vereinigte Staaten" },
  { countryCode: "GB", nameEn: "United Kingdom", name: "Vereinigtes Königreich" },
  { countryCode: "NG", nameEn: "Nigeria", name: "Nigeria" },
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

  it("finds a country the list names by its short form through its full English name", () => {
    const short = [{ countryCode: "US", nameEn: "US", name: "US" }];
    expect(countriesStartingWith(short, "united", "en")).toEqual(short);
    expect(countriesStartingWith(short, "us", "en")).toEqual(short);
  });
});
