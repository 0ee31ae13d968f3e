import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { parseCsv } from "../../lib/csv-rows.ts";
import { insertObjects } from "../../db/table-columns.ts";
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
import { COMPANY_TABLE_COLUMNS as C, aaaId } from "../companies/index.ts";
import { normaliseName } from "../../lib/name-normalise.ts";
import { BOL_CSV } from "./trade-import.fixtures.ts";
import { shipmentId } from "./bill-of-lading.import.ts";

// The bills of lading are a test fixture in our documented layout (trade-import.fixtures.ts): no
// open bill-of-lading file exists.

const [HEADER = [], ...ROWS] = parseCsv(BOL_CSV);
const raw = (billNo: string, column: string) => ROWS.find((r) => r[0] === billNo)?.[HEADER.indexOf(column)];

/** Companies already known before the import: one that matches, two that make a name ambiguous. */
const KNOWN = [
  { id: 501, name: "ACME APPLIANCE DISTRIBUTORS, INC.", country_code: "US" },
  { id: 502, name: "Great Lakes Machine Tools Corporation", country_code: "US" },
  { id: 503, name: "Great Lakes Machine Tools Corp.", country_code: "US" },
  { id: 504, name: "GIANT MANUFACTURING CO., LTD.", country_code: "TW" },
  { id: 505, name: "Giant Manufacturing Co Ltd", country_code: "US" },
];

