import { hasToken } from "../../../lib/session.ts";

/**
 * Empties the saved result pages whenever the session ends (sign-out, expiry, or a sign-out in
 * another tab). Only the listener is loaded with the app: the cache's code (and IndexedDB's) is
 * fetched when a session actually ends.
 */
export function clearSavedResultsOnSignOut(): () => void {
  let wasSignedIn = hasToken();
  const onChange = () => {
    const isSignedIn = hasToken();
    if (wasSignedIn && !isSignedIn)
      void import("./saved-results.ts").then(({ clearSavedResults }) => clearSavedResults()).catch(() => undefined);
    wasSignedIn = isSignedIn;
  };
  window.addEventListener("session-change", onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener("session-change", onChange);
    window.removeEventListener("storage", onChange);
  };
}
