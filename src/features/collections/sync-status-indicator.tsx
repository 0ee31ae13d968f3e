import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { useOnline } from "../../lib/connectivity.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { dismissRejections, useOutboxSync, useSyncSummary, type SyncSummary } from "./collections.hooks.ts";
import { requestSync } from "./sync-runner.ts";
import { RejectionList } from "./rejection-list.tsx";
import { AlertIcon, CloudCheckIcon, CloudOffIcon, CloudUploadIcon } from "../../components/ui/icons.ts";
import { PHONE_SHEET } from "../../components/ui/phone-sheet.ts";

export type SyncStatusIndicatorProps = {
  /** "dark": on the brand-coloured top bar; "light": on a white page header. */
  tone?: "dark" | "light";
  className?: string;
};

type Look = "offline" | "pending" | "error" | "synced";

function lookOf(summary: SyncSummary, isOnline: boolean): Look {
  if (summary.rejections.length > 0 || summary.status.kind === "retrying" || summary.status.kind === "update-needed")
    return "error";
  if (!isOnline) return "offline";
  if (summary.pending > 0 || summary.status.kind === "syncing") return "pending";
  return "synced";
}

const ICONS = { offline: CloudOffIcon, pending: CloudUploadIcon, error: AlertIcon, synced: CloudCheckIcon } as const;

/**
 * The sync status of folders and tags for the top bar: queued changes, offline, failures and
 * refused changes. Its panel explains the state and offers "Sync now". Nothing shows signed out.
 */
export function SyncStatusIndicator({ tone = "dark", className }: SyncStatusIndicatorProps) {
  const { t } = useLingui();
  useOutboxSync();
  const summary = useSyncSummary();
  const isOnline = useOnline();
  if (!summary) return null;
  const look = lookOf(summary, isOnline);
  const Icon = ICONS[look];
  const label = {
    offline: t`Offline: changes are kept on this device`,
    pending: t`Saving changes`,
    error: t`Changes could not be synced`,
    synced: t`All changes synced`,
  }[look];

  return (
    <Popover className="relative inline-flex" data-testid="sync-status" data-state={look}>
      <PopoverButton
        aria-label={label}
        title={label}
        className={cn(
          "relative inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-1",
          tone === "dark"
            ? "hover:bg-white/10 focus-visible:outline-white data-open:bg-white/15"
            : "hover:bg-slate-100 focus-visible:outline-brand-500 data-open:bg-slate-100",
          look === "error"
            ? tone === "dark"
              ? "text-amber-300"
              : "text-amber-700"
            : tone === "dark"
              ? "text-brand-50"
              : "text-slate-600",
          className,
        )}
      >
        <Icon className={cn("size-5", look === "pending" && "animate-pulse")} />
        {summary.pending > 0 ? (
          <span
            className="min-w-5 rounded-full bg-amber-400 px-1.5 text-center text-xs font-semibold text-slate-900 tabular-nums"
            data-testid="sync-pending"
          >
            {summary.pending}
          </span>
        ) : null}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 6 }}
        className={cn(
          "z-50 w-80 rounded-lg bg-white p-4 text-sm text-slate-700 shadow-xl ring-1 ring-slate-900/10 focus:outline-none",
          PHONE_SHEET,
        )}
      >
        <SyncDetails summary={summary} look={look} />
      </PopoverPanel>
    </Popover>
  );
}

function SyncDetails({ summary, look }: { summary: SyncSummary; look: Look }) {
  const { i18n } = useLingui();
  const { status, pending, rejections } = summary;
  const failure = status.kind === "retrying" ? status.message : "";
  const lastSynced = status.kind === "synced" ? formatDateTime(status.at, i18n.locale) : "";
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold text-slate-900">
        {look === "offline" ? <Trans>You are offline</Trans> : null}
        {look === "pending" ? <Trans>Saving your changes…</Trans> : null}
        {look === "error" ? <Trans>Some changes need attention</Trans> : null}
        {look === "synced" ? <Trans>Folders and tags are up to date</Trans> : null}
      </p>
      {pending > 0 ? (
        <p>
          <Plural
            value={pending}
            one="# change is waiting to be sent. It is kept on this device until the server has it."
            other="# changes are waiting to be sent. They are kept on this device until the server has them."
          />
        </p>
      ) : null}
      {status.kind === "retrying" ? (
        <p>
          <Trans>The last attempt failed ({failure}). It will be tried again automatically.</Trans>
        </p>
      ) : null}
      {status.kind === "update-needed" ? (
        <p>
          <Trans>The server uses a newer version of the app. Reload the page to keep syncing.</Trans>
        </p>
      ) : null}
      {status.kind === "synced" ? (
        <p className="text-xs text-slate-500">
          <Trans>Last synced {lastSynced}</Trans>
        </p>
      ) : null}
      {rejections.length > 0 ? (
        <RejectionList
          rejections={rejections}
          onDismiss={() => void dismissRejections(rejections.map((r) => r.id ?? 0))}
        />
      ) : null}
      <button
        type="button"
        onClick={() => requestSync("manual")}
        className="self-start rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
      >
        <Trans>Sync now</Trans>
      </button>
    </div>
  );
}
