import { Type, type Static } from "typebox";

/**
 * Notifications and news for you (spec §3 "Notification", §7 `/notification/*`, the websocket
 * `/webSocket/gleagle/{userCode}`); docs/decisions/0028-realtime-notifications.md.
 */

/** Version of the websocket messages and of the event map below; a client ignores other versions. */
export const REALTIME_VERSION = 1;
/** The spec's acknowledgement: the client sends back userCode, isRead and contentType 4. */
export const ACK_CONTENT_TYPE = 4;
/** A notification pushed to the client (a value of our own; the spec names only the acknowledgement). */
export const NOTIFICATION_CONTENT_TYPE = 1;
export const NOTIFICATIONS_PAGE_SIZE_MAX = 100;

/**
 * The typed event map: every kind the product produces, with its parameters. The server renders a
 * kind's title in the reader's language; `category` decides the list it goes to.
 */
export type NotificationEventMap = {
  passwordChanged: Record<string, never>;
  emailChanged: { email: string };
  reportUpdateDelivered: { companyName: string };
  /** A saved company's sanctions screening changed after a list update (decision 0052). */
  sanctionsScreeningChanged: { companyName: string; changes: number };
  /** A news feed's item names a saved company (News for you). */
  companyNews: { companyName: string; title: string };
  /** A tier (lockType) whose last day is near; `date` is its end, YYYY-MM-DD (UTC). */
  tierExpiring: { lockType: number; date: string };
  paymentSucceeded: { orderNo: string };
  paymentFailed: { orderNo: string };
  organizationInvitation: { organization: string; inviter: string };
  /** Told to the administrator whose invitation was accepted. */
  organizationMemberJoined: { organization: string; member: string };
  /** Told to a member whose group, role or account status the administrator changed. */
  organizationAccessChanged: { organization: string };
};
export type NotificationKind = keyof NotificationEventMap;
export type NotificationEvent = {
  [K in NotificationKind]: { kind: K; params: NotificationEventMap[K]; category?: "notice" | "news" };
}[NotificationKind];
export const NOTIFICATION_KINDS = [
  "passwordChanged",
  "emailChanged",
  "reportUpdateDelivered",
  "sanctionsScreeningChanged",
  "companyNews",
  "tierExpiring",
  "paymentSucceeded",
  "paymentFailed",
  "organizationInvitation",
  "organizationMemberJoined",
  "organizationAccessChanged",
] as const satisfies readonly NotificationKind[];

export const NotificationItem = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  createTime: Type.String({ description: "ISO 8601" }),
  hasRead: Type.Union([Type.Literal(0), Type.Literal(1)], { description: "0 is unread" }),
});
export type NotificationItem = Static<typeof NotificationItem>;

export const NotificationPage = Type.Object({
  list: Type.Array(NotificationItem),
  total: Type.Integer(),
  unread: Type.Integer({ description: "Unread notices (the bell's badge)" }),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type NotificationPage = Static<typeof NotificationPage>;

const paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTIFICATIONS_PAGE_SIZE_MAX, default: 10 })),
};
export const NotificationListQuery = Type.Object(paging);
export type NotificationListQuery = Static<typeof NotificationListQuery>;
export const NotificationSearchQuery = Type.Object({ ...paging, title: Type.String({ maxLength: 100 }) });
export type NotificationSearchQuery = Static<typeof NotificationSearchQuery>;
export const NotificationIdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ReadNotificationBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const UnreadCount = Type.Object({ unread: Type.Integer() });

/** The websocket's path under the API base (spec §7), with the user's code. */
export const realtimePath = (userCode: string) => `/webSocket/gleagle/${encodeURIComponent(userCode)}`;
/** Milliseconds a new socket has to send its `auth` message before it is closed. */
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;
/** Close codes: no or bad session (as HTTP 401), session replaced by a newer login (403), path of another user. */
export const REALTIME_CLOSE = { unauthorized: 4401, loggedInElsewhere: 4403, wrongUser: 4409 } as const;

/** The first message a client sends: its session token (never in the URL, which proxies log) and language. */
export type RealtimeAuth = { type: "auth"; token: string; language?: string };
/** The server's answer to a good `auth`: the socket is live; the current unread count. */
export type RealtimeReady = { version: typeof REALTIME_VERSION; type: "ready"; userCode: string; unread: number };
/** What the server pushes on the websocket for each notification. */
export type RealtimeNotificationMessage = {
  version: typeof REALTIME_VERSION;
  type: "notification";
  contentType: typeof NOTIFICATION_CONTENT_TYPE;
  userCode: string;
  notification: NotificationItem;
  unread: number;
};
/** What the client sends back for each message (spec §3). */
export type RealtimeAck = { userCode: string; isRead: 0 | 1; contentType: typeof ACK_CONTENT_TYPE; id: number };
