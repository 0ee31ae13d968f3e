import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../lib/csv-rows.ts";
import {
  countRows,
  duplicateLinesCopy,
  fixture,
  gzipCopy,
  zipCopy,
  importHarness,
  invalidBytesCopy,
  reportLines,
  tableRows,
  truncatedCopy,
  utf16Copy,
  withoutColumnCopy,
} from "../test-support.ts";

// The first 150 rows of the catalogue's golden-copy subset and every row of its rarer relationship
// types (tests/fixtures/gleif/README.md).
const CSV = fixture("gleif", "rr-golden-copy-subset-small-20260123.csv");
const XML = fixture("gleif", "rr-data.xml");

describe("import --format gleif-rr-csv / gleif-rr-xml", () => {
  let h: Awaited<ReturnType<typeof importHarness>>;
  const raw = parseCsv(readFileSync(CSV, "utf8"));
  const header = raw[0] ?? [];
  const rawRows = raw.slice(1).map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
  const relationships = () => tableRows(h.db, "lei_relationships");

  beforeAll(async () => {
    h = await importHarness();
  });
  afterAll(async () => h?.dispose());

  it("imports every row of the real golden-copy CSV; fields match the raw file", async () => {
    const { status, out } = await h.run(["--format", "gleif-rr-csv", "--file", CSV, "--chunk-size", "50"]);
    expect(status, out).toBe(0);
    expect(out).toContain("176 records: 176 new, 0 changed, 0 unchanged");
    expect(rawRows).toHaveLength(176);
    expect(await countRows(h.db, "lei_relationships")).toBe(rawRows.length);
    const ultimate = rawRows.filter((r) => r["Relationship.RelationshipType"] === "IS_ULTIMATELY_CONSOLIDATED_BY");
    expect(await countRows(h.db, "lei_relationships", "relationship_type = 'IS_ULTIMATELY_CONSOLIDATED_BY'")).toBe(
      ultimate.length,
    );
    const sample = rawRows.find((r) => r["Relationship.StartNode.NodeID"] === "073LKXEKEP6T62NK2G42");
    expect(sample).toMatchObject({
      "Relationship.EndNode.NodeID": "CYSD4L2598RQ9BPPCB72",
      "Relationship.Period.2.startDate": "2017-10-02T00:00:00+00:00",
      "Relationship.Qualifiers.1.QualifierCategory": "US_GAAP",
    });
    const row = await h.db
      .selectFrom("lei_relationships")
      .selectAll()
      .where("child_lei", "=", "073LKXEKEP6T62NK2G42")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      parent_lei: "CYSD4L2598RQ9BPPCB72",
      relationship_type: "IS_DIRECTLY_CONSOLIDATED_BY",
      relationship_status: "ACTIVE",
      accounting_standard: "US_GAAP",
      registration_status: "PUBLISHED",
      source: "gleif-rr:20260123",
    });
    expect(row.period_start?.toISOString().slice(0, 10)).toBe("2017-10-02");
    expect(row.last_update?.toISOString().slice(0, 10)).toBe("2025-05-01");
  });

  it("re-running changes nothing, with or without --force", async () => {
    const before = await relationships();
    const again = await h.run(["--format", "gleif-rr-csv", "--file", CSV]);
    expect(again.status).toBe(0);
    expect(again.out).toContain("already imported, nothing changed");
    const forced = await h.run(["--format", "gleif-rr-csv", "--file", CSV, "--force"]);
    expect(forced.out).toContain("176 records: 0 new, 0 changed, 176 unchanged");
    expect(await relationships()).toEqual(before);
  });

  it("rejects broken copies with a line-numbered report and keeps what was loaded", async () => {
    const before = await relationships();
    const utf16 = await h.run(["--format", "gleif-rr-csv", "--file", utf16Copy(CSV, h.path("utf16.csv"))]);
    expect(utf16.status).toBe(1);
    expect(utf16.out).toMatch(/UTF-16.*\n.*nothing was changed/);
    const missing = withoutColumnCopy(CSV, h.path("missing.csv"), "Relationship.RelationshipType");
    const noColumn = await h.run(["--format", "gleif-rr-csv", "--file", missing]);
    expect(noColumn.status).toBe(1);
    expect(noColumn.out).toContain("missing required columns: Relationship.RelationshipType");

    // Cut at 70% of its bytes, in the middle of a row (a cut inside a row's last column cannot be told
    // from a whole row).
    const cut = truncatedCopy(CSV, h.path("cut.csv"), 0.7);
    const truncated = await h.run(["--format", "gleif-rr-csv", "--file", cut]);
    expect(truncated.status, truncated.out).toBe(2);
    expect(truncated.out).toContain("truncated");
    const cutLine = Number(
      /cut\.csv:(\d+): the file ends in the middle of this row/.exec(reportLines(truncated.out).join("\n"))?.[1],
    );
    expect(cutLine).toBeGreaterThan(rawRows.length / 2);
    const read = (cutLine - 2).toLocaleString("en");
    expect(truncated.out).toContain(`${read} records: 0 new, 0 changed, ${read} unchanged`);

    const bytes = await h.run([
      "--format",
      "gleif-rr-csv",
      "--file",
      invalidBytesCopy(CSV, h.path("latin.csv"), [5, 10]),
    ]);
    expect(bytes.status).toBe(2);
    const dup = await h.run(["--format", "gleif-rr-csv", "--file", duplicateLinesCopy(CSV, h.path("dup.csv"), [2, 3])]);
    expect(dup.status).toBe(2);
    expect(reportLines(bytes.out).slice(-2)).toEqual([
      "latin.csv:5: bytes that are not UTF-8 (the file must be UTF-8)",
      "latin.csv:10: bytes that are not UTF-8 (the file must be UTF-8)",
    ]);
    const [first, second] = [rawRows[0], rawRows[1]];
    expect(reportLines(dup.out).slice(-2)).toEqual([
      `dup.csv:178: duplicate of line 2 (${first?.["Relationship.StartNode.NodeID"]}|${first?.["Relationship.RelationshipType"]}|${first?.["Relationship.EndNode.NodeID"]})`,
      `dup.csv:179: duplicate of line 3 (${second?.["Relationship.StartNode.NodeID"]}|${second?.["Relationship.RelationshipType"]}|${second?.["Relationship.EndNode.NodeID"]})`,
    ]);
    expect(await relationships()).toEqual(before);
  });

  it("reads gzipped and zipped golden copies as they are downloaded", async () => {
    const before = await relationships();
    for (const file of [gzipCopy(CSV, h.path("rr.csv.gz")), zipCopy(CSV, h.path("rr.csv.zip"))]) {
      const { status, out } = await h.run(["--format", "gleif-rr-csv", "--file", file]);
      expect(status, out).toBe(0);
      expect(out).toContain("176 records: 0 new, 0 changed, 176 unchanged");
    }
    expect(await relationships()).toEqual(before);
  });

  it("resumes a killed import at the next chunk and ends as a clean import does", async () => {
    const clean = await relationships();
    await h.db.deleteFrom("lei_relationships").execute();
    await h.db.deleteFrom("import_runs").execute();
    const argv = ["--format", "gleif-rr-csv", "--file", CSV, "--chunk-size", "20"];
    const killed = await h.run(argv, 3);
    expect(killed.status).toBe(1);
    expect(killed.out).toContain("run the same command again to resume");
    expect(await countRows(h.db, "lei_relationships")).toBe(60);
    const resumed = await h.run(argv);
    expect(resumed.status, resumed.out).toBe(0);
    expect(resumed.out).toContain("resumed after chunk 3 of 9");
    expect(resumed.out).toContain("176 records: 176 new, 0 changed, 0 unchanged");
    expect(await relationships()).toEqual(clean);
  });

  it("imports the real RR-CDF XML; fields match the raw file; broken copies are reported", async () => {
    const rawXml = readFileSync(XML, "utf8");
    const { status, out } = await h.run(["--format", "gleif-rr-xml", "--file", XML]);
    expect(status, out).toBe(0);
    const records = rawXml.match(/<rr:RelationshipRecord[\s>]/g) ?? [];
    expect(records).toHaveLength(10);
    expect(out).toContain(`${records.length} records:`);
    const row = await h.db
      .selectFrom("lei_relationships")
      .selectAll()
      .where("child_lei", "=", "001GPB6A9XPE8XJICC14")
      .where("relationship_type", "=", "IS_FUND-MANAGED_BY")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      parent_lei: "5493001Z012YSB2A0K51",
      relationship_status: "ACTIVE",
      registration_status: "PUBLISHED",
      source: "gleif-rr:20230605-0924",
    });
    expect(row.period_start?.toISOString().slice(0, 10)).toBe("2012-11-29");
    expect(row.last_update?.toISOString().slice(0, 10)).toBe("2023-05-18");

    const before = await relationships();
    const cut = await h.run(["--format", "gleif-rr-xml", "--file", truncatedCopy(XML, h.path("cut.xml"), 0.5)]);
    expect(cut.status, cut.out).toBe(2);
    expect(reportLines(cut.out).at(-1)).toMatch(/^cut\.xml:\d+: malformed or cut XML/);
    const utf16 = await h.run(["--format", "gleif-rr-xml", "--file", utf16Copy(XML, h.path("utf16.xml"))]);
    expect(utf16.status).toBe(1);
    // Bad bytes in the first record's ValidationReference: that record (starting on line 8) is rejected.
    const lines = rawXml.split("\n");
    const recordLine = lines.findIndex((l) => l.startsWith("<rr:RelationshipRecord")) + 1;
    const badLine = lines.findIndex((l) => l.includes("<rr:ValidationReference>")) + 1;
    const bytes = await h.run([
      "--format",
      "gleif-rr-xml",
      "--file",
      invalidBytesCopy(XML, h.path("latin.xml"), [badLine]),
    ]);
    expect(bytes.status).toBe(2);
    expect(recordLine).toBe(8);
    expect(reportLines(bytes.out).at(-1)).toBe("latin.xml:8: bytes that are not UTF-8 (the file must be UTF-8)");
    const wrong = await h.run(["--format", "gleif-rr-xml", "--file", fixture("gleif", "lei-data.xml")]);
    expect(wrong.status).toBe(1);
    expect(wrong.out).toContain("is not RelationshipData: not this format");
    expect(await relationships()).toEqual(before);
  });
});
