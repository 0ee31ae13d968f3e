import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationItem, NotificationPage } from "../../../contract/notifications.ts";
import { keptOffline } from "../../lib/query-client.ts";
import { useToken } from "../../lib/use-session.ts";
import {
  getNewsPage,
  getNotification,
  getNotificationList,
  getNotificationPage,
  markAllAsRead,
  readNotification,
} from "./notifications.api.ts";

/** How many notifications the popover lists. */
export const POPOVER_PAGE_SIZE = 20;

/** How many rows a page of the Notifications and News for you pages lists. */
export const ACCOUNT_PAGE_SIZE = 10;

/** The Notifications page lists notices; News for you the user's news. */
export type NotificationListKind = "notices" | "news";

export const notificationKeys = {
  all: ["notifications"] as const,
  list: (token: string | null) => ["notifications", "list", token] as const,
  page: (token: string | null, kind: NotificationListKind, pageNum: number, title: string) =>
    ["notifications", kind, token, pageNum, title] as const,
  one: (token: string | null, id: number) => ["notifications", "one", token, id] as const,
};

/** The newest notifications and the unread count (the bell's badge); kept for reading offline. */
export function useNotificationList() {
  const token = useToken();
  return useQuery({
    queryKey: notificationKeys.list(token),
    queryFn: () => getNotificationList(POPOVER_PAGE_SIZE),
    enabled: token !== null,
    ...keptOffline(1),
  });
}

/** A page of notices or news, narrowed by title when one is given; the last page stays while the next loads. */
export function useNotificationPage(kind: NotificationListKind, pageNum: number, title: string) {
  const token = useToken();
  const fetchPage = kind === "news" ? getNewsPage : getNotificationPage;
  return useQuery({
    queryKey: notificationKeys.page(token, kind, pageNum, title),
    queryFn: () => fetchPage(pageNum, ACCOUNT_PAGE_SIZE, title),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** One notification, the Notifications page's `?id=`. */
export function useNotification(id: number | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: notificationKeys.one(token, id ?? 0),
    queryFn: () => getNotification(id ?? 0),
    enabled: token !== null && id !== undefined,
    retry: false,
  });
}

/** The page with `id` marked read (or every item when `id` is undefined). */
export function markedRead(page: NotificationPage, id?: number): NotificationPage {
  const list = page.list.map((item) => (id === undefined || item.id === id ? { ...item, hasRead: 1 as const } : item));
  const cleared = page.list.filter((item) => item.hasRead === 0 && (id === undefined || item.id === id)).length;
  return { ...page, list, unread: Math.max(0, page.unread - cleared) };
}

/** The page with a pushed notification at its top and the server's unread count. */
export function withPushed(page: NotificationPage, item: NotificationItem, unread: number): NotificationPage {
  if (page.list.some((existing) => existing.id === item.id)) return { ...page, unread };
  return { ...page, list: [item, ...page.list].slice(0, page.pageSize), total: page.total + 1, unread };
}

/**
 * Marks one notification read, or all of them without an id: the badge clears at once, goes back
 * if the server refuses, and the list is asked again after either way (spec §4).
 */
export function useMarkRead() {
  const client = useQueryClient();
  const key = notificationKeys.list(useToken());
  return useMutation<number, Error, number | undefined, { previous: NotificationPage | undefined }>({
    mutationFn: (id) => (id === undefined ? markAllAsRead() : readNotification(id)),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<NotificationPage>(key);
      if (previous) client.setQueryData<NotificationPage>(key, markedRead(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => client.setQueryData(key, context?.previous),
    // Every list and the one shown: the popover's, the account pages' and the selected message.
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
