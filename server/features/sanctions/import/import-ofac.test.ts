import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/test-app.ts";
import { dataPath } from "../../../lib/data-files.ts";
import { runImportCommand } from "./import-command.ts";
import { capture, listCounts, ofacDataLines, type ListCounts } from "../sanctions-test-support.ts";

// The OFAC SDN release of July 2021 (sdn, add, alt, sdn_comments), as bundled under data/.
const RELEASE = dataPath("sanctions", "ofac-sdn-2021-07");
const FILES = ["sdn", "add", "alt", "sdn_comments"];

describe("import:sanctions --format ofac-sdn", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let work: string;
  let clean: ListCounts;
  const run = async (argv: string[], failAfterChunks?: number) => {
    const stderr = capture();
    const status = await runImportCommand(argv, {
      database,
      dataDir: work,
      stderr,
      ...(failAfterChunks !== undefined ? { failAfterChunks } : {}),
    });
    return { status, out: stderr.text() };
  };
  /** A copy of the release in a folder of its own, plain CSV, with `edit` applied to sdn.csv's bytes. */
  const brokenCopy = (name: string, edit: (sdn: Buffer) => Buffer) => {
    const dir = join(work, name);
    mkdirSync(dir, { recursive: true });
    for (const file of FILES) {
      const bytes = gunzipSync(readFileSync(join(RELEASE, `${file}.csv.gz`)));
      writeFileSync(join(dir, `${file}.csv`), file === "sdn" ? edit(bytes) : bytes);
    }
    return dir;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    work = mkdtempSync(join(tmpdir(), "ofac-import-"));
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(work, { recursive: true, force: true });
  });

  it("imports the release; counts and fields match the raw files", async () => {
    const { status, out } = await run(["--format", "ofac-sdn", "--dir", RELEASE, "--version", "2021-07-01"]);
    expect(out).toContain("ofac-sdn 2021-07-01: imported");
    expect(status).toBe(0);
    clean = await listCounts(database.db, "ofac-sdn");
    const sdnLines = ofacDataLines(join(RELEASE, "sdn.csv.gz"));
    const ids = new Set(sdnLines.map((l) => l.split(",")[0]));
    // Aliases of listed entries; the file repeats two of them for the same entry, kept once.
    const aliases = new Set(
      ofacDataLines(join(RELEASE, "alt.csv.gz"))
        .map((l) => l.split(","))
        .filter(([id]) => ids.has(id))
        .map(([id, , type, ...name]) => `${id}|${type}|${name.slice(0, -1).join(",").toLowerCase()}`),
    );
    const addLines = ofacDataLines(join(RELEASE, "add.csv.gz")).filter((l) => !/^\d+,\d+,-0- ,-0- ,-0- ,-0- $/.test(l));
    expect(clean.entries).toBe(sdnLines.length);
    expect(clean.entries).toBe(8976);
    expect(clean.sanction_addresses).toBe(addLines.length);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sanction_names
      WHERE list_id = 'ofac-sdn' AND quality = 'strong'`.execute(database.db);
    expect(rows[0]?.n).toBe(aliases.size);
    expect(aliases.size).toBe(11_908);

    const bank = await database.db
      .selectFrom("sanction_entries")
      .selectAll()
      .where("source_id", "=", "306")
      .executeTakeFirstOrThrow();
    expect(bank).toMatchObject({
      primary_name: "BANCO NACIONAL DE CUBA",
      entry_type: "entity",
      source: "ofac-sdn@2021-07-01",
    });
    const names = await database.db
      .selectFrom("sanction_names")
      .select(["name", "name_type", "quality"])
      .where("source_id", "=", "306")
      .where("list_id", "=", "ofac-sdn")
      .orderBy("position")
      .execute();
    expect(names).toEqual([
      { name: "BANCO NACIONAL DE CUBA", name_type: "primary", quality: null },
      { name: "NATIONAL BANK OF CUBA", name_type: "aka", quality: "strong" },
      { name: "BNC", name_type: "aka", quality: "weak" },
    ]);
    const addresses = await database.db
      .selectFrom("sanction_addresses")
      .select(["street", "city", "country", "country_code"])
      .where("source_id", "=", "306")
      .orderBy("position")
      .execute();
    expect(addresses[0]).toEqual({
      street: "Zweierstrasse 35",
      city: "Zurich CH-8022",
      country: "Switzerland",
      country_code: "CH",
    });
    expect(addresses).toHaveLength(4);
  });

  it("changes nothing when the same files are imported again, even when forced", async () => {
    const before = await sql<{ t: string }>`SELECT max(updated_at)::text AS t FROM sanction_entries`.execute(
      database.db,
    );
    const again = await run(["--format", "ofac-sdn", "--dir", RELEASE, "--version", "2021-07-01"]);
    expect(again.status).toBe(0);
    expect(again.out).toContain("already imported, nothing changed");
    const forced = await run(["--format", "ofac-sdn", "--dir", RELEASE, "--version", "2021-07-01", "--force"]);
    expect(forced.out).toContain("0 new, 0 changed, 8976 unchanged; 0 removed");
    expect(await listCounts(database.db, "ofac-sdn")).toEqual(clean);
    const after = await sql<{ t: string }>`SELECT max(updated_at)::text AS t FROM sanction_entries`.execute(
      database.db,
    );
    expect(after.rows[0]?.t).toBe(before.rows[0]?.t);
  });

  it("reads the same list saved as UTF-8 instead of Latin-1 without changing an entry", async () => {
    const dir = brokenCopy("utf8", (sdn) => Buffer.from(sdn.toString("latin1"), "utf8"));
    const { status, out } = await run(["--format", "ofac-sdn", "--dir", dir, "--version", "2021-07-01"]);
    expect(status).toBe(0);
    expect(out).toContain("0 new, 0 changed, 8976 unchanged");
  });

  it("refuses a truncated file's missing tail: the cut row is reported with its line, nothing is lost", async () => {
    const dir = brokenCopy("truncated", (sdn) => sdn.subarray(0, Math.floor(sdn.length * 0.6)));
    const { status, out } = await run(["--format", "ofac-sdn", "--dir", dir, "--report", join(work, "truncated.txt")]);
    expect(status).toBe(2);
    expect(out).toContain("has no end-of-file marker (Ctrl-Z): it may be truncated");
    expect(out).toMatch(/entries not in this file were kept, because the file was incomplete/);
    const report = readFileSync(join(work, "truncated.txt"), "utf8");
    expect(report).toMatch(/^sdn\.csv:\d+: (expected 12 fields, found \d+|unclosed quoted field)/m);
    expect(await listCounts(database.db, "ofac-sdn")).toEqual(clean);
  });

  it("refuses a UTF-16 file as a whole, with a clear message", async () => {
    const dir = brokenCopy("utf16", (sdn) =>
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sdn.toString("latin1"), "utf16le")]),
    );
    const { status, out } = await run(["--format", "ofac-sdn", "--dir", dir]);
    expect(status).toBe(1);
    expect(out).toContain("sdn.csv: the file is UTF-16");
    expect(out).toContain("nothing was changed in the database");
    expect(await listCounts(database.db, "ofac-sdn")).toEqual(clean);
  });

  it("does not empty the list when a file has no entries", async () => {
    const dir = brokenCopy("empty", () => Buffer.from([0x1a]));
    const { status, out } = await run(["--format", "ofac-sdn", "--dir", dir]);
    expect(out).toContain("8976 entries not in this file were kept");
    expect(status).toBe(2);
    expect(await listCounts(database.db, "ofac-sdn")).toEqual(clean);
  });

  it("rejects rows with missing columns by line, imports the rest and keeps the entries of those rows", async () => {
    const dir = brokenCopy("columns", (sdn) => {
      const lines = sdn.toString("latin1").split("\r\n");
      for (const i of [10, 20, 30]) lines[i] = (lines[i] as string).split(",").slice(0, 10).join(",");
      return Buffer.from(lines.join("\r\n"), "latin1");
    });
    const { status, out } = await run(["--format", "ofac-sdn", "--dir", dir, "--report", join(work, "columns.txt")]);
    expect(status).toBe(2);
    const report = readFileSync(join(work, "columns.txt"), "utf8");
    expect(report.match(/^sdn\.csv:(11|21|31): expected 12 fields, found \d+/gm)).toHaveLength(3);
    // The addresses of the three refused entries are refused with them, each with its own line.
    expect(report).toMatch(/^add\.csv:\d+: address for ent_num \d+, which the main file does not list/m);
    expect(out).toContain("3 entries not in this file were kept");
    expect(await listCounts(database.db, "ofac-sdn")).toEqual(clean);
  });

  it("reports duplicate rows and imports the list once", async () => {
    const dir = brokenCopy("duplicates", (sdn) => {
      const lines = sdn.toString("latin1").split("\r\n");
      lines.splice(5, 0, lines[2] as string, lines[3] as string);
      return Buffer.from(lines.join("\r\n"), "latin1");
    });
    const { status, out } = await run(["--format", "ofac-sdn", "--dir", dir, "--report", join(work, "dups.txt")]);
    expect(status).toBe(2);
    expect(readFileSync(join(work, "dups.txt"), "utf8")).toMatch(/^sdn\.csv:6: duplicate of line 3/m);
    expect(out).toContain("0 removed");
    expect(await listCounts(database.db, "ofac-sdn")).toEqual(clean);
  });

  it("removes the entries a complete, clean release no longer lists, with all their parts", async () => {
    const gone = new Set(["306", "36", "173"]);
    const dir = join(work, "delisted");
    mkdirSync(dir, { recursive: true });
    for (const file of FILES) {
      const text = gunzipSync(readFileSync(join(RELEASE, `${file}.csv.gz`))).toString("latin1");
      const kept = text.split("\r\n").filter((line) => !gone.has(line.split(",")[0] as string));
      writeFileSync(join(dir, `${file}.csv`), kept.join("\r\n"), "latin1");
    }
    const { status, out } = await run(["--format", "ofac-sdn", "--dir", dir, "--version", "2021-07-02"]);
    expect(status, out).toBe(0);
    expect(out).toContain("0 new, 0 changed, 8973 unchanged; 3 removed; list now 8,973");
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sanction_names n
      WHERE n.list_id = 'ofac-sdn' AND NOT EXISTS (SELECT 1 FROM sanction_entries e WHERE e.list_id = n.list_id AND e.source_id = n.source_id)`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(0);
    expect((await listCounts(database.db, "ofac-sdn")).sanction_addresses).toBe(clean.sanction_addresses - 4 - 1 - 1);
    const back = await run(["--format", "ofac-sdn", "--dir", RELEASE, "--version", "2021-07-01"]);
    expect(back.out).toContain("3 new, 0 changed, 8973 unchanged");
    expect(await listCounts(database.db, "ofac-sdn")).toEqual(clean);
  });

  it("resumes an import killed after some chunks and ends with the counts of a clean run", async () => {
    // Entries deleted by hand leave their parts behind; the import clears those as it goes.
    await sql`DELETE FROM sanction_entries WHERE list_id = 'ofac-sdn'`.execute(database.db);
    await sql`UPDATE sanction_lists SET content_hash = NULL WHERE id = 'ofac-sdn'`.execute(database.db);
    const args = ["--format", "ofac-sdn", "--dir", RELEASE, "--version", "2021-07-01", "--chunk-size", "1000"];
    const killed = await run(args, 3);
    expect(killed.status).toBe(1);
    expect(killed.out).toContain("injected failure after 3 of 9 chunks");
    expect(killed.out).toContain("run the same command again to resume");
    expect((await listCounts(database.db, "ofac-sdn")).entries).toBe(3000);
    const resumed = await run(args);
    expect(resumed.status).toBe(0);
    expect(resumed.out).toContain("resumed after chunk 3 of 9");
    expect(await listCounts(database.db, "ofac-sdn")).toEqual(clean);
    const runs = await database.db
      .selectFrom("sanction_import_runs")
      .select(["status", "chunks_done", "inserted"])
      .where("chunk_size", "=", 1000)
      .execute();
    expect(runs).toEqual([{ status: "done", chunks_done: 9, inserted: 8976 }]);
  });
});
