import { useSyncExternalStore } from "react";
import { getToken, getUserInfo, type StoredUserInfo } from "./session.ts";

function subscribe(notify: () => void): () => void {
  // `session-change` from this tab (lib/session.ts), `storage` from the others.
  window.addEventListener("session-change", notify);
  window.addEventListener("storage", notify);
  return () => {
    window.removeEventListener("session-change", notify);
    window.removeEventListener("storage", notify);
  };
}

/** The session token, kept up to date; null when signed out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

export function useIsSignedIn(): boolean {
  return useToken() !== null;
}

/** The stored user (first name, avatar), re-read when the session changes. */
export function useUserInfo(): StoredUserInfo["userInfo"] | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem("userInfo"),
    () => null,
  );
  return raw ? (getUserInfo()?.userInfo ?? null) : null;
}
