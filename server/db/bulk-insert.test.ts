import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { bulkInsert } from "./bulk-insert.ts";
import { openTestDatabase } from "../test/test-app.ts";

describe("bulkInsert", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    await sql`CREATE TABLE bulk_probe (id bigint PRIMARY KEY, name text, score float8, tags text[], meta jsonb, seen date, ok bool)`.execute(
      database.db,
    );
  });
  afterAll(() => database.dispose());

  it("writes every row with nulls, arrays and JSON intact, in batches", async () => {
    const rows = Array.from({ length: 12_345 }, (_, i) => [
      i,
      i % 7 === 0 ? null : `n${i}`,
      i / 3,
      [`a${i}`, "b"],
      { i },
      "2024-01-02",
      i % 2 === 0,
    ]);
    const batches: number[] = [];
    const written = await bulkInsert(
      database.db,
      "bulk_probe",
      [
        { name: "id", type: "bigint" },
        { name: "name", type: "text" },
        { name: "score", type: "float8" },
        { name: "tags", type: "text[]" },
        { name: "meta", type: "jsonb" },
        { name: "seen", type: "date" },
        { name: "ok", type: "bool" },
      ],
      rows,
      { batchSize: 5000, onBatch: (done) => batches.push(done) },
    );
    expect(written).toBe(12_345);
    expect(batches).toEqual([5000, 10_000, 12_345]);
    const { rows: check } = await sql<{ n: string; nulls: string; tags: string[]; meta: { i: number } }>`
      SELECT count(*)::text AS n, count(*) FILTER (WHERE name IS NULL)::text AS nulls,
        (SELECT tags FROM bulk_probe WHERE id = 42) AS tags, (SELECT meta FROM bulk_probe WHERE id = 42) AS meta
      FROM bulk_probe`.execute(database.db);
    expect(check[0]).toEqual({ n: "12345", nulls: String(Math.ceil(12_345 / 7)), tags: ["a42", "b"], meta: { i: 42 } });
  });

  it("applies the conflict clause", async () => {
    const written = await bulkInsert(
      database.db,
      "bulk_probe",
      [
        { name: "id", type: "bigint" },
        { name: "name", type: "text" },
      ],
      [[1, "dup"]],
      {
        conflict: "ON CONFLICT (id) DO NOTHING",
      },
    );
    expect(written).toBe(1);
    const { rows } = await sql<{ name: string }>`SELECT name FROM bulk_probe WHERE id = 1`.execute(database.db);
    expect(rows[0]?.name).toBe("n1");
  });
});
