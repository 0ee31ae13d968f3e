import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, migrationNames } from "../../db/migrate.ts";
import { openTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { normaliseName } from "../../lib/name-normalise.ts";

/**
 * Names stored before 0025_search_quality.sql (in the search form of the time) get the word rules
 * of the new one: the migration writes the same form as normaliseName does now. On PostgreSQL
 * (DATABASE_URL) in a schema of its own, else on PGlite.
 */
describe("migration 0025_search_quality", () => {
  let database: TestDatabase;
  afterAll(() => database.dispose());

  it("rewrites the stored search forms as normaliseName writes them now, and adds their words", async () => {
    const names = migrationNames();
    const previous = names[names.indexOf("0025_search_quality.sql") - 1];
    if (!previous) throw new Error("no migration before 0025");
    database = await openTestDatabase({ upTo: previous });
    const { db } = database;
    // The search forms as the previous normaliseName wrote them.
    const stored: [string, string][] = [
      ["JOHNSON & JOHNSON", "johnson johnson"],
      ["Smith and Wesson Brands", "smith and wesson brands"],
      ["HONEYWELL INTL INC", "honeywell intl"],
      ["Acme Mfg Hldgs and Co", "acme mfg hldgs and"],
      ["And Corp", "and"],
      ["Tech Data Corp", "tech data"],
    ];
    await sql`INSERT INTO companies (id, aaa_id, name, source) VALUES (1, 'T1', 'Test', 'test')`.execute(db);
    for (const [name, normalised] of stored) {
      await sql`INSERT INTO company_names (company_id, kind, name, normalised, source)
        VALUES (1, 'alias', ${name}, ${normalised}, 'test')`.execute(db);
    }
    await migrate(database);
    const rows = await sql<{ name: string; normalised: string }>`SELECT name, normalised FROM company_names
      ORDER BY name`.execute(db);
    expect(rows.rows).toEqual(
      stored.map(([name]) => ({ name, normalised: normaliseName(name) })).sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    const words = await sql<{ word: string }>`SELECT word FROM company_name_words
      WHERE word IN ('international', 'manufacturing', 'holdings', 'technology')`.execute(db);
    expect(words.rows.map((row) => row.word).sort()).toEqual([
      "holdings",
      "international",
      "manufacturing",
      "technology",
    ]);
  });
});
