import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset } from "../reference/index.ts";
import { countryCompanyCountsDataset, refreshCountryCompanyCounts } from "./country-company-counts.ts";

const COMPANIES = { DE: 150, FR: 101, IT: 100, JP: 250, US: 3 } as const;

describe("GET /csi/common/countryList", () => {
  let t: TestApp;
  let hasCompaniesTable = false;
  const get = (language?: string) =>
    t.app.inject({ method: "GET", url: "/csi/common/countryList", headers: language ? { language } : {} });

  beforeAll(async () => {
    const datasets = [countriesDataset];
    t = await createTestApp({ datasets: [...datasets, countryCompanyCountsDataset(() => datasets)] });
    const { rows } = await sql<{ name: string | null }>`SELECT to_regclass('companies')::text AS name`.execute(
      t.database.db,
    );
    hasCompaniesTable = Boolean(rows[0]?.name);
    if (hasCompaniesTable) {
      // Rows that satisfy the companies contract: an id, a name and an ISO alpha-2 country_code.
      let id = 1;
      for (const [code, n] of Object.entries(COMPANIES)) {
        await sql`INSERT INTO companies (id, aaa_id, name, country_code, source)
          SELECT ${id} + g, 'T' || (${id} + g), 'Test company ' || g, ${code}, 'test'
          FROM generate_series(0, ${n - 1}) AS g`.execute(t.database.db);
        id += n;
      }
      expect(await refreshCountryCompanyCounts(t.database.db)).toBe(Object.keys(COMPANIES).length);
    } else {
      for (const [code, n] of Object.entries(COMPANIES)) {
        await sql`UPDATE countries SET company_count = ${n} WHERE alpha2 = ${code}`.execute(t.database.db);
      }
    }
  });
  afterAll(() => t.close());

  it("counts companies per country from the companies table", async () => {
    const counts = await t.database.db
      .selectFrom("countries")
      .select(["alpha2", "company_count"])
      .where("company_count", ">", 0)
      .orderBy("alpha2")
      .execute();
    expect(Object.fromEntries(counts.map((c) => [c.alpha2, c.company_count]))).toEqual(COMPANIES);
  });

  it("lists only countries with more than 100 companies, grouped by continent, in the spec's shape", async () => {
    const res = await get("en_US");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.map((c: { enName: string }) => c.enName)).toEqual(["Asia", "Europe"]);
    const [asia, europe] = body.data;
    expect(europe).toEqual({
      enName: "Europe",
      name: "Europe",
      code: "EU",
      countryNumStr: "2",
      countryList: [
        {
          id: 250,
          countryCode: "FR",
          countryCode3: "FRA",
          nameEn: "France",
          name: "France",
          continent: "EU",
          companyNum: 101,
          companyNumStr: "101",
          urlBanner: "",
          label: "Western Europe",
          dowjonesCountrycode: "",
          flag: "🇫🇷",
        },
        expect.objectContaining({ countryCode: "DE", nameEn: "Germany", companyNum: 150 }),
      ],
    });
    expect(asia.countryList.map((c: { countryCode: string }) => c.countryCode)).toEqual(["JP"]);
  });

  it("names countries and continents in the language of the `language` header", async () => {
    const names = async (language: string) => {
      const data = (await get(language)).json().data as {
        name: string;
        countryList: { countryCode: string; name: string; nameEn: string }[];
      }[];
      const europe = data[1] as (typeof data)[number];
      return {
        continent: europe.name,
        germany: europe.countryList.find((c) => c.countryCode === "DE")?.name,
        nameEn: europe.countryList[0]?.nameEn,
      };
    };
    expect(await names("ge_DE")).toEqual({ continent: "Europa", germany: "Deutschland", nameEn: "Germany" });
    expect(await names("fa_FA")).toEqual({ continent: "Europe", germany: "Allemagne", nameEn: "Germany" });
    // Countries sort by their name in that language: ドイツ before フランス, 德国 (dé) before 法国 (fǎ).
    expect(await names("ja_JP")).toEqual({ continent: "ヨーロッパ", germany: "ドイツ", nameEn: "Germany" });
    expect(await names("cn")).toEqual({ continent: "欧洲", germany: "德国", nameEn: "Germany" });
    expect(await names("sp_SN")).toMatchObject({ continent: "Europa", germany: "Alemania" });
  });

  it("formats large counts with thousands separators", async () => {
    await sql`UPDATE countries SET company_count = 12345 WHERE alpha2 = 'BR'`.execute(t.database.db);
    const data = (await get()).json().data as {
      enName: string;
      countryNumStr: string;
      countryList: { companyNumStr: string }[];
    }[];
    const south = data.find((c) => c.enName === "South America");
    expect(south?.countryList[0]?.companyNumStr).toBe("12,345");
    expect(south?.countryNumStr).toBe("1");
  });

  it("answers 503 while the data is still loading", async () => {
    t.dataStatus.state = "loading";
    const res = await get("ge_DE");
    t.dataStatus.state = "ready";
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      msg: "Die Daten werden noch geladen, bitte versuchen Sie es gleich erneut",
      data: null,
      requestId: expect.any(String),
    });
  });

  it("keeps every count at 0 when there is no companies table yet", async () => {
    await sql`DROP TABLE IF EXISTS companies CASCADE`.execute(t.database.db);
    expect(await refreshCountryCompanyCounts(t.database.db)).toBe(0);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM countries WHERE company_count <> 0`.execute(t.database.db);
    expect(rows[0]?.n).toBe(0);
    expect((await get()).json().data).toEqual([]);
  });
});
