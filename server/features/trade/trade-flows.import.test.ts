import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type RawBuilder } from "kysely";
import { parseCsv } from "../../lib/csv-rows.ts";
import {
  countRows,
  duplicateLinesCopy,
  importHarness,
  invalidBytesCopy,
  reportLines,
  tableRows,
  truncatedCopy,
  utf16Copy,
  withoutColumnCopy,
} from "../../import/test-support.ts";
import { BACI_COUNTRIES_CSV, BACI_CSV, COMTRADE_CSV, COMTRADE_STORED } from "./trade-import.fixtures.ts";

// The BACI and Comtrade files are test fixtures in the published layouts (trade-import.fixtures.ts):
// no such file is in the team's data catalogue.

const BACI_SOURCE = "cepii-baci:HS17-V202401";
const BACI_ROWS = parseCsv(BACI_CSV).slice(1);
const COMTRADE = parseCsv(COMTRADE_CSV);
const COMTRADE_ROWS = COMTRADE.slice(1);
const col = (name: string) => (COMTRADE[0] ?? []).indexOf(name);

describe("trade flow importers (CEPII BACI, UN Comtrade)", () => {
  let h: Awaited<ReturnType<typeof importHarness>>;
  let baci: string;
  let comtrade: string;
  beforeAll(async () => {
    h = await importHarness();
    mkdirSync(h.path("baci"));
    baci = h.path("baci/BACI_HS17_Y2022_V202401.csv");
    writeFileSync(baci, BACI_CSV);
    writeFileSync(h.path("baci/country_codes_V202401.csv"), BACI_COUNTRIES_CSV);
    comtrade = h.path("comtrade-2022-annual.csv");
    writeFileSync(comtrade, COMTRADE_CSV);
  });
  afterAll(() => h.dispose());
  const flows = () => tableRows(h.db, "trade_flows");
  const flow = async (reporter: string, dir: string, partner: string, hs: string, source = BACI_SOURCE) => {
    const { rows } = await sql<Record<string, unknown>>`SELECT reporter_code, partner_code, flow, hs_code, period, year,
        value_usd::float8 AS value, weight_kg::float8 AS weight, quantity::float8 AS quantity, quantity_unit, source
      FROM trade_flows WHERE reporter_code = ${reporter} AND flow = ${dir} AND partner_code = ${partner}
        AND hs_code = ${hs} AND source LIKE ${`${source.split(":")[0]}:%`}`.execute(h.db);
    return rows;
  };

  /** Migration 0057's projections hold exactly what they project from trade_rollup_yodp; answers their rows. */
  const expectProjectionsOfYodp = async () => {
    const rowsOf = async (query: RawBuilder<unknown>) => (await query.execute(h.db)).rows;
    const partners = await rowsOf(sql`SELECT origin, year, destination, source, is_demo, value_usd::float8 AS value
      FROM trade_rollup_yod ORDER BY 1, 2, 3, 4, 5`);
    expect(partners).toEqual(
      await rowsOf(sql`SELECT origin, year, destination, source, is_demo, sum(value_usd)::float8 AS value
        FROM trade_rollup_yodp WHERE hs_level = 2 GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`),
    );
    const countries = await rowsOf(sql`SELECT year, flow, country, value_usd::float8 AS value,
        demo_value_usd::float8 AS demo FROM trade_rollup_yc ORDER BY 1, 2, 3`);
    expect(countries).toEqual(
      await rowsOf(sql`SELECT year, flow, country, sum(value_usd)::float8 AS value,
          coalesce(sum(value_usd) FILTER (WHERE is_demo), 0)::float8 AS demo
        FROM (SELECT year, 'export' AS flow, origin AS country, value_usd, is_demo FROM trade_rollup_yodp WHERE hs_level = 2
          UNION ALL SELECT year, 'import', destination, value_usd, is_demo FROM trade_rollup_yodp WHERE hs_level = 2) t
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );
    const sources = await rowsOf(
      sql`SELECT hs_code, year, source, is_demo FROM trade_rollup_yp_source ORDER BY 1, 2, 3, 4`,
    );
    expect(sources).toEqual(
      await rowsOf(sql`SELECT DISTINCT hs_code, year, source, is_demo FROM trade_rollup_yodp ORDER BY 1, 2, 3, 4`),
    );
    return { partners, countries, sources: sources as { source: string }[] };
  };

  it("imports every BACI row as the exporter's export and the importer's import, in USD and kg", async () => {
    const { status, out } = await h.run(["--format", "baci", "--file", baci]);
    expect(out).toContain(`${BACI_ROWS.length} records: ${BACI_ROWS.length} new`);
    expect(status).toBe(0);
    expect(await countRows(h.db, "trade_flows", `source = '${BACI_SOURCE}'`)).toBe(2 * BACI_ROWS.length);
    // Raw line 18: 2022,490,156,854231,98411220.448,2201.771 ("Other Asia, nes" = Taiwan by the BACI list).
    expect(BACI_ROWS[16]).toEqual(["2022", "490", "156", "854231", "98411220.448", "2201.771"]);
    const base = {
      hs_code: "854231",
      period: "2022",
      year: 2022,
      value: 98411220448,
      weight: 2201771,
      source: BACI_SOURCE,
    };
    expect(await flow("TW", "export", "CN", "854231")).toEqual([
      { ...base, reporter_code: "TW", partner_code: "CN", flow: "export", quantity: null, quantity_unit: null },
    ]);
    expect(await flow("CN", "import", "TW", "854231")).toEqual([
      { ...base, reporter_code: "CN", partner_code: "TW", flow: "import", quantity: null, quantity_unit: null },
    ]);
    // "NA" tonnes (padded as BACI writes it) is no weight; a product code that lost its leading 0 is HS6.
    expect((await flow("CA", "export", "US", "440711"))[0]).toMatchObject({ value: 7902113110, weight: null });
    expect((await flow("AF", "export", "IN", "080211"))[0]).toMatchObject({ value: 116, weight: 9 });
  });

  it("refreshes the roll-ups of the years the import added (after its last chunk), leaving no year to refresh", async () => {
    const { rows } = await sql<{
      value: number;
      reported_as: string;
      source: string;
    }>`SELECT value_usd::float8 AS value,
        reported_as, source FROM trade_rollup_yodp
      WHERE year = 2022 AND origin = 'TW' AND destination = 'CN' AND hs_code = '854231'`.execute(h.db);
    expect(rows).toEqual([{ value: 98411220448, reported_as: "export", source: BACI_SOURCE }]);
    expect(await countRows(h.db, "trade_rollup_yp", "year = 2022 AND hs_code IN ('85', '8542', '854231')")).toBe(3);
    expect(await countRows(h.db, "trade_rollup_dirty", "true")).toBe(0);
    const projected = await expectProjectionsOfYodp();
    expect(projected.partners.length).toBeGreaterThan(0);
    expect(projected.countries.length).toBeGreaterThan(0);
    expect(new Set(projected.sources.map((r) => r.source))).toEqual(new Set([BACI_SOURCE]));
  });

  it("changes nothing when the same file is imported again, forced or not", async () => {
    const before = await flows();
    const again = await h.run(["--format", "baci", "--file", baci]);
    expect(again.out).toContain("already imported, nothing changed");
    const forced = await h.run(["--format", "baci", "--file", baci, "--force"]);
    expect(forced.out).toContain(`0 new, 0 changed, ${BACI_ROWS.length} unchanged`);
    expect(await flows()).toEqual(before);
  });

  it("reports broken copies line by line, refuses unusable ones, and keeps what was loaded", async () => {
    const before = await flows();
    const truncated = await h.run([
      "--format",
      "baci",
      "--file",
      truncatedCopy(baci, h.path("baci/BACI_HS17_Y2022_V202401-cut.csv")),
    ]);
    expect(truncated.status).toBe(2);
    expect(truncated.out).toContain("truncated");
    expect(
      reportLines(truncated.out).some((l) => /cut\.csv:\d+: the file ends in the middle of this row/.test(l)),
    ).toBe(true);

    const utf16 = await h.run(["--format", "baci", "--file", utf16Copy(baci, h.path("baci/utf16.csv"))]);
    expect(utf16).toMatchObject({ status: 1 });
    expect(utf16.out).toContain("UTF-16");
    expect(utf16.out).toContain("nothing was changed in the database");

    const latin1 = await h.run([
      "--format",
      "baci",
      "--file",
      invalidBytesCopy(baci, h.path("baci/latin1.csv"), [3, 7]),
    ]);
    expect(latin1.status).toBe(2);
    expect(reportLines(latin1.out).filter((l) => l.includes("not UTF-8"))).toEqual([
      "latin1.csv:3: bytes that are not UTF-8 (the file must be UTF-8)",
      "latin1.csv:7: bytes that are not UTF-8 (the file must be UTF-8)",
    ]);

    const noValue = await h.run(["--format", "baci", "--file", withoutColumnCopy(baci, h.path("baci/no-v.csv"), "v")]);
    expect(noValue.status).toBe(1);
    expect(noValue.out).toContain('missing required columns: value ("v")');

    const duplicated = await h.run([
      "--format",
      "baci",
      "--file",
      duplicateLinesCopy(baci, h.path("baci/dup.csv"), [2, 5]),
    ]);
    expect(duplicated.status).toBe(2);
    const last = BACI_ROWS.length + 1;
    expect(reportLines(duplicated.out).slice(-2)).toEqual([
      `dup.csv:${last + 1}: duplicate of line 2 (CN|export|US|851712|2022)`,
      `dup.csv:${last + 2}: duplicate of line 5 (CN|export|JP|847130|2022)`,
    ]);

    expect(await flows()).toEqual(before);
  });

  it("resumes a killed import where it stopped and ends as a clean import does", async () => {
    const clean = await flows();
    await sql`DELETE FROM trade_flows`.execute(h.db);
    const killed = await h.run(["--format", "baci", "--file", baci, "--chunk-size", "7", "--force"], 2);
    expect(killed.status).toBe(1);
    expect(await countRows(h.db, "trade_flows")).toBe(2 * 14);
    const resumed = await h.run(["--format", "baci", "--file", baci, "--chunk-size", "7", "--force"]);
    expect(resumed.out).toContain("resumed after chunk 2 of 5");
    expect(await flows()).toEqual(clean);
  });

  it("uses ISO numeric codes and UN Comtrade's own codes when no BACI country list is beside the file", async () => {
    mkdirSync(h.path("bare"));
    const bare = h.path("bare/BACI_HS17_Y2022_V202401.csv");
    writeFileSync(bare, BACI_CSV);
    const { status } = await h.run(["--format", "baci", "--file", bare, "--force"]);
    expect(status).toBe(0);
    expect((await flow("IN", "export", "US", "300490"))[0]).toMatchObject({ value: 8102334172 });
    expect(await flow("TW", "export", "US", "854231")).toHaveLength(1);
  });

  it("imports Comtrade flows and reports the rows the table does not hold, with their lines", async () => {
    const { status, out } = await h.run(["--format", "comtrade", "--file", comtrade, "--version", "2024-06"]);
    const stored = COMTRADE_STORED.filter(Boolean).length;
    expect(out).toContain(`${stored} records: ${stored} new`);
    expect(status).toBe(2);
    expect(await countRows(h.db, "trade_flows", "source = 'un-comtrade:2024-06'")).toBe(stored);
    const lines = reportLines(out).filter((l) => !l.startsWith("#"));
    const skipped = COMTRADE_STORED.flatMap((ok, i) => (ok ? [] : [i + 2]));
    expect(lines.map((l) => Number(/:(\d+):/.exec(l)?.[1]))).toEqual(skipped);
    expect(lines[0]).toContain("out of scope (not stored): re-exports and re-imports");
    expect(lines[1]).toContain("out of scope (not stored): world totals (partner World)");
    // Raw: USA imports of cocoa beans from Côte d'Ivoire, and of processors from "Other Asia, nes".
    const cocoa = COMTRADE_ROWS.find((r) => r[col("cmdCode")] === "1801") ?? [];
    expect(await flow("US", "import", "CI", "1801", "un-comtrade:x")).toEqual([
      {
        reporter_code: "US",
        partner_code: "CI",
        flow: "import",
        hs_code: "1801",
        period: "2022",
        year: 2022,
        value: Number(cocoa[col("primaryValue")]),
        weight: Number(cocoa[col("netWgt")]),
        quantity: Number(cocoa[col("qty")]),
        quantity_unit: "kg",
        source: "un-comtrade:2024-06",
      },
    ]);
    expect((await flow("US", "import", "TW", "854231", "un-comtrade:x"))[0]).toMatchObject({ value: 11220441502 });
    expect((await flow("US", "import", "CA", "270900", "un-comtrade:x"))[0]).toMatchObject({ quantity: null });
    // BACI rows of the same flows are a separate data set.
    expect(await flow("US", "import", "CN", "851712")).toHaveLength(1);
    // The refresh after the import kept the projections: both data sets of 2022 are named.
    const projected = await expectProjectionsOfYodp();
    expect(new Set(projected.sources.map((r) => r.source))).toEqual(new Set([BACI_SOURCE, "un-comtrade:2024-06"]));
  });

  it("Comtrade: re-runs change nothing, broken copies keep what was loaded, a killed run resumes", async () => {
    const before = await flows();
    const forced = await h.run(["--format", "comtrade", "--file", comtrade, "--version", "2024-06", "--force"]);
    expect(forced.out).toContain("0 new, 0 changed");
    const noCmd = await h.run([
      "--format",
      "comtrade",
      "--file",
      withoutColumnCopy(comtrade, h.path("no-cmd.csv"), "cmdCode"),
    ]);
    expect(noCmd.status).toBe(1);
    expect(noCmd.out).toContain('missing required columns: commodity ("cmdCode" or "Commodity Code")');
    const cut = await h.run([
      "--format",
      "comtrade",
      "--file",
      truncatedCopy(comtrade, h.path("cut.csv")),
      "--version",
      "2024-06",
    ]);
    expect(cut.out).toContain("truncated");
    expect(await flows()).toEqual(before);

    await sql`DELETE FROM trade_flows WHERE source LIKE 'un-comtrade:%'`.execute(h.db);
    const args = ["--format", "comtrade", "--file", comtrade, "--version", "2024-06", "--chunk-size", "5", "--force"];
    const killed = await h.run(args, 3);
    expect(killed.status).toBe(1);
    expect(await countRows(h.db, "trade_flows", "source LIKE 'un-comtrade:%'")).toBe(15);
    expect((await h.run(args)).out).toContain("resumed after chunk 3 of 6");
    expect(await flows()).toEqual(before);
  });
});
