import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { dataPath } from "../../lib/data-files.ts";
import { loadDatasets } from "../../lib/dataset-loader.ts";
import { createDataStatus } from "../../lib/data-status.ts";
import { isLaterVersion, SANCTIONS_DATASETS } from "./sanctions.datasets.ts";
import { listCounts, ofacDataLines, rawText } from "./sanctions-test-support.ts";

const SDN = dataPath("sanctions", "ofac-sdn-2024-05-03", "sdn.csv.gz");
const CONS = dataPath("sanctions", "ofac-cons-2025-12", "cons_prim.csv.gz");
const DPL = dataPath("sanctions", "bis-dpl-2022-09", "dpl.txt.gz");

describe("bundled sanctions lists (loaded at first start)", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ datasets: SANCTIONS_DATASETS });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db())).rows[0]?.n;

  it("loads every SDN entry of 2024-05-03, by type, with the raw file's programmes", async () => {
    const raw = ofacDataLines(SDN);
    expect(raw).toHaveLength(14_965);
    expect((await listCounts(db(), "ofac-sdn")).entries).toBe(raw.length);
    const { rows } = await sql<{
      entry_type: string;
      n: number;
    }>`SELECT entry_type, count(*)::int AS n FROM sanction_entries
      WHERE list_id = 'ofac-sdn' GROUP BY entry_type ORDER BY entry_type`.execute(db());
    expect(rows).toEqual([
      { entry_type: "aircraft", n: 376 },
      { entry_type: "entity", n: 6884 },
      { entry_type: "individual", n: 6854 },
      { entry_type: "vessel", n: 851 },
    ]);
    const programmes = new Set(
      raw.flatMap((l) => /^\d+,"(?:[^"]|"")*",(?:-0- |"[^"]*"),"([^"]*)"/.exec(l)?.[1]?.split("] [") ?? []),
    );
    expect(await count(sql`SELECT count(*)::int AS n FROM sanction_programmes WHERE list_id = 'ofac-sdn'`)).toBe(
      programmes.size,
    );
  });

  it("reads names, birth facts and identifiers out of the remarks", async () => {
    const person = await db()
      .selectFrom("sanction_entries")
      .selectAll()
      .where("list_id", "=", "ofac-sdn")
      .where("source_id", "=", "6905")
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      primary_name: "HUSAYN, Zayn al-Abidin Muhammad",
      entry_type: "individual",
      source: "ofac-sdn@2024-05-03",
    });
    expect(person.remarks).toContain("Passport 484824 (Egypt) issued 18 Jan 1984");
    const passport = await db()
      .selectFrom("sanction_identifiers")
      .selectAll()
      .where("source_id", "=", "6905")
      .executeTakeFirstOrThrow();
    expect(passport).toMatchObject({
      id_type: "passport",
      value: "484824",
      country_code: "EG",
      notes: "issued 18 Jan 1984",
    });
    const born = await db()
      .selectFrom("sanction_birth_dates")
      .selectAll()
      .where("source_id", "=", "6905")
      .executeTakeFirstOrThrow();
    expect(born).toMatchObject({ year: 1971, month: 3, day: 12 });
    const vessel = await db()
      .selectFrom("sanction_entries")
      .selectAll()
      .where("source_id", "=", "4243")
      .executeTakeFirstOrThrow();
    expect(vessel).toMatchObject({
      entry_type: "vessel",
      details: { vesselType: "General Cargo", tonnage: "2595", vesselFlag: "Panama" },
    });
    const imo = await db()
      .selectFrom("sanction_identifiers")
      .select(["id_type", "value"])
      .where("source_id", "=", "4243")
      .execute();
    expect(imo).toEqual([{ id_type: "imo", value: "7406784" }]);
  });

  it("adds the 2021 release's aliases and addresses to the same designations, marked with that source", async () => {
    const names = await db()
      .selectFrom("sanction_names")
      .select(["name", "quality", "source"])
      .where("list_id", "=", "ofac-sdn")
      .where("source_id", "=", "306")
      .orderBy("position")
      .execute();
    expect(names).toEqual([
      { name: "BANCO NACIONAL DE CUBA", quality: null, source: "ofac-sdn@2024-05-03" },
      { name: "NATIONAL BANK OF CUBA", quality: "strong", source: "ofac-sdn@2021-07" },
      { name: "BNC", quality: "weak", source: "ofac-sdn@2024-05-03" },
    ]);
    const moved = await count(
      sql`SELECT count(*)::int AS n FROM sanction_addresses WHERE list_id = 'ofac-sdn' AND source = 'ofac-sdn@2021-07'`,
    );
    expect(moved).toBeGreaterThan(10_000);
    // Only designations with the same ent_num, name and type in both releases get them.
    const older = new Map(
      ofacDataLines(dataPath("sanctions", "ofac-sdn-2021-07", "sdn.csv.gz")).map((l) => [
        l.split(",")[0],
        l.split(",").slice(1, 3).join(","),
      ]),
    );
    const current = new Map(ofacDataLines(SDN).map((l) => [l.split(",")[0], l.split(",").slice(1, 3).join(",")]));
    const same = [...current].filter(([id, head]) => older.get(id) === head).map(([id]) => id);
    const { rows: got } = await sql<{ source_id: string }>`SELECT DISTINCT source_id FROM sanction_names
      WHERE list_id = 'ofac-sdn' AND source = 'ofac-sdn@2021-07'`.execute(db());
    const allowed = new Set(same);
    expect(got.every((r) => allowed.has(r.source_id))).toBe(true);
  });

  it("loads the OFAC non-SDN list and the BIS Denied Persons List with the raw files' counts", async () => {
    const cons = ofacDataLines(CONS);
    expect((await listCounts(db(), "ofac-cons")).entries).toBe(cons.length);
    expect(cons.length).toBe(442);
    const rows = rawText(DPL)
      .split(/\r?\n/)
      .slice(1)
      .filter((l) => l.trim());
    expect(rows).toHaveLength(581);
    const denials = new Set(
      rows.map((l) => {
        const f = l.split("\t");
        return `${f[0]?.replace(/"/g, "").trim().toUpperCase()}|${f[6]}`;
      }),
    );
    expect((await listCounts(db(), "bis-dpl")).entries).toBe(denials.size);
    const distinctRows = new Set(rows).size;
    const withAddress = await count(sql`SELECT count(*)::int AS n FROM sanction_addresses WHERE list_id = 'bis-dpl'`);
    expect(withAddress).toBeLessThanOrEqual(distinctRows);
    expect(withAddress).toBeGreaterThan(distinctRows - 20);
  });

  it("records every list with version and content hash, and every data set in `datasets`", async () => {
    const lists = await db()
      .selectFrom("sanction_lists")
      .select(["id", "version", "entry_count", "content_hash"])
      .orderBy("id")
      .execute();
    expect(lists.map((l) => [l.id, l.version])).toEqual([
      ["bis-dpl", "2022-09-02"],
      ["ofac-cons", "2025-12"],
      ["ofac-sdn", "2024-05-03"],
    ]);
    for (const l of lists) expect(l.content_hash).toMatch(/^[0-9a-f]{64}$/);
    const sets = await db().selectFrom("datasets").select(["name", "row_count"]).orderBy("name").execute();
    expect(sets).toEqual([
      { name: "sanctions-bis-dpl", row_count: lists[0]?.entry_count },
      { name: "sanctions-ofac-cons", row_count: 442 },
      { name: "sanctions-ofac-sdn", row_count: 14_965 },
    ]);
  });

  it("skips the lists at the next start, and keeps a later release an operator imported", async () => {
    const reports = await loadDatasets(db(), SANCTIONS_DATASETS, createDataStatus(), (l) => lines.push(l));
    expect(reports.every((r) => r.skipped)).toBe(true);
    await sql`UPDATE sanction_lists SET version = '2026-01-15' WHERE id = 'ofac-cons'`.execute(db());
    const loader = SANCTIONS_DATASETS.find((d) => d.name === "sanctions-ofac-cons");
    const before = await count(sql`SELECT count(*)::int AS n FROM sanction_import_runs`);
    await db()
      .transaction()
      .execute((trx) => (loader as NonNullable<typeof loader>).load(trx, () => {}));
    expect(await count(sql`SELECT count(*)::int AS n FROM sanction_import_runs`)).toBe(before);
    expect(isLaterVersion("2026-01-15", "2025-12")).toBe(true);
    expect(isLaterVersion("2025-12", "2025-12-03")).toBe(false);
  });
});
