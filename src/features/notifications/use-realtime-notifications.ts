import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { NotificationPage } from "../../../contract/notifications.ts";
import { languageHeader } from "../../lib/i18n.ts";
import { useToken, useUserInfo } from "../../lib/use-session.ts";
import { notificationKeys, withPushed } from "./queries.ts";
import { realtimeConnection } from "./realtime.ts";

/** Keeps the notification lists, pages and the badge live from the tab's socket while signed in. */
export function useRealtimeNotifications(language: string): void {
  const client = useQueryClient();
  const token = useToken();
  const userCode = useUserInfo()?.userCode;
  useEffect(() => {
    if (!token || !userCode) return;
    const key = notificationKeys.list(token);
    return realtimeConnection.subscribe({ token, userCode, language: languageHeader() }, (message) => {
      const page = client.getQueryData<NotificationPage>(key);
      if (message.type === "notification" && page)
        client.setQueryData<NotificationPage>(key, withPushed(page, message.notification, message.unread));
      // After a (re)connection the list may have missed events, and the Notifications and News for
      // you pages show the pushed one too: ask again.
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    });
  }, [client, token, userCode, language]);
}
