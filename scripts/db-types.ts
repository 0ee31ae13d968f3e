/**
 * `npm run db:types`: applies the migrations to a fresh in-memory database and writes the Kysely
 * types of its tables to server/db/generated/database.ts (checked for drift by the API tests).
 */
import { writeFileSync } from "node:fs";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { GENERATED_TYPES_PATH, generateDatabaseTypes } from "../server/db/type-generator.ts";

const database = await openDatabase({});
try {
  await migrate(database);
  writeFileSync(GENERATED_TYPES_PATH, await generateDatabaseTypes(database));
  process.stdout.write(`db:types: wrote ${GENERATED_TYPES_PATH}\n`);
} finally {
  await database.close();
}
