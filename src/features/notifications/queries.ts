import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationItem, NotificationPage } from "../../../contract/notifications.ts";
import { keptOffline } from "../../lib/query-client.ts";
import { useToken } from "../../lib/use-session.ts";
import { getNotificationList, markAllAsRead, readNotification } from "./notifications.api.ts";

/** How many notifications the popover lists. */
export const POPOVER_PAGE_SIZE = 20;

export const notificationKeys = {
  all: ["notifications"] as const,
  list: (token: string | null) => ["notifications", "list", token] as const,
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
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
