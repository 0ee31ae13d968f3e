import type { NotificationPage } from "../../../contract/notifications.ts";
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
