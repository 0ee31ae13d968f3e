import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { REFERENCE_DATASETS } from "./reference.datasets.ts";
import { referencePath } from "../../lib/reference-files.ts";
import { rawText } from "../sanctions/sanctions-test-support.ts";

/** Data lines of a bundled CSV whose records fit on one line (all here but NACE). */
const lines = (file: string) =>
  rawText(referencePath(file))
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim() !== "");

describe("bundled reference data (loaded at first start)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ datasets: REFERENCE_DATASETS });
  });
  afterAll(() => t.close());
  const count = async (table: string, where = sql`true`) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${where}`.execute(t.database.db))
      .rows[0]?.n;

  it("has as many rows as the raw files", async () => {
    expect(await count("countries")).toBe(lines("country-codes.csv.gz").length);
    expect(await count("countries")).toBe(249);
    expect(await count("continents")).toBe(7);
    const subdivisions = lines("subdivision-codes.csv.gz");
    expect(subdivisions).toHaveLength(4678);
    // Five rows of the file repeat an earlier row exactly; they are kept once.
    expect(await count("subdivisions")).toBe(new Set(subdivisions).size);
    expect(await count("hs_sections")).toBe(21);
    expect(await count("hs_codes")).toBe(lines("hs-harmonized-system.csv.gz").length);
    expect(await count("hs_codes")).toBe(6940);
    expect(await count("industry_codes", sql`scheme = 'isic4'`)).toBe(21 + 88 + 238 + 419);
    expect(await count("industry_codes", sql`scheme = 'nace2'`)).toBe(
      (rawText(referencePath("nace-rev2.csv.gz")).match(/^\d+;\d;/gm) ?? []).length,
    );
    const naics = Object.keys(JSON.parse(rawText(referencePath("naics-2017-descriptions.json.gz"))) as object);
    expect(naics).toHaveLength(2196);
    expect(await count("industry_codes", sql`scheme = 'naics2017'`)).toBe(naics.length);
    expect(lines("sec-sic-codes.csv.gz")).toHaveLength(354);
    expect(await count("industry_codes", sql`scheme = 'sic'`)).toBe(354);
    expect(
      await count(
        "industry_codes",
        sql`scheme = 'sic' AND code = '6021' AND description = 'National Commercial Banks'`,
      ),
    ).toBe(1);
    expect(await count("legal_forms")).toBe(3659);
    expect(await count("currencies")).toBe(lines("iso4217-codes.csv.gz").length);
    // ECB: the quoted rates of each month's last fixing day (the file runs newest first).
    const ecbDays = lines("ecb-eurofxref-hist.csv.gz");
    expect(ecbDays).toHaveLength(6983);
    const monthEnds = ecbDays.filter((l, i) => i === 0 || ecbDays[i - 1]?.slice(0, 7) !== l.slice(0, 7));
    const ecbCells = monthEnds.flatMap((l) => l.split(",").slice(1)).filter((v) => v !== "" && v !== "N/A");
    expect(await count("fx_rates", sql`provider = 'ecb'`)).toBe(ecbCells.length);
    expect(await count("fx_rates", sql`provider = 'ecb' AND currency = 'USD'`)).toBe(monthEnds.length);
    expect(await count("fx_rates", sql`provider = 'fed-h10'`)).toBe(lines("fed-h10-monthly.csv.gz").length);
    expect(await count("macro_indicators", sql`indicator = 'gdp_usd'`)).toBe(13_979);
    expect(await count("macro_indicators", sql`indicator = 'population'`)).toBe(17_195);
  });

  it("gives countries their codes, region, capital, currency, flag, latest GDP and population, names in nine languages", async () => {
    const china = await t.database.db
      .selectFrom("countries")
      .selectAll()
      .where("alpha2", "=", "CN")
      .executeTakeFirstOrThrow();
    expect(china).toMatchObject({
      id: 156,
      alpha3: "CHN",
      name_en: "China",
      continent_code: "AS",
      m49_sub_region: "Eastern Asia",
      label: "Eastern Asia",
      capital: "Beijing",
      currencies: ["CNY"],
      flag: "🇨🇳",
      gdp_year: 2023,
      population_year: 2024,
    });
    // bigint: a number on PGlite, a string on PostgreSQL.
    expect(Number(china.population)).toBe(1_408_975_000);
    expect(china.gdp_usd).toBeCloseTo(17_794_781_986_104.457, 0);
    expect(china.names).toEqual({
      en: "China",
      zh: "中国",
      ja: "中華人民共和国",
      de: "China",
      fr: "Chine",
      es: "China",
      it: "Cina",
      nl: "China",
      pt: "China",
    });
    // Namibia's code is "NA", which must not be read as a missing value.
    const namibia = await t.database.db
      .selectFrom("countries")
      .select(["alpha2", "continent_code"])
      .where("alpha3", "=", "NAM")
      .executeTakeFirstOrThrow();
    expect(namibia).toEqual({ alpha2: "NA", continent_code: "AF" });
  });

  it("builds the HS and industry trees with parents, sections and ISIC references", async () => {
    const hs = await t.database.db
      .selectFrom("hs_codes")
      .select(["code", "level", "parent_code", "section_code"])
      .where("code", "in", ["01", "0101", "010121", "TOTAL"])
      .orderBy("code")
      .execute();
    expect(hs).toEqual([
      { code: "01", level: 2, parent_code: null, section_code: "I" },
      { code: "0101", level: 4, parent_code: "01", section_code: "I" },
      { code: "010121", level: 6, parent_code: "0101", section_code: "I" },
      { code: "TOTAL", level: 0, parent_code: null, section_code: null },
    ]);
    const nace = await t.database.db
      .selectFrom("industry_codes")
      .select(["level_name", "parent_code", "isic_code"])
      .where("scheme", "=", "nace2")
      .where("code", "=", "01.11")
      .executeTakeFirstOrThrow();
    expect(nace).toEqual({ level_name: "class", parent_code: "01.1", isic_code: "0111" });
    const isic = await t.database.db
      .selectFrom("industry_codes")
      .select(["code", "parent_code", "level"])
      .where("scheme", "=", "isic4")
      .where("code", "in", ["A", "0111"])
      .orderBy("level")
      .execute();
    expect(isic).toEqual([
      { code: "A", parent_code: null, level: 1 },
      { code: "0111", parent_code: "011", level: 4 },
    ]);
    // NAICS sectors may be ranges; the source's stray trailing "T" is gone from titles.
    const naics = await t.database.db
      .selectFrom("industry_codes")
      .select(["code", "parent_code", "level_name", "description"])
      .where("scheme", "=", "naics2017")
      .where("code", "in", ["31-33", "311", "3111", "111110"])
      .orderBy("level")
      .execute();
    expect(naics).toEqual([
      { code: "31-33", parent_code: null, level_name: "sector", description: "Manufacturing" },
      { code: "311", parent_code: "31-33", level_name: "subsector", description: "Food Manufacturing" },
      { code: "3111", parent_code: "311", level_name: "industry group", description: "Animal Food Manufacturing" },
      { code: "111110", parent_code: "11111", level_name: "national industry", description: "Soybean Farming" },
    ]);
  });

  it("keeps legal forms with their abbreviations, and FX and macro values as published", async () => {
    const bv = await t.database.db
      .selectFrom("legal_forms")
      .selectAll()
      .where("elf_code", "=", "54M6")
      .executeTakeFirstOrThrow();
    expect(bv).toMatchObject({
      country_code: "NL",
      language_code: "nl",
      status: "ACTV",
      abbreviations_local: ["BV", "bv", "B.V.", "b.v."],
    });
    const usd = await t.database.db
      .selectFrom("fx_rates")
      .select(["rate", "base"])
      .where("provider", "=", "ecb")
      .where("currency", "=", "USD")
      .where("rate_date", "=", sql<Date>`DATE '2026-04-13'`)
      .executeTakeFirstOrThrow();
    expect(usd).toEqual({ rate: 1.1684, base: "EUR" });
    const euro = await t.database.db
      .selectFrom("fx_rates")
      .select(["rate", "series"])
      .where("provider", "=", "fed-h10")
      .where("currency", "=", "EUR")
      .where("rate_date", "=", sql<Date>`DATE '2026-06-01'`)
      .executeTakeFirstOrThrow();
    expect(euro).toEqual({ rate: 0.8684, series: "Euro" });
    const world = await t.database.db
      .selectFrom("macro_indicators")
      .select(["country_code", "value"])
      .where("entity_code", "=", "WLD")
      .where("year", "=", 2023)
      .where("indicator", "=", "gdp_usd")
      .executeTakeFirstOrThrow();
    expect(world).toEqual({ country_code: null, value: 105435039507024.1 });
  });

  it("marks every row with its data set and version", async () => {
    const sets = await t.database.db.selectFrom("datasets").select(["name", "version"]).execute();
    const versions = new Map(sets.map((s) => [s.name, `${s.name}@${s.version}`]));
    const sources = async (table: string) =>
      (await sql<{ source: string }>`SELECT DISTINCT source FROM ${sql.table(table)}`.execute(t.database.db)).rows.map(
        (r) => r.source,
      );
    expect(await sources("countries")).toEqual([versions.get("countries")]);
    expect(await sources("hs_codes")).toEqual([versions.get("hs-nomenclature")]);
    expect(await sources("fx_rates")).toEqual([versions.get("fx-rates")]);
    expect(sets).toHaveLength(REFERENCE_DATASETS.length);
  });
});
