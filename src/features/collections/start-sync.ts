import { hasToken } from "../../lib/session.ts";

/**
 * Starts the outbox sync in this tab once a user is signed in: now if one is, else at the first
 * sign-in (here or in another tab). A signed-out visit has nothing to sync, so the sync engine and
 * IndexedDB's code are not downloaded for it.
 */
export function startOutboxSyncWhenSignedIn(): void {
  const startIfSignedIn = () => {
    if (!hasToken()) return;
    window.removeEventListener("session-change", startIfSignedIn);
    window.removeEventListener("storage", startIfSignedIn);
    void import("./sync-runner.ts").then(({ startOutboxSync }) => startOutboxSync());
  };
  window.addEventListener("session-change", startIfSignedIn);
  window.addEventListener("storage", startIfSignedIn);
  startIfSignedIn();
}
