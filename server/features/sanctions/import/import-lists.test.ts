import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/test-app.ts";
import { runImportCommand } from "./import-command.ts";
import { capture, FIXTURES, listCounts, rawText } from "../sanctions-test-support.ts";

// A real excerpt of the UN list (5 individuals, 3 entities; tests/fixtures/sanctions/README.md).
const UN_FILE = join(FIXTURES, "un-consolidated-2026-02-27-excerpt.xml");
const EU_FILE = join(FIXTURES, "eu-fsf-sample-2018-07-04.csv");
const UK_FILE = join(FIXTURES, "uk-ofsi-conlist-sample-2020.csv");

describe("import:sanctions for the UN, EU and UK lists", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let work: string;
  const run = async (...argv: string[]) => {
    const stderr = capture();
    const status = await runImportCommand(argv, { database, dataDir: work, stderr });
    return { status, out: stderr.text() };
  };
  const entry = (listId: string, sourceId: string) =>
    database.db
      .selectFrom("sanction_entries")
      .selectAll()
      .where("list_id", "=", listId)
      .where("source_id", "=", sourceId)
      .executeTakeFirstOrThrow();
  const parts = (
    table: "sanction_names" | "sanction_birth_dates" | "sanction_nationalities" | "sanction_identifiers",
    listId: string,
    sourceId: string,
  ) =>
    database.db
      .selectFrom(table)
      .selectAll()
      .where("list_id", "=", listId)
      .where("source_id", "=", sourceId)
      .orderBy("position")
      .execute();

  beforeAll(async () => {
    database = await openTestDatabase();
    work = mkdtempSync(join(tmpdir(), "lists-import-"));
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(work, { recursive: true, force: true });
  });

  describe("UN consolidated XML", () => {
    const file = UN_FILE;

    it("imports every individual and entity; fields match the raw file", async () => {
      const { status, out } = await run("--format", "un", "--file", file);
      expect(status, out).toBe(0);
      const raw = rawText(file);
      const records = (raw.match(/<INDIVIDUAL>/g) ?? []).length + (raw.match(/<ENTITY>/g) ?? []).length;
      expect(records).toBe(8);
      expect((await listCounts(database.db, "un-sc")).entries).toBe(records);
      expect(await entry("un-sc", "6907993")).toMatchObject({
        primary_name: "ERIC BADEGE",
        entry_type: "individual",
        source: "un-sc@2026-02-27",
        details: { referenceNumber: "CDi.001", gender: "Male" },
      });
      expect((await parts("sanction_birth_dates", "un-sc", "6907993"))[0]).toMatchObject({
        year: 1971,
        is_approximate: false,
      });
      expect((await parts("sanction_nationalities", "un-sc", "6907993"))[0]).toMatchObject({ country_code: "CD" });
      const withScript = (raw.match(/<NAME_ORIGINAL_SCRIPT>[^<]+</g) ?? []).length;
      const { n } = await database.db
        .selectFrom("sanction_names")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("list_id", "=", "un-sc")
        .where("script", "=", "original")
        .where("name_type", "=", "primary")
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(withScript);
    });

    it("keeps the complete records of a truncated file, reports the cut one by line, and loses nothing", async () => {
      const before = await listCounts(database.db, "un-sc");
      const cut = join(work, "un-cut.xml");
      const bytes = readFileSync(file);
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const { status, out } = await run("--format", "un", "--file", cut, "--report", join(work, "un.txt"));
      expect(status).toBe(2);
      expect(out).toMatch(/rejected un-cut\.xml:\d+: the file ends inside this <INDIVIDUAL>/);
      expect(readFileSync(join(work, "un.txt"), "utf8")).toContain(
        "warning: un-cut.xml ends before </CONSOLIDATED_LIST>",
      );
      expect(await listCounts(database.db, "un-sc")).toEqual(before);
    });

    it("refuses a file that is not the UN list", async () => {
      const wrong = join(work, "not-un.xml");
      writeFileSync(wrong, "<?xml version='1.0'?><OTHER/>");
      const { status, out } = await run("--format", "un", "--file", wrong);
      expect(status).toBe(1);
      expect(out).toContain("not a UN consolidated list");
    });
  });

  describe("EU financial sanctions CSV", () => {
    it("imports the sample; entities and fields match the raw file", async () => {
      const { status, out } = await run("--format", "eu", "--file", EU_FILE, "--report", join(work, "eu.txt"));
      const ids = new Set(
        rawText(EU_FILE)
          .split("\n")
          .slice(1)
          .map((l) => l.split(";")[1])
          .filter((id) => id && /^\d+$/.test(id)),
      );
      expect(ids.size).toBe(93);
      expect((await listCounts(database.db, "eu-fsf")).entries).toBe(ids.size);
      // One row has a `;` inside a remark, so it has a field too many; it is reported with its line.
      expect(status).toBe(2);
      expect(readFileSync(join(work, "eu.txt"), "utf8")).toMatch(
        /^eu-fsf-sample-2018-07-04\.csv:55: expected 59 fields, found 60/m,
      );
      expect(out).toContain("eu-fsf 2018-07-04: imported");
      expect(await entry("eu-fsf", "1")).toMatchObject({
        primary_name: "Robert Gabriel Mugabe",
        entry_type: "individual",
        listed_on: expect.anything(),
      });
      expect((await parts("sanction_birth_dates", "eu-fsf", "1"))[0]).toMatchObject({
        text: "1924-02-21",
        year: 1924,
        month: 2,
        day: 21,
      });
    });

    it("refuses a file without a required column", async () => {
      const bad = join(work, "eu-bad.csv");
      writeFileSync(bad, rawText(EU_FILE).replace("Naal_wholename", "Naal_name"), "latin1");
      const { status, out } = await run("--format", "eu", "--file", bad);
      expect(status).toBe(1);
      expect(out).toContain("missing columns Naal_wholename");
    });
  });

  describe("UK OFSI consolidated list CSV", () => {
    it("imports the sample; groups and fields match the raw file", async () => {
      const { status, out } = await run("--format", "uk", "--file", UK_FILE);
      expect(status, out).toBe(0);
      const groups = new Set(
        rawText(UK_FILE)
          .split(/\r?\n/)
          .slice(1)
          .map((l) => /,(\d+)\s*$/.exec(l)?.[1])
          .filter(Boolean),
      );
      expect(groups.size).toBe(41);
      expect((await listCounts(database.db, "uk-ofsi")).entries).toBe(groups.size);
      expect(await entry("uk-ofsi", "13349")).toMatchObject({
        primary_name: "Sheikh Farooq AL-QAHTANI",
        listed_on: expect.anything(),
      });
      expect((await parts("sanction_birth_dates", "uk-ofsi", "13349")).map((d) => d.year)).toEqual([1980, 1981]);
      expect((await parts("sanction_nationalities", "uk-ofsi", "13349")).map((n) => n.country_code)).toEqual([
        "SA",
        "QA",
      ]);
      expect((await parts("sanction_identifiers", "uk-ofsi", "13349"))[0]).toMatchObject({ id_type: "passport" });
    });

    it("reports exact duplicate rows and changes nothing", async () => {
      const before = await listCounts(database.db, "uk-ofsi");
      const lines = rawText(UK_FILE).split("\n");
      lines.splice(3, 0, lines[1] as string);
      const dup = join(work, "uk-dup.csv");
      writeFileSync(dup, lines.join("\n"), "latin1");
      const { status, out } = await run("--format", "uk", "--file", dup);
      expect(status).toBe(2);
      expect(out).toContain("rejected uk-dup.csv:4: duplicate of line 2");
      expect(out).toContain("0 new, 0 changed, 41 unchanged; 0 removed");
      expect(await listCounts(database.db, "uk-ofsi")).toEqual(before);
    });
  });
});
