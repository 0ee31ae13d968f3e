import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import * as repo from "./notifications.repo.ts";
import { NOTIFICATIONS_CHANNEL, pushStored } from "./notifications.service.ts";
import { hubFor } from "./realtime-hub.ts";

type Listen = NonNullable<Database["listen"]>;

/**
 * Feeds this process's hub from PostgreSQL's LISTEN (decision 0028): each NOTIFY names a user and a
 * notification; a process that holds a socket of that user reads the row and sends it, in each
 * socket's language. After the listening connection came back, the notifications stored meanwhile
 * for the users connected here are sent. Returns the stop.
 */
export async function relayNotifications(
  database: Database & { listen: Listen },
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { db } = database;
  const hub = hubFor(db);
  let lastId = BigInt(await repo.lastNotificationId(db));
  const seen = (id: string) => {
    if (BigInt(id) > lastId) lastId = BigInt(id);
  };
  const send = (rows: Awaited<ReturnType<typeof repo.notificationsToPush>>) => {
    for (const row of rows) seen(row.id);
    return pushStored(db, rows);
  };
  const failed = (error: unknown) => log.error({ err: error }, "notification not relayed");

  const stop = await database.listen(NOTIFICATIONS_CHANNEL, {
    onNotify: (payload) => {
      const [userId, id] = payload.split(":");
      if (!userId || !id || !/^\d+$/.test(id)) return;
      seen(id);
      if (hub.has(userId)) repo.notificationsToPush(db, { id }).then(send).catch(failed);
    },
    onReconnect: () => {
      log.warn("notifications listener connected again");
      repo
        .notificationsToPush(db, { afterId: String(lastId), userIds: hub.userIds() })
        .then(send)
        .catch(failed);
    },
    onError: (error) => log.warn({ err: error }, "notifications listener connection failed"),
  });
  hub.relayed = true;
  return async () => {
    hub.relayed = false;
    await stop();
  };
}
