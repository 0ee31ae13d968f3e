import { createFileRoute } from "@tanstack/react-router";
import { NotificationsPage } from "../../features/notifications/notification-pages.tsx";

type NotificationsSearch = { id?: number };

/** Notifications (spec: /account/Notifications, alias /account/notifications); `?id=` selects one message. */
export const Route = createFileRoute("/account/Notifications")({
  validateSearch: (search: Record<string, unknown>): NotificationsSearch => {
    const id = Number(search.id);
    return Number.isSafeInteger(id) && id > 0 ? { id } : {};
  },
  component: Notifications,
});

function Notifications() {
  const { id } = Route.useSearch();
  return <NotificationsPage selectedId={id} />;
}
