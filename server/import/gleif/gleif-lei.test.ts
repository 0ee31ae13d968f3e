import { readFileSync, writeFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalFormsDataset } from "../../features/reference/loaders/legal-forms.loader.ts";
import {
  countRows,
  duplicateLinesCopy,
  fixture,
  importHarness,
  invalidBytesCopy,
  reportLines,
  tableRows,
  truncatedCopy,
  utf16Copy,
  withoutColumnCopy,
} from "../test-support.ts";

const XML = fixture("gleif", "lei-data.xml");
// Built from the 13 records of lei-data.xml in GLEIF's golden-copy CSV layout: there is no real LEI
// golden-copy CSV in the data catalogue (see tests/fixtures/gleif/README.md).
const CSV = fixture("gleif", "20230605-0820-gleif-goldencopy-lei2-golden-copy-fixture.csv");

const GLEIF = "source LIKE 'gleif-lei:%'";

describe("import --format gleif-lei-xml / gleif-lei-csv", () => {
  let h: Awaited<ReturnType<typeof importHarness>>;
  const rawXml = readFileSync(XML, "utf8");
  const state = async () => ({
    companies: await tableRows(h.db, "companies"),
    names: await tableRows(h.db, "company_names"),
    addresses: await tableRows(h.db, "company_addresses"),
    records: await tableRows(h.db, "lei_records"),
  });
  const company = (lei: string) =>
    h.db.selectFrom("companies").selectAll().where("lei", "=", lei).executeTakeFirstOrThrow();
  const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;

  beforeAll(async () => {
    h = await importHarness();
    // ISO 20275 names (the loader only: loadDatasets ends with a database-wide ANALYZE).
    await h.db.transaction().execute((trx) => legalFormsDataset.load(trx, () => {}));
    // A company another source knows, with the LEI of one of the file's records.
    await sql`INSERT INTO companies (id, aaa_id, name, cik, lei, source)
      VALUES (42, 'A16', 'DENTSU INTL (SEC)', '0000000042', '213800FERQ5LE3H7WJ58', 'sec-test')`.execute(h.db);
    await sql`INSERT INTO company_addresses (company_id, seq, kind, city, country_code, source)
      VALUES (42, 1, 'registered', 'Tokyo', 'JP', 'sec-test')`.execute(h.db);
  });
  afterAll(async () => h?.dispose());

  it("imports every record of the real LEI-CDF XML; fields match the raw file", async () => {
    const { status, out } = await h.run(["--format", "gleif-lei-xml", "--file", XML, "--chunk-size", "5"]);
    expect(status, out).toBe(0);
    const records = rawXml.match(/<lei:LEIRecord[\s>]/g) ?? [];
    expect(records).toHaveLength(13);
    expect(out).toContain("13 records: 13 new, 0 changed, 0 unchanged");
    expect(await countRows(h.db, "lei_records")).toBe(13);
    expect(await countRows(h.db, "companies", GLEIF)).toBe(12);
    const otherNames = (rawXml.match(/<lei:OtherEntityName /g) ?? []).length;
    expect(await countRows(h.db, "company_names", GLEIF)).toBe(13 + otherNames);
    expect(await countRows(h.db, "company_addresses", GLEIF)).toBe(26);
    // The search's rank copies are filled after the import (afterImport).
    expect(await countRows(h.db, "company_names", `${GLEIF} AND company_rank IS NULL`)).toBe(0);

    const fund = await company("001GPB6A9XPE8XJICC14");
    expect(fund).toMatchObject({
      aaa_id: "ACRE66I9T",
      name: "Fidelity Advisor Leveraged Company Stock Fund",
      country_code: "US",
      jurisdiction: "US-MA",
      legal_form_elf: "8888",
      legal_form: "FUND",
      status: "active",
      registry_number: "S000005113",
      entity_type: "FUND",
      source: "gleif-lei:20230605-0820",
    });
    expect([day(fund.founded_on), day(fund.last_update)]).toEqual(["2012-11-29", "2023-05-18"]);
    const names = await h.db.selectFrom("company_names").selectAll().where("company_id", "=", fund.id).execute();
    expect(names.map((n) => [n.kind, n.name])).toEqual(
      expect.arrayContaining([
        ["primary", "Fidelity Advisor Leveraged Company Stock Fund"],
        ["former", "FIDELITY ADVISOR SERIES I - Fidelity Advisor Leveraged Company Stock Fund"],
      ]),
    );
    const addresses = await h.db
      .selectFrom("company_addresses")
      .selectAll()
      .where("company_id", "=", fund.id)
      .orderBy("seq")
      .execute();
    expect(addresses.map((a) => [a.kind, a.line1, a.city, a.region, a.postcode])).toEqual([
      ["registered", "245 SUMMER STREET", "BOSTON", "US-MA", "02210"],
      ["operation", "C/O Fidelity Management & Research Company LLC", "Boston", "US-MA", "02210"],
    ]);
    const record = await h.db
      .selectFrom("lei_records")
      .selectAll()
      .where("lei", "=", "001GPB6A9XPE8XJICC14")
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      registration_authority_id: "RA000665",
      registration_status: "ISSUED",
      managing_lou: "EVK05KS7XY1DEII3R011",
      validation_sources: "FULLY_CORROBORATED",
    });
    expect(day(record.initial_registration_date)).toBe("2012-11-29");

    // ISO 20275 name from the reference data; a dissolution event; non-ASCII text.
    expect(await company("213800BJPX8V9HVY1Y11")).toMatchObject({ legal_form_elf: "XJHM", legal_form: "Aktiebolag" });
    const dissolved = await company("00TR8NKAEL48RGTZEW89");
    expect([dissolved.status, day(dissolved.dissolved_on)]).toEqual(["dissolved", "2018-11-09"]);
    expect(await countRows(h.db, "company_addresses", "city = 'Västra Frölunda'")).toBe(2);
  });

  it("merges by LEI into another source's company without clobbering its fields", async () => {
    const merged = await company("213800FERQ5LE3H7WJ58");
    expect(String(merged.id)).toBe("42");
    expect(merged).toMatchObject({
      name: "DENTSU INTL (SEC)",
      cik: "0000000042",
      source: "sec-test",
      jurisdiction: "GB",
      registry_number: "01403668",
    });
    const addresses = await h.db.selectFrom("company_addresses").selectAll().where("company_id", "=", "42").execute();
    expect(addresses.map((a) => [a.seq, a.city, a.source])).toEqual([
      [1, "Tokyo", "sec-test"],
      [91, "LONDON", "gleif-lei:20230605-0820"],
      [92, "LONDON", "gleif-lei:20230605-0820"],
    ]);
    const names = await h.db
      .selectFrom("company_names")
      .select(["kind", "name"])
      .where("company_id", "=", "42")
      .execute();
    expect(names).toContainEqual({ kind: "alias", name: "DENTSU INTERNATIONAL LIMITED" });
  });

  it("re-running changes nothing; the golden-copy CSV of the same records changes nothing either", async () => {
    const before = await state();
    expect((await h.run(["--format", "gleif-lei-xml", "--file", XML])).out).toContain(
      "already imported, nothing changed",
    );
    const forced = await h.run(["--format", "gleif-lei-xml", "--file", XML, "--force"]);
    expect(forced.out).toContain("13 records: 0 new, 0 changed, 13 unchanged");
    const csv = await h.run(["--format", "gleif-lei-csv", "--file", CSV]);
    expect(csv.status, csv.out).toBe(0);
    expect(csv.out).toContain("gleif-lei-csv 20230605-0820: imported");
    expect(csv.out).toContain("13 records: 0 new, 0 changed, 13 unchanged");
    expect(await state()).toEqual(before);
  });

  it("updates a changed record and keeps the rest", async () => {
    const before = await state();
    const changed = h.path("20230606-0000-gleif-goldencopy-lei2-golden-copy.csv");
    writeFileSync(
      changed,
      readFileSync(CSV, "utf8").replace('"Hutchin Hill Capital, LP"', '"Hutchin Hill Capital LLC"'),
    );
    const run = await h.run(["--format", "gleif-lei-csv", "--file", changed]);
    expect(run.out).toContain("13 records: 0 new, 1 changed, 12 unchanged");
    expect(await company("004L5FPTUREIWK9T2N63")).toMatchObject({
      name: "Hutchin Hill Capital LLC",
      source: "gleif-lei:20230606-0000",
    });
    expect((await company("001GPB6A9XPE8XJICC14")).source).toBe("gleif-lei:20230605-0820");
    await h.run(["--format", "gleif-lei-csv", "--file", CSV, "--force"]);
    const after = await state();
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ source: _, ...rest }) => rest);
    expect(strip(after.companies)).toEqual(strip(before.companies));
    expect(strip(after.names)).toEqual(strip(before.names));
  });

  it("rejects broken copies with a line-numbered report and keeps what was loaded", async () => {
    const before = await state();
    const utf16 = await h.run(["--format", "gleif-lei-xml", "--file", utf16Copy(XML, h.path("utf16.xml"))]);
    expect(utf16.status).toBe(1);
    expect(utf16.out).toMatch(/UTF-16.*\n.*nothing was changed/);
    const noColumn = await h.run([
      "--format",
      "gleif-lei-csv",
      "--file",
      withoutColumnCopy(CSV, h.path("missing.csv"), "Entity.LegalName"),
    ]);
    expect(noColumn.status).toBe(1);
    expect(noColumn.out).toContain("missing required columns: Entity.LegalName");
    const cut = truncatedCopy(CSV, h.path("cut.csv"), 0.5);
    const lastLine = readFileSync(cut, "utf8").split("\n").length;
    const csvCut = await h.run(["--format", "gleif-lei-csv", "--file", cut]);
    expect(csvCut.status).toBe(2);
    expect(reportLines(csvCut.out).at(-1)).toBe(
      `cut.csv:${lastLine}: the file ends in the middle of this row (truncated)`,
    );
    expect(csvCut.out).toContain(`${lastLine - 2} records: 0 new, 0 changed, ${lastLine - 2} unchanged`);
    const dup = await h.run(["--format", "gleif-lei-csv", "--file", duplicateLinesCopy(CSV, h.path("dup.csv"), [2])]);
    expect(reportLines(dup.out).at(-1)).toBe("dup.csv:15: duplicate of line 2 (001GPB6A9XPE8XJICC14)");

    const xmlCut = await h.run(["--format", "gleif-lei-xml", "--file", truncatedCopy(XML, h.path("cut.xml"), 0.5)]);
    expect(xmlCut.status, xmlCut.out).toBe(2);
    expect(reportLines(xmlCut.out).at(-1)).toMatch(
      /^cut\.xml:\d+: malformed or cut XML, the rest of the file cannot be read/,
    );
    const lines = rawXml.split("\n");
    const cityLine = lines.findIndex((l) => l.includes("<lei:City>BOSTON</lei:City>")) + 1;
    const bytes = await h.run([
      "--format",
      "gleif-lei-xml",
      "--file",
      invalidBytesCopy(XML, h.path("latin.xml"), [cityLine]),
    ]);
    expect(bytes.status).toBe(2);
    expect(reportLines(bytes.out).at(-1)).toBe("latin.xml:8: bytes that are not UTF-8 (the file must be UTF-8)");
    const first = rawXml.slice(rawXml.indexOf("<lei:LEIRecord "), rawXml.indexOf("</lei:LEIRecord>") + 16);
    const dupXml = h.path("dup.xml");
    writeFileSync(dupXml, rawXml.replace("</lei:LEIRecords>", `${first}\n</lei:LEIRecords>`));
    const dupRun = await h.run(["--format", "gleif-lei-xml", "--file", dupXml]);
    expect(dupRun.status).toBe(2);
    expect(reportLines(dupRun.out).at(-1)).toMatch(/^dup\.xml:\d+: duplicate of line 8 \(001GPB6A9XPE8XJICC14\)$/);
    const wrong = await h.run(["--format", "gleif-lei-xml", "--file", fixture("gleif", "rr-data.xml")]);
    expect(wrong.out).toContain("is not LEIData: not this format");
    expect(await state()).toEqual(before);
  });

  it("resumes a killed import at the next chunk and ends as a clean import does", async () => {
    const clean = await state();
    await sql`DELETE FROM company_names WHERE ${sql.raw(GLEIF)}`.execute(h.db);
    await sql`DELETE FROM company_addresses WHERE ${sql.raw(GLEIF)}`.execute(h.db);
    await sql`DELETE FROM companies WHERE ${sql.raw(GLEIF)}`.execute(h.db);
    await sql`UPDATE companies SET jurisdiction = NULL, registry_number = NULL WHERE id = 42`.execute(h.db);
    await h.db.deleteFrom("lei_records").execute();
    await h.db.deleteFrom("import_runs").execute();
    const argv = ["--format", "gleif-lei-xml", "--file", XML, "--chunk-size", "3"];
    const killed = await h.run(argv, 2);
    expect(killed.status).toBe(1);
    expect(await countRows(h.db, "lei_records")).toBe(6);
    const resumed = await h.run(argv);
    expect(resumed.status, resumed.out).toBe(0);
    expect(resumed.out).toContain("resumed after chunk 2 of 5");
    expect(await state()).toEqual(clean);
  });
});
