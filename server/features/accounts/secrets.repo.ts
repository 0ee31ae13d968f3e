import { randomBytes } from "node:crypto";
import type { Executor } from "./executor.ts";

/**
 * A server secret generated on first use and kept in the database, so that every process (and
 * every restart) signs and checks with the same key. Racing first uses agree on the stored one.
 */
export async function getOrCreateSecret(db: Executor, name: string): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
