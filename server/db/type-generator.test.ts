import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATED_TYPES_PATH, checkUnion, generateDatabaseTypes } from "./type-generator.ts";
import { openTestDatabase } from "../test/test-app.ts";

describe("generated database types", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it("match the migrated schema (run `npm run db:types` after changing a migration)", async () => {
    const generated = await generateDatabaseTypes(database);
    const committed = readFileSync(GENERATED_TYPES_PATH, "utf8");
    if (generated !== committed) {
      expect.fail(
        "server/db/generated/database.ts differs from the migrated schema: run `npm run db:types` and commit it",
      );
    }
    expect(generated).toContain("export type DB = {");
  });

  it("types every table of the schema, with defaults, nullability and CHECK unions", async () => {
    const generated = await generateDatabaseTypes(database);
    expect(generated).toMatch(
      /export type MailOutboxTable = \{[^}]*status: "logged" \| "pending" \| "sent" \| "failed";/,
    );
    expect(generated).toMatch(
      /export type AppUsersTable = \{[^}]*id: Generated<Int8>;[^}]*password_hash: string \| null;/,
    );
    expect(generated).toMatch(/industry_section: GeneratedAlways<string \| null>;/);
    expect(generated).toMatch(/export type CountriesTable = \{[^}]*names: JsonOf<Record<string, string>>;/);
  });
});

describe("checkUnion", () => {
  it("reads a single-column IN list, text or integer, and nothing else", () => {
    expect(checkUnion("CHECK ((kind = ANY (ARRAY['a'::text, 'it''s'::text])))", "kind")).toBe('"a" | "it\'s"');
    expect(checkUnion("CHECK ((kind = ANY (ARRAY[1, 2])))", "kind")).toBe("1 | 2");
    expect(checkUnion("CHECK ((kind = ANY (ARRAY[1, 2])))", "other")).toBeUndefined();
    expect(checkUnion("CHECK (((level >= 1) AND (level <= 6)))", "level")).toBeUndefined();
    expect(checkUnion("CHECK ((code ~ '^[A-Z]{2}$'::text))", "code")).toBeUndefined();
  });
});
