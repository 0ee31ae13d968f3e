/** How many requests want the full-screen "Loading..." overlay; the overlay subscribes. */
let pending = 0;
const listeners = new Set<(count: number) => void>();

function notify() {
  for (const listener of listeners) listener(pending);
}

export function beginLoading(): void {
  pending += 1;
  notify();
}

export function endLoading(): void {
  pending = Math.max(0, pending - 1);
  notify();
}

/** The timeout flow: the spec's page-loading-off event hides the overlay whatever is pending. */
export function resetLoading(): void {
  pending = 0;
  notify();
}

export function subscribeLoading(listener: (count: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingLoads(): number {
  return pending;
}
