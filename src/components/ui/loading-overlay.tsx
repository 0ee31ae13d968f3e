import { useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { onAppEvent } from "../../lib/app-events.ts";
import { useLoudRequestCount } from "../../lib/use-loud-request-count.ts";

/** Short requests finish before the overlay would flash. */
const SHOW_DELAY_MS = 150;

/** The spec's full-screen "Loading..." overlay, shown while requests that did not opt out run. */
export function LoadingOverlay() {
  const isBusy = useLoudRequestCount() > 0;
  const [isDelayOver, setDelayOver] = useState(false);
  // The timeout flow: the spec's page-loading-off event hides the overlay until the requests then running end.
  const [isDismissed, setDismissed] = useState(false);

  useEffect(() => onAppEvent("page-loading:off", () => setDismissed(true)), []);
  useEffect(() => {
    if (!isBusy) return;
    const timer = setTimeout(() => setDelayOver(true), SHOW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayOver(false);
      setDismissed(false);
    };
  }, [isBusy]);

  if (!isBusy || !isDelayOver || isDismissed) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-white/60 backdrop-blur-[1px]"
    >
      <div className="flex items-center gap-3 rounded-lg bg-white px-5 py-3 text-sm font-medium text-slate-700 shadow-lg ring-1 ring-slate-900/5">
        <span
          className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
          aria-hidden="true"
        />
        <Trans>Loading...</Trans>
      </div>
    </div>
  );
}
