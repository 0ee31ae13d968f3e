import { Trans } from "@lingui/react/macro";
import { OfflineIcon } from "../../components/ui/icons.ts";
import { useOnline } from "../../lib/connectivity.ts";

/** Says so while the browser is offline: the app keeps working from its saved data. */
export function OfflineBanner() {
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-40 flex max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-2.5 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-lg"
    >
      <OfflineIcon className="size-4 shrink-0 text-gold-400" />
      <span>
        <Trans>You are offline. Saved data is shown; changes sync when you are back online.</Trans>
      </span>
    </div>
  );
}
