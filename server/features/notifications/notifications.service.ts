import { sql, type Kysely } from "kysely";
import type { Locale } from "../../../contract/locales.ts";
import {
  NOTIFICATION_CONTENT_TYPE,
  REALTIME_VERSION,
  type NotificationEvent,
  type NotificationItem,
  type NotificationKind,
  type NotificationPage,
  type RealtimeNotificationMessage,
} from "../../../contract/notifications.ts";
import { channelOf } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { translate, type MessageKey } from "../../i18n/messages.ts";
import { AppError } from "../../lib/app-error.ts";
import * as repo from "./notifications.repo.ts";
import { hubFor } from "./realtime-hub.ts";

const TITLE_KEYS: Record<NotificationKind, MessageKey> = {
  passwordChanged: "notificationPasswordChanged",
  emailChanged: "notificationEmailChanged",
  reportUpdateDelivered: "notificationReportUpdateDelivered",
  sanctionsScreeningChanged: "notificationSanctionsScreeningChanged",
  companyNews: "notificationCompanyNews",
  tierExpiring: "notificationTierExpiring",
  paymentSucceeded: "notificationPaymentSucceeded",
  paymentFailed: "notificationPaymentFailed",
  organizationInvitation: "notificationOrganizationInvitation",
};

type Row = Awaited<ReturnType<typeof repo.listNotifications>>[number];

/** The LISTEN/NOTIFY channel of new notifications; a payload is `userId:notificationId`, never the text. */
export const NOTIFICATIONS_CHANNEL = "csi_notifications";

function titleOf(kind: string, params: unknown, locale: Locale): string {
  const key = TITLE_KEYS[kind as NotificationKind] as MessageKey | undefined;
  if (!key) return kind;
  const values = Object.fromEntries(
    Object.entries(params && typeof params === "object" ? params : {}).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number",
    ),
  );
  return translate(locale, key, values);
}

function toItem(row: Row, locale: Locale): NotificationItem {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: titleOf(row.kind, row.params, locale),
    createTime: new Date(row.created_at).toISOString(),
    hasRead: row.read_at === null ? 0 : 1,
  };
}

/**
 * The one way a feature tells a user something: stores the notification, then pushes it to the
 * user's open websockets, each in the language its socket was opened with. On PostgreSQL the push
 * goes through NOTIFY, so that the process holding a socket sends it, whichever produced the event.
 * Called on the database handle after the producer's transaction committed, never inside it.
 */
export async function notify(
  db: Kysely<DB>,
  user: { id: string },
  event: NotificationEvent,
  now = new Date(),
): Promise<void> {
  if (db.isTransaction) throw new Error("notify runs after the commit, on the database handle");
  const row = await repo.insertNotification(db, {
    userId: user.id,
    category: event.category ?? "notice",
    kind: event.kind,
    params: event.params,
    now,
  });
  if (hubFor(db).relayed)
    await sql`SELECT pg_notify(${channelOf(NOTIFICATIONS_CHANNEL)}, ${`${user.id}:${row.id}`})`.execute(db);
  else await pushStored(db, await repo.notificationsToPush(db, { id: row.id }));
}

/**
 * Sends stored notifications (read with `notificationsToPush`), each with its user's unread count,
 * to their users' sockets on this process.
 */
export async function pushStored(
  db: Kysely<DB>,
  rows: Awaited<ReturnType<typeof repo.notificationsToPush>>,
): Promise<void> {
  const hub = hubFor(db);
  for (const row of rows) {
    if (!hub.has(row.user_id)) continue;
    const unread = await repo.countUnread(db, row.user_id);
    hub.publish(row.user_id, (locale): RealtimeNotificationMessage => ({
      version: REALTIME_VERSION,
      type: "notification",
      contentType: NOTIFICATION_CONTENT_TYPE,
      userCode: row.user_code,
      notification: toItem(row, locale),
      unread,
    }));
  }
}

export async function listPage(
  db: Kysely<DB>,
  userId: string,
  category: repo.Category,
  query: { pageNum?: number | undefined; pageSize?: number | undefined; title?: string | undefined },
  locale: Locale,
): Promise<NotificationPage> {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? 10;
  const needle = (query.title ?? "").trim().toLocaleLowerCase(locale);
  const items = (await repo.listNotifications(db, userId, category))
    .map((row) => toItem(row, locale))
    .filter((item) => !needle || item.title.toLocaleLowerCase(locale).includes(needle));
  return {
    list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: items.length,
    unread: await repo.countUnread(db, userId),
    pageNum,
    pageSize,
  };
}

export async function getOne(db: Kysely<DB>, userId: string, id: number, locale: Locale): Promise<NotificationItem> {
  const row = await repo.findNotification(db, userId, id);
  if (!row) throw new AppError(404, "notificationNotFound");
  return toItem(row, locale);
}

export async function readOne(db: Kysely<DB>, userId: string, id: number, now: Date): Promise<{ unread: number }> {
  if ((await repo.markRead(db, userId, now, id)) === 0) throw new AppError(404, "notificationNotFound");
  return { unread: await repo.countUnread(db, userId) };
}

export async function readAll(db: Kysely<DB>, userId: string, now: Date): Promise<{ unread: number }> {
  await repo.markRead(db, userId, now);
  return { unread: 0 };
}

export { countUnread, markDelivered } from "./notifications.repo.ts";
