import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset } from "../reference/index.ts";
import { refreshCountryCompanyCounts } from "../countries/country-company-counts.ts";
import { insertRows } from "../../db/table-columns.ts";
import { DEFAULT_DEMO_COMPANIES, loadConfig } from "../../config.ts";
import { generateDemo } from "./generator/generator.ts";
import { COUNTRY_FLOOR } from "./generator/world.ts";
import { DEMO_COLUMNS } from "./generator/tables.ts";
import { COUNTRY_MIN_COMPANIES } from "../../../contract/constants.ts";
import { HEADER_VALUE_FOR_LOCALE, LOCALES } from "../../../contract/locales.ts";

type Listed = { countryCode: string; name: string; nameEn: string; companyNum: number };

/**
 * Issue 12: on the default data the country picker lists 190 countries or more, named in all nine
 * languages — the demo companies of a default start alone give every country of the demo world
 * more than COUNTRY_MIN_COMPANIES (the generator's floor), whatever real data loads beside them.
 */
describe("country picker on the default demo data", () => {
  let t: TestApp;
  const { demoCompanies, demoSeed } = loadConfig({});
  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset] });
    await generateDemo({ companies: demoCompanies, seed: demoSeed, tables: ["companies"] }, async (table, rows) => {
      await insertRows(t.database.db, table, DEMO_COLUMNS[table], rows);
    });
    await refreshCountryCompanyCounts(t.database.db);
  }, 600_000);
  afterAll(() => t.close());

  const listed = async (language: string): Promise<Listed[]> => {
    const res = await t.app.inject({ method: "GET", url: "/csi/common/countryList", headers: { language } });
    expect(res.statusCode).toBe(200);
    return res.json().data.flatMap((continent: { countryList: Listed[] }) => continent.countryList);
  };

  it("is the default size, which gives every country its floor", () => {
    expect(demoCompanies).toBe(DEFAULT_DEMO_COMPANIES);
    expect(COUNTRY_FLOOR).toBeGreaterThan(COUNTRY_MIN_COMPANIES);
  });

  it("lists 190 countries or more, each with more than 100 companies, named in all nine languages", async () => {
    const english = await listed(HEADER_VALUE_FOR_LOCALE.en);
    expect(english.length).toBeGreaterThanOrEqual(190);
    expect(english.every((c) => c.companyNum > COUNTRY_MIN_COMPANIES)).toBe(true);
    const rows = await t.database.db
      .selectFrom("countries")
      .select(["alpha2", "names"])
      .where("company_count", ">", COUNTRY_MIN_COMPANIES)
      .execute();
    const unnamed = rows.filter((row) => LOCALES.some((locale) => !row.names[locale]));
    expect(unnamed.map((row) => row.alpha2)).toEqual([]);
    for (const locale of LOCALES) {
      const countries = await listed(HEADER_VALUE_FOR_LOCALE[locale]);
      expect(countries.map((c) => c.countryCode).sort()).toEqual(english.map((c) => c.countryCode).sort());
      expect(countries.every((c) => c.name.trim() !== "")).toBe(true);
    }
    // Chinese and Japanese names are written in their scripts, not the English fallback.
    for (const locale of ["zh", "ja"] as const) {
      const countries = await listed(HEADER_VALUE_FOR_LOCALE[locale]);
      expect(countries.filter((c) => /[A-Za-z]/.test(c.name))).toEqual([]);
    }
  });
});
