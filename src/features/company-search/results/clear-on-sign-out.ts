import type { QueryClient } from "@tanstack/react-query";
import { hasToken } from "../../../lib/session.ts";
import { forgetSavedResults } from "../queries.ts";

/**
 * Forgets the saved result pages whenever the session ends (sign-out, expiry, or a sign-out in
 * another tab); the persisted copy in IndexedDB follows the query cache.
 */
export function clearSavedResultsOnSignOut(client: QueryClient): () => void {
  let wasSignedIn = hasToken();
  const onChange = () => {
    const isSignedIn = hasToken();
    if (wasSignedIn && !isSignedIn) forgetSavedResults(client);
    wasSignedIn = isSignedIn;
  };
  window.addEventListener("session-change", onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener("session-change", onChange);
    window.removeEventListener("storage", onChange);
  };
}
