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
  organizationMemberJoined: "notificationOrganizationMemberJoined",
  organizationAccessChanged: "notificationOrganizationAccessChanged",
};

/** What an item is written from: a listed row or a stored one. */
type Row = Pick<repo.StoredNotification, "kind" | "params" | "created_at" | "read_at"> & { id: unknown };

/** The LISTEN/NOTIFY channel of new notifications; a payload is `userId:notificationId` pairs, never the text. */
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

/** What one user is told: the event, rendered in the reader's language when read. */
export type Notice = { userId: string; event: NotificationEvent };

/** Bytes of one NOTIFY payload at most (PostgreSQL's limit is 8000). */
const PAYLOAD_BYTES = 7000;

/**
 * The one way a feature tells users something: stores the notices in one statement, then pushes
 * each to its user's open websockets, each in the language its socket was opened with. On
 * PostgreSQL the push goes through NOTIFY (payloads of `userId:notificationId` pairs, never the
 * text), so that the process holding a socket sends it, whichever produced the event. Called on the
 * database handle after the producer's transaction committed, never inside it.
 */
export async function notify(db: Kysely<DB>, notices: readonly Notice[], now = new Date()): Promise<void> {
  if (db.isTransaction) throw new Error("notify runs after the commit, on the database handle");
  if (notices.length === 0) return;
  const stored = await repo.insertNotifications(
    db,
    notices.map(({ userId, event }) => ({
      userId,
      category: event.category ?? "notice",
      kind: event.kind,
      params: event.params,
    })),
    now,
  );
  const hub = hubFor(db);
  if (hub.relayed) {
    const payloads = payloadsOf(stored.map((row) => ({ id: row.id, userId: row.user_id })));
    await sql`SELECT pg_notify(${channelOf(NOTIFICATIONS_CHANNEL)}, payload)
      FROM unnest(${payloads}::text[]) AS payload`.execute(db);
  } else await pushStored(db, stored);
}

/** The NOTIFY payloads of stored notifications: space-separated `userId:id` pairs, each payload short enough. */
export function payloadsOf(stored: readonly { id: string; userId: string }[]): string[] {
  const payloads: string[] = [];
  let current = "";
  for (const { id, userId } of stored) {
    const pair = `${userId}:${id}`;
    if (current && current.length + 1 + pair.length > PAYLOAD_BYTES) {
      payloads.push(current);
      current = "";
    }
    current = current ? `${current} ${pair}` : pair;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** The `userId:id` pairs of a NOTIFY payload; anything malformed is dropped. */
export function pairsOf(payload: string): { userId: string; id: string }[] {
  return payload
    .split(" ")
    .map((pair) => pair.split(":"))
    .filter(
      (parts): parts is [string, string] => parts.length === 2 && /^\d+$/.test(parts[0]!) && /^\d+$/.test(parts[1]!),
    )
    .map(([userId, id]) => ({ userId, id }));
}

/**
 * Sends stored notifications to their users' sockets on this process, each with its user's unread
 * count (counted once for all), written in each socket's language.
 */
export async function pushStored(db: Kysely<DB>, rows: readonly repo.StoredNotification[]): Promise<void> {
  const hub = hubFor(db);
  const here = rows.filter((row) => hub.has(row.user_id));
  const unread = await repo.countUnreadOf(db, [...new Set(here.map((row) => row.user_id))]);
  for (const row of here)
    hub.publish(row.user_id, ({ userCode, locale }): RealtimeNotificationMessage => ({
      version: REALTIME_VERSION,
      type: "notification",
      contentType: NOTIFICATION_CONTENT_TYPE,
      userCode,
      notification: toItem(row, locale),
      unread: unread.get(row.user_id) ?? 0,
    }));
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
