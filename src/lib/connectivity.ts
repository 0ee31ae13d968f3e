import { useSyncExternalStore } from "react";

/**
 * Whether the app can reach its server: the browser says it is online, and the last request did not
 * fail at the network. `navigator.onLine` alone is true on a network without the server (and, in
 * Chromium 150's offline emulation, on a page reloaded from the service worker); a request that
 * fails to connect says more. The flag clears with the next answer or the browser's `online` event.
 */
let hasFailedToConnect = false;
const listeners = new Set<() => void>();

function changeTo(failed: boolean): void {
  if (hasFailedToConnect === failed) return;
  hasFailedToConnect = failed;
  for (const notify of listeners) notify();
}

/** Called by the API client after each request: whether it got an answer or failed to connect. */
export function reportConnection(isAnswered: boolean): void {
  changeTo(!isAnswered);
}

export function isOnline(): boolean {
  return navigator.onLine && !hasFailedToConnect;
}

/** Calls `notify` when `isOnline()` may have changed; returns the unsubscribe. */
export function subscribeOnline(notify: () => void): () => void {
  const onOnline = () => {
    hasFailedToConnect = false;
    notify();
  };
  listeners.add(notify);
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener("online", onOnline);
    window.removeEventListener("offline", notify);
  };
}

/** `isOnline()`, kept up to date for a component. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
