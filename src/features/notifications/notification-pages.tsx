import { useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NotificationItem } from "../../../contract/notifications.ts";
import { cn } from "../../lib/cn.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { TextField } from "../../components/ui/text-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ACCOUNT_PAGES, AccountPageFrame, LoadState, SignedOutPanel } from "../account-center/index.ts";
import {
  ACCOUNT_PAGE_SIZE,
  useMarkRead,
  useNotification,
  useNotificationPage,
  type NotificationListKind,
} from "./queries.ts";

/** The route of the Notifications page (spec: /account/Notifications; the router also matches /account/notifications). */
export const NOTIFICATIONS_PATH = ACCOUNT_PAGES.notifications;
const SEARCH_DELAY_MS = 300;

/** The account center's Notifications: the selected message (`?id=`, marked read), then the list. */
export function NotificationsPage({ selectedId }: { selectedId?: number }) {
  const { t } = useLingui();
  const markRead = useMarkRead();
  const isSignedIn = useIsSignedIn();
  if (!isSignedIn) return <SignedOutPanel />;
  return (
    <AccountPageFrame
      title={t`Notifications`}
      description={t`Messages about your account and the companies you follow.`}
      actions={
        <Button variant="secondary" onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
          <Trans>Mark all as read</Trans>
        </Button>
      }
    >
      {selectedId !== undefined ? <SelectedNotification id={selectedId} /> : null}
      <NotificationTable kind="notices" selectedId={selectedId} />
    </AccountPageFrame>
  );
}

/** The account center's News for you: the user's news, searchable by title. */
export function NewsForYouPage() {
  const { t } = useLingui();
  const isSignedIn = useIsSignedIn();
  if (!isSignedIn) return <SignedOutPanel />;
  return (
    <AccountPageFrame title={t`News for you`} description={t`News picked for you about the companies you follow.`}>
      <NotificationTable kind="news" />
    </AccountPageFrame>
  );
}

function SelectedNotification({ id }: { id: number }) {
  const { i18n } = useLingui();
  const one = useNotification(id);
  const markRead = useMarkRead();
  const item = one.data;
  const { mutate } = markRead;
  // Opening a message reads it (once per message shown unread).
  useEffect(() => {
    if (item?.hasRead === 0) mutate(item.id);
  }, [item?.id, item?.hasRead, mutate]);
  if (one.isError) {
    return (
      <p className="mb-5 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900" role="alert">
        <Trans>This notification was not found.</Trans>
      </p>
    );
  }
  if (!item) return <LoadState query={one} />;
  return (
    <article
      aria-labelledby="selected-notification-title"
      className="mb-5 rounded-md border border-brand-200 bg-brand-50 px-4 py-3"
      data-testid="selected-notification"
    >
      <h2 id="selected-notification-title" className="text-base font-semibold break-words text-slate-900">
        {item.title}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{formatDateTime(item.createTime, i18n.locale)}</p>
    </article>
  );
}

function NotificationTable({ kind, selectedId }: { kind: NotificationListKind; selectedId?: number }) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const title = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useNotificationPage(kind, pageNum, title);
  const page = query.data;
  return (
    <div className="flex flex-col gap-4" data-testid={`notification-table-${kind}`}>
      <TextField
        type="search"
        label={t`Search by title`}
        value={search}
        maxLength={100}
        onChange={(value) => {
          setSearch(value);
          setPageNum(1);
        }}
      />
      {!page ? (
        <LoadState query={query} />
      ) : page.list.length === 0 ? (
        <EmptyState kind={kind} title={title} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200" aria-busy={query.isFetching}>
            {page.list.map((item) => (
              <NotificationRow key={item.id} item={item} kind={kind} isSelected={item.id === selectedId} />
            ))}
          </ul>
          {page.total > ACCOUNT_PAGE_SIZE ? (
            <Pager pageNum={pageNum} pages={Math.ceil(page.total / ACCOUNT_PAGE_SIZE)} onPage={setPageNum} />
          ) : null}
        </>
      )}
    </div>
  );
}

function Pager({ pageNum, pages, onPage }: { pageNum: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const current = pageNum;
  return (
    <nav aria-label={t`Pages of the result`} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        <Trans>Previous page</Trans>
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        <Trans>
          Page {current} of {pages}
        </Trans>
      </p>
      <Button variant="secondary" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>
        <Trans>Next page</Trans>
      </Button>
    </nav>
  );
}

function EmptyState({ kind, title }: { kind: NotificationListKind; title: string }) {
  return (
    <p className="py-8 text-center text-sm text-slate-600" data-testid="notifications-empty">
      {title !== "" ? (
        <Trans>Nothing has “{title}” in its title.</Trans>
      ) : kind === "news" ? (
        <Trans>No news for you yet</Trans>
      ) : (
        <Trans>No notifications yet</Trans>
      )}
    </p>
  );
}

function NotificationRow({
  item,
  kind,
  isSelected,
}: {
  item: NotificationItem;
  kind: NotificationListKind;
  isSelected: boolean;
}) {
  const { i18n } = useLingui();
  const unread = item.hasRead === 0;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-brand-600" : "bg-transparent")}
      />
      <span className="min-w-0 flex-1">
        <span className={cn("block text-sm break-words text-slate-900", unread && "font-semibold")}>{item.title}</span>
        <span className="mt-0.5 block text-xs text-slate-600">{formatDateTime(item.createTime, i18n.locale)}</span>
      </span>
    </>
  );
  const rowClass = cn("flex items-start gap-3 px-4 py-3", isSelected && "bg-brand-50");
  return (
    <li data-unread={unread || undefined} data-testid="notification-row">
      {kind === "notices" ? (
        <Link
          to={NOTIFICATIONS_PATH}
          search={{ id: item.id }}
          aria-current={isSelected || undefined}
          className={cn(rowClass, "hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500")}
        >
          {body}
        </Link>
      ) : (
        <div className={rowClass}>{body}</div>
      )}
    </li>
  );
}
