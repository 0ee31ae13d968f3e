import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { notify } from "../notifications/index.ts";

/** Days before a tier's last day that its holder is told (once per tier and end date). */
export const TIER_EXPIRY_NOTICE_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * The tier-expiry job: every tier (lockType) of a user whose end — the latest end of its
 * subscriptions, so that a renewal moves it — falls within the next TIER_EXPIRY_NOTICE_DAYS gets one
 * `tierExpiring` notification for that end date. A renewal to a later date is a new end and a new
 * notice when that one nears. Under a database lock, so two server processes never notify twice.
 * Returns how many were notified.
 */
export function notifyExpiringTiers(database: Database, at: Date): Promise<number> {
  const { db } = database;
  return database.withLock("tierExpiryNotices", async () => {
    const until = new Date(at.getTime() + TIER_EXPIRY_NOTICE_DAYS * DAY_MS);
    const { rows } = await sql<{ user_id: string; lock_type: number; date: string }>`
      SELECT s.user_id, s.lock_type, to_char(max(s.ends_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date
      FROM subscriptions s
      GROUP BY s.user_id, s.lock_type
      HAVING max(s.ends_at) > ${at} AND max(s.ends_at) <= ${until}
        AND NOT EXISTS (
          SELECT 1 FROM notifications n
          WHERE n.user_id = s.user_id AND n.kind = 'tierExpiring'
            AND n.params ->> 'lockType' = s.lock_type::text
            AND n.params ->> 'date' = to_char(max(s.ends_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD'))`.execute(db);
    await notify(
      db,
      rows.map((row) => ({
        userId: String(row.user_id),
        event: { kind: "tierExpiring", params: { lockType: row.lock_type, date: row.date } },
      })),
      at,
    );
    return rows.length;
  });
}
