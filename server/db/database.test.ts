import { userInfo } from "node:os";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";

// The PostgreSQL server of `.ci/run` (DATABASE_URL); on PGlite there is no user name to take.
describe.runIf(process.env.DATABASE_URL)("a DATABASE_URL without a user name", () => {
  it("connects as the operating-system user, as psql does", async () => {
    const userless = (process.env.DATABASE_URL ?? "").replace(/^(postgres(?:ql)?:\/\/)[^@/]*@/, "$1");
    const saved = { pgUser: process.env.PGUSER, user: pg.defaults.user };
    // As under a service manager or in a container: no $USER for node-postgres to fall back on.
    delete process.env.PGUSER;
    pg.defaults.user = undefined;
    try {
      const database = await openDatabase({ databaseUrl: userless });
      const { rows } = await sql<{ name: string }>`SELECT current_user AS name`.execute(database.db);
      await database.close();
      expect(rows).toEqual([{ name: userInfo().username }]);
    } finally {
      if (saved.pgUser !== undefined) process.env.PGUSER = saved.pgUser;
      pg.defaults.user = saved.user;
    }
  });
});
