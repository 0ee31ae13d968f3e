import { useEffect, useRef, useState } from "react";
import { registerSW } from "virtual:pwa-register";
import { Plural, Trans } from "@lingui/react/macro";
import { useOutboxCount } from "../../offline/use-outbox-count.ts";
import { Button } from "../../components/ui/button.tsx";
import { RefreshIcon } from "../../components/ui/icons.ts";

type Updater = (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker (registerType "prompt") and offers a new version when one is
 * waiting. It never reloads while the outbox holds writes not yet synced: it says it will update
 * after the sync, and does so once the outbox is empty.
 */
export function UpdatePrompt() {
  const updater = useRef<Updater | null>(null);
  const [needsRefresh, setNeedsRefresh] = useState(false);
  // The writes still queued when the user asked for the update (null: not waiting for any).
  const [queuedAtReload, setQueuedAtReload] = useState<number | null>(null);
  const isWaitingForSync = queuedAtReload !== null;
  // The outbox is only watched while the update waits for it (IndexedDB's code loads then).
  const queued = useOutboxCount(isWaitingForSync);
  const pending = queued ?? queuedAtReload ?? 0;

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    updater.current = registerSW({ immediate: true, onNeedRefresh: () => setNeedsRefresh(true) });
  }, []);

  useEffect(() => {
    if (isWaitingForSync && queued === 0) void updater.current?.(true);
  }, [isWaitingForSync, queued]);

  if (!needsRefresh) return null;
  const reload = async () => {
    const { pendingOutboxCount } = await import("../../offline/db.ts");
    const count = await pendingOutboxCount();
    if (count > 0) setQueuedAtReload(count);
    else await updater.current?.(true);
  };
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-prompt-title"
      className="fixed right-4 bottom-4 z-40 flex w-[min(24rem,calc(100vw-2rem))] items-start gap-3 rounded-xl bg-white p-4 shadow-2xl ring-1 ring-slate-900/10"
    >
      <RefreshIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="flex flex-1 flex-col gap-3">
        <p id="update-prompt-title" className="text-sm text-slate-800">
          {isWaitingForSync ? (
            <Plural
              value={pending}
              one="A new version is ready. It will update once your # pending change has synced."
              other="A new version is ready. It will update once your # pending changes have synced."
            />
          ) : (
            <Trans>A new version is available.</Trans>
          )}
        </p>
        {isWaitingForSync ? null : (
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setNeedsRefresh(false)}>
              <Trans context="postpone" comment="Dismisses the new-version prompt for now">
                Later
              </Trans>
            </Button>
            <Button onClick={() => void reload()}>
              <Trans comment="Button that loads the new version of the app">Reload</Trans>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
