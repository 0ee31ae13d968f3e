import { sql } from "kysely";
import type { Executor } from "./executor.ts";

/** Serialises writers of one (bucket, subject) across processes until the transaction ends. */
export async function lockSubject(db: Executor, bucket: string, subject: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`${bucket}\n${subject}`}))`.execute(db);
}

/** Events of the subject since `since`: their count and the oldest time. */
export async function countEvents(db: Executor, bucket: string, subject: string, since: Date) {
  const row = await db
    .selectFrom("rate_events")
    .select((eb) => [eb.fn.countAll<string>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("bucket", "=", bucket)
    .where("subject", "=", subject)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/** The newest event of the subject, or null. */
export async function latestEvent(db: Executor, bucket: string, subject: string): Promise<Date | null> {
  const row = await db
    .selectFrom("rate_events")
    .select((eb) => eb.fn.max("created_at").as("latest"))
    .where("bucket", "=", bucket)
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  return row.latest === null ? null : new Date(row.latest);
}

export async function insertEvent(db: Executor, bucket: string, subject: string, at: Date): Promise<void> {
  await db.insertInto("rate_events").values({ bucket, subject, created_at: at }).execute();
}

export async function deleteEvents(db: Executor, bucket: string, subject: string): Promise<void> {
  await db.deleteFrom("rate_events").where("bucket", "=", bucket).where("subject", "=", subject).execute();
}

/** Forgets events older than `before` (each bucket's window is shorter than a day). */
export async function pruneEvents(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom("rate_events").where("created_at", "<", before).execute();
}
