import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_COUNTRY } from "../../../contract/company-search.ts";
import { aaaId, COMPANY_TABLE_COLUMNS } from "../companies/index.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { searchFormsOfName } from "./search-text.ts";
import { get, insertSearchFixture, TEST_NOW } from "./search.test-fixture.ts";

/** A listed company no source gives a country for (as the SEC tickers file lists many). */
const NO_COUNTRY_ID = 5_000_000_000_900;

describe("results without a country: counted and filtered as 'country not known'", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW });
    await insertSearchFixture(t.database.db);
    const name = "Siemens Holdings Trust";
    await insertObjects(t.database.db, "companies", COMPANY_TABLE_COLUMNS.companies, [
      {
        id: NO_COUNTRY_ID,
        aaa_id: aaaId(NO_COUNTRY_ID),
        name,
        country_code: null,
        status: "active",
        is_listed: true,
        data_quality: 30,
        source: "test",
        is_demo: false,
      },
    ]);
    const { latin, normalised } = searchFormsOfName(name);
    await insertObjects(t.database.db, "company_names", COMPANY_TABLE_COLUMNS.company_names, [
      {
        company_id: NO_COUNTRY_ID,
        kind: "primary",
        name,
        latin,
        normalised,
        script: "Latn",
        source: "test",
        is_demo: false,
      },
    ]);
  });
  afterAll(() => t.close());

  it("the country facet covers every result, the unknown ones last", async () => {
    const { json } = await get(t, "/company/filters", { searchname: "siemens", keword: 1 });
    const countries: { value: string; count: number }[] = json.data.country;
    expect(countries.reduce((sum, c) => sum + c.count, 0)).toBe(json.data.total);
    expect(countries.at(-1)).toEqual({ value: UNKNOWN_COUNTRY, count: 1 });
  });

  it("filters on the unknown country, alone or with others", async () => {
    const unknown = await get(t, "/company/search", { searchname: "siemens", keword: 1, country: UNKNOWN_COUNTRY });
    expect(unknown.json.data.rows.map((r: { name: string }) => r.name)).toEqual(["Siemens Holdings Trust"]);
    expect(unknown.json.data.rows[0].countryCode).toBeNull();
    const both = await get(t, "/company/search", {
      searchname: "siemens",
      keword: 1,
      country: `DE,${UNKNOWN_COUNTRY}`,
    });
    const all = await get(t, "/company/search", { searchname: "siemens", keword: 1 });
    expect(both.json.data.total).toBe(all.json.data.total);
  });
});