describe("bill-of-lading importer", () => {
  let h: Awaited<ReturnType<typeof importHarness>>;
  let file: string;
  beforeAll(async () => {
    h = await importHarness();
    file = h.path("bills-2024-04-30.csv");
    writeFileSync(file, BOL_CSV);
    await insertObjects(
      h.db,
      "companies",
      C.companies,
      KNOWN.map((c) => ({ ...c, aaa_id: aaaId(c.id), source: "test" })),
    );
    await insertObjects(
      h.db,
      "company_names",
      C.company_names,
      KNOWN.map((c) => ({
        company_id: c.id,
        kind: "primary",
        name: c.name,
        normalised: normaliseName(c.name),
        source: "test",
      })),
    );
  });
  afterAll(() => h.dispose());
  const shipments = () => tableRows(h.db, "shipments");
  const bill = async (billNo: string) =>
    (
      await sql<Record<string, unknown>>`SELECT company_id::text, id::text, importer_company_id::text,
        exporter_company_id::text, to_char(arrival_date, 'YYYY-MM-DD') AS arrival_date, hs_code, product_code,
        importer_country, exporter_country, origin_country, weight_kg::float8 AS weight_kg, value_usd::float8 AS value_usd,
        container_count, master_bol, cargo_description, source
        FROM shipments WHERE bill_no = ${billNo}`.execute(h.db)
    ).rows[0];

  it("imports every bill, with its fields as in the file, linked to the companies it names unambiguously", async () => {
    const { status, out } = await h.run(["--format", "bill-of-lading", "--file", file]);
    expect(out).toContain(`${ROWS.length} records: ${ROWS.length} new`);
    expect(status).toBe(0);
    expect(await countRows(h.db, "shipments", "record_kind = 'bill-of-lading'")).toBe(ROWS.length);

    // Acme: one company of that name in the US -> linked; the microwave bill gives HS6 and the full HTS number.
    expect(await bill("COSU6301122870")).toMatchObject({
      company_id: "501",
      id: shipmentId("COSU6301122870"),
      importer_company_id: "501",
      arrival_date: raw("COSU6301122870", "arrival_date"),
      hs_code: "851650",
      product_code: "8516500000",
      weight_kg: Number(raw("COSU6301122870", "weight")),
      value_usd: Number(raw("COSU6301122870", "value_usd")),
      container_count: 3,
      source: "bill-of-lading:2024-04-30",
    });
    // Alpha-3 and name spellings of countries; US dates; pounds to kilograms.
    expect(await bill("COSU6301122871")).toMatchObject({
      importer_country: "US",
      exporter_country: "CN",
      company_id: "501",
    });
    expect(await bill("ONEYTYO400551200")).toMatchObject({ arrival_date: "2024-03-18" });
    expect(await bill("EGLV140400118811")).toMatchObject({ weight_kg: 23722.881 });
    expect(await bill("EGLV140400118812")).toMatchObject({ exporter_country: "VN" });
    expect(await bill("MSCUVL240405511")).toMatchObject({ arrival_date: "2024-04-05", hs_code: "090111" });
    // Two US companies of that name: ambiguous, so the importer gets a company record of its own.
    const lathes = await bill("HLCUHAM240312001");
    expect(["502", "503"]).not.toContain(lathes?.importer_company_id);
    expect(Number(lathes?.company_id)).toBeGreaterThanOrEqual(3e12);
    // Giant is an exporter in TW: linked by name and country (not to the US company of the same name).
    expect(await bill("YMLUI490122007")).toMatchObject({ exporter_company_id: "504" });
    // No importer named: filed under the exporter's (created) company.
    const shrimp = await bill("CMDUSGN0456120");
    expect(shrimp?.importer_company_id).toBeNull();
    expect(shrimp?.exporter_company_id).toBe(shrimp?.company_id);
    // Bills of one master bill of lading keep it.
    expect(await bill("MAEU221100346")).toMatchObject({
      master_bol: "MAEU221100345",
      cargo_description: "SLEEPING BAGS",
    });
    const created = await countRows(h.db, "companies", "source = 'bill-of-lading:2024-04-30'");
    expect(created).toBe(8);
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = { shipments: await shipments(), companies: await tableRows(h.db, "companies") };
    expect((await h.run(["--format", "bill-of-lading", "--file", file])).out).toContain("already imported");
    const forced = await h.run(["--format", "bill-of-lading", "--file", file, "--force", "--version", "2024-05-01"]);
    expect(forced.out).toContain(`0 new, 0 changed, ${ROWS.length} unchanged`);
    expect({ shipments: await shipments(), companies: await tableRows(h.db, "companies") }).toEqual(before);
  });

  it("reports broken copies line by line, refuses unusable ones, and keeps what was loaded", async () => {
    const before = await shipments();
    const cut = await h.run(["--format", "bill-of-lading", "--file", truncatedCopy(file, h.path("cut.csv"), 0.5)]);
    expect(cut.status).toBe(2);
    expect(
      reportLines(cut.out).some((l) => /^cut\.csv:\d+: the file ends in the middle of this row \(truncated\)$/.test(l)),
    ).toBe(true);

    const utf16 = await h.run(["--format", "bill-of-lading", "--file", utf16Copy(file, h.path("utf16.csv"))]);
    expect(utf16.status).toBe(1);
    expect(utf16.out).toContain("UTF-16");

    const latin1 = await h.run([
      "--format",
      "bill-of-lading",
      "--file",
      invalidBytesCopy(file, h.path("latin1.csv"), [4]),
    ]);
    expect(reportLines(latin1.out)).toContain("latin1.csv:4: bytes that are not UTF-8 (the file must be UTF-8)");

    const noBill = await h.run([
      "--format",
      "bill-of-lading",
      "--file",
      withoutColumnCopy(file, h.path("no-bill.csv"), "bill_no"),
    ]);
    expect(noBill.status).toBe(1);
    expect(noBill.out).toContain("missing required columns: bill_no");

    const dup = await h.run(["--format", "bill-of-lading", "--file", duplicateLinesCopy(file, h.path("dup.csv"), [3])]);
    expect(reportLines(dup.out)).toContain(`dup.csv:${ROWS.length + 2}: duplicate of line 3 (MAEU221100346)`);

    const bad = h.path("bad-rows.csv");
    writeFileSync(
      bad,
      `${BOL_CSV.split("\n")[0]}\nXX1,,2024-13-01,A Co,,US,,,,,,,,,,,,,,,,,,\nXX2,,2024-01-01,,,,,,,,,,,,,,,,,,,,,\nXX3,,2024-01-01,B Co,,Atlantis,,,,,,,,,,,,,,,,,,\n`,
    );
    const badRows = await h.run(["--format", "bill-of-lading", "--file", bad]);
    expect(reportLines(badRows.out).slice(-3)).toEqual([
      'bad-rows.csv:2: arrival date "2024-13-01" is not a date (YYYY-MM-DD, YYYYMMDD or MM/DD/YYYY)',
      "bad-rows.csv:3: neither an importer (consignee) nor an exporter (shipper) is named",
      'bad-rows.csv:4: importer_country "Atlantis" is not a country',
    ]);
    expect(await shipments()).toEqual(before);
  });

  it("resumes a killed import where it stopped and ends as a clean import does", async () => {
    await sql`DELETE FROM shipments`.execute(h.db);
    const clean = await h.run(["--format", "bill-of-lading", "--file", file, "--force"]);
    expect(clean.status).toBe(0);
    const expected = await shipments();
    await sql`DELETE FROM shipments`.execute(h.db);
    const args = ["--format", "bill-of-lading", "--file", file, "--force", "--chunk-size", "4"];
    expect((await h.run(args, 2)).status).toBe(1);
    expect(await countRows(h.db, "shipments")).toBe(8);
    expect((await h.run(args)).out).toContain("resumed after chunk 2 of 4");
    expect(await shipments()).toEqual(expected);
  });

  it("updates a bill whose fields changed in a newer file", async () => {
    const newer = h.path("bills-2024-05-15.csv");
    writeFileSync(
      newer,
      BOL_CSV.replace(
        "MICROWAVE OVENS,8516.50.0000,CN,US,57078,4601,COSU,COSCO SHIPPING ARIES,3",
        "MICROWAVE OVENS,8516.50.0000,CN,US,57078,4601,COSU,COSCO SHIPPING ARIES,4",
      ),
    );
    const { out } = await h.run(["--format", "bill-of-lading", "--file", newer]);
    expect(out).toContain(`0 new, 1 changed, ${ROWS.length - 1} unchanged`);
    expect(await bill("COSU6301122870")).toMatchObject({ container_count: 4, source: "bill-of-lading:2024-05-15" });
    expect(await countRows(h.db, "shipments")).toBe(ROWS.length);
  });
});
