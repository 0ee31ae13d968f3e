import type { NotificationItem, NotificationPage } from "../../../contract/notifications.ts";
import { notificationsEndpoints } from "../../../contract/notifications.endpoints.ts";
import { call } from "../../lib/api-client.ts";

// The popover shows its own loading state and errors: no full-screen overlay, no toast.
const QUIET = { silent: true, quiet: true } as const;

/** The newest notifications (the popover's list) and the unread count. */
export function getNotificationList(pageSize: number): Promise<NotificationPage> {
  return call(notificationsEndpoints.list, { pageNum: 1, pageSize }, QUIET);
}

export async function readNotification(id: number): Promise<number> {
  return (await call(notificationsEndpoints.read, { id }, QUIET)).unread;
}

export async function markAllAsRead(): Promise<number> {
  return (await call(notificationsEndpoints.markAllAsRead, undefined, QUIET)).unread;
}

/** One page of the Notifications page; a title narrows it to the notifications whose title contains it. */
export function getNotificationPage(pageNum: number, pageSize: number, title: string): Promise<NotificationPage> {
  return title === ""
    ? call(notificationsEndpoints.list, { pageNum, pageSize }, QUIET)
    : call(notificationsEndpoints.searchByTitle, { pageNum, pageSize, title }, QUIET);
}

/** One page of news for you; a title narrows it to the news whose title contains it. */
export function getNewsPage(pageNum: number, pageSize: number, title: string): Promise<NotificationPage> {
  return title === ""
    ? call(notificationsEndpoints.news, { pageNum, pageSize }, QUIET)
    : call(notificationsEndpoints.searchNews, { pageNum, pageSize, title }, QUIET);
}

/** One notification (the Notifications page's `?id=`). */
export function getNotification(id: number): Promise<NotificationItem> {
  return call(notificationsEndpoints.one, { id }, QUIET);
}
