import { CloseButton, Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { Link } from "@tanstack/react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { cn } from "../../lib/cn.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { barButtonClass, type BarTone } from "../../components/ui/bar-button.ts";
import { BellIcon } from "../../components/ui/icons.ts";
import { PHONE_SHEET } from "../../components/ui/phone-sheet.ts";
import { NOTIFICATIONS_PATH } from "./notification-pages.tsx";
import { useMarkRead, useNotificationList } from "./queries.ts";
import { useRealtimeNotifications } from "./use-realtime-notifications.ts";

/** The bell: signed out it opens the login dialog; signed in, the notifications popover (430 px, spec §9). */
export function NotificationsButton({ tone }: { tone: BarTone }) {
  const { t } = useLingui();
  const isSignedIn = useIsSignedIn();
  if (!isSignedIn) {
    return (
      <button
        type="button"
        aria-label={t`Notifications`}
        onClick={() => emitAppEvent({ type: "login:open" })}
        className={barButtonClass(tone)}
      >
        <BellIcon />
      </button>
    );
  }
  return <NotificationsPopover tone={tone} />;
}

function NotificationsPopover({ tone }: { tone: BarTone }) {
  const { t, i18n } = useLingui();
  useRealtimeNotifications(i18n.locale);
  const list = useNotificationList();
  const unread = list.data?.unread ?? 0;
  return (
    <Popover className="relative inline-flex">
      <PopoverButton
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        className={barButtonClass(tone, "relative")}
        data-testid="notifications-button"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className="absolute top-1 right-1 min-w-4.5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-4.5 font-semibold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 6 }}
        transition
        className={cn(
          "z-50 w-[430px] max-w-[calc(100vw-1rem)] rounded-lg bg-white text-slate-800 shadow-xl ring-1 ring-slate-900/10 transition duration-100 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0",
          PHONE_SHEET,
        )}
        data-testid="notifications-panel"
      >
        <NotificationsList />
      </PopoverPanel>
    </Popover>
  );
}

function NotificationsList() {
  const { t, i18n } = useLingui();
  const list = useNotificationList();
  const markRead = useMarkRead();
  const page = list.data;
  return (
    <section aria-labelledby="notifications-heading">
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="notifications-heading" className="text-base font-semibold">
          <Trans>Notifications</Trans>
        </h2>
        <button
          type="button"
          disabled={!page || page.unread === 0}
          onClick={() => markRead.mutate(undefined)}
          className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          <Trans>Mark all as read</Trans>
        </button>
      </header>
      {page ? (
        page.list.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">
            <Trans>No notifications yet</Trans>
          </p>
        ) : (
          <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto" data-testid="notifications-list">
            {page.list.map(({ title, ...item }) => (
              <li
                key={item.id}
                className="flex items-start gap-3 px-4 py-3"
                data-unread={item.hasRead === 0 || undefined}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-1.5 size-2 shrink-0 rounded-full",
                    item.hasRead === 0 ? "bg-brand-600" : "bg-transparent",
                  )}
                />
                <div className="min-w-0 flex-1">
                  <p className={cn("text-sm break-words", item.hasRead === 0 && "font-semibold")}>{title}</p>
                  <p className="mt-0.5 text-xs text-slate-600">{formatDateTime(item.createTime, i18n.locale)}</p>
                </div>
                {item.hasRead === 0 ? (
                  <button
                    type="button"
                    onClick={() => markRead.mutate(item.id)}
                    aria-label={t`Mark as read: ${title}`}
                    className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
                  >
                    <Trans>Mark as read</Trans>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : list.isError ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600" role="alert">
          <Trans>The notifications could not be loaded.</Trans>
        </p>
      ) : (
        <p className="px-4 py-8 text-center text-sm text-slate-600" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      <footer className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
        <span>
          {page && page.unread > 0 ? (
            <Plural value={page.unread} one="# unread notification" other="# unread notifications" />
          ) : null}
        </span>
        <CloseButton
          as={Link}
          to={NOTIFICATIONS_PATH}
          className="rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
        >
          <Trans>See all notifications</Trans>
        </CloseButton>
      </footer>
    </section>
  );
}
