import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import * as repo from "./notifications.repo.ts";
import { NOTIFICATIONS_CHANNEL, pairsOf, pushStored } from "./notifications.service.ts";
import { hubFor } from "./realtime-hub.ts";

type Listen = NonNullable<Database["listen"]>;

/**
 * Feeds this process's hub from PostgreSQL's LISTEN (decision 0028): each NOTIFY names users and their
 * notifications; a process that holds a socket of that user reads the row and sends it, in each
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
      const pairs = pairsOf(payload);
      for (const pair of pairs) seen(pair.id);
      const ids = pairs.filter((pair) => hub.has(pair.userId)).map((pair) => pair.id);
      if (ids.length > 0) repo.notificationsToPush(db, { ids }).then(send).catch(failed);
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
