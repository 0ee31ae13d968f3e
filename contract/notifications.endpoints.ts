import { defineEndpoints } from "./endpoint.ts";
import {
  NotificationIdQuery,
  NotificationItem,
  NotificationListQuery,
  NotificationPage,
  NotificationSearchQuery,
  ReadNotificationBody,
  UnreadCount,
} from "./notifications.ts";

const signedIn = { auth: "required" } as const;

/** The spec's `/notification/*` calls, plus one message by id (the account page's `?id=`). */
export const notificationsEndpoints = defineEndpoints("notifications", {
  list: {
    ...signedIn,
    method: "GET",
    path: "/notification/getNotificationList",
    summary: "The user's notifications, newest first, with the unread count",
    query: NotificationListQuery,
    response: NotificationPage,
  },
  news: {
    ...signedIn,
    method: "GET",
    path: "/notification/getUserNews",
    summary: "News for you, newest first",
    query: NotificationListQuery,
    response: NotificationPage,
  },
  searchNews: {
    ...signedIn,
    method: "GET",
    path: "/notification/searchUserNews",
    summary: "News for you whose title contains the text",
    query: NotificationSearchQuery,
    response: NotificationPage,
  },
  searchByTitle: {
    ...signedIn,
    method: "GET",
    path: "/notification/searchByTitle",
    summary: "Notifications whose title contains the text",
    query: NotificationSearchQuery,
    response: NotificationPage,
  },
  markAllAsRead: {
    ...signedIn,
    method: "GET",
    path: "/notification/markAllAsRead",
    summary: "Marks every notification and news item read",
    response: UnreadCount,
  },
  read: {
    ...signedIn,
    method: "POST",
    path: "/notification/readNotification",
    summary: "Marks one notification read",
    body: ReadNotificationBody,
    response: UnreadCount,
    errors: [404],
  },
  one: {
    ...signedIn,
    method: "GET",
    path: "/notification/getNotification",
    summary: "One notification (the Notifications page's ?id=)",
    query: NotificationIdQuery,
    response: NotificationItem,
    errors: [404],
  },
});
