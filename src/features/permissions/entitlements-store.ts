import { useSyncExternalStore } from "react";
import { fetchEntitlements } from "./permissions.api.ts";
import { getToken } from "../../lib/session.ts";
import type { Entitlements } from "./gate-rules.ts";

/**
 * The signed-in user's lockType and userType from GET /user/getUserSimpleInfo, loaded once per
 * session and again when the window regains focus (a purchase in another tab changes them).
 */
let current: { token: string; value: Entitlements | null; loading: Promise<Entitlements> | null } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The entitlements of the current session, fetched if not known yet (rejects when signed out). */
export function loadEntitlements(fresh = false): Promise<Entitlements> {
  const token = getToken();
  if (!token) return Promise.reject(new Error("signed out"));
  if (current?.token !== token) current = { token, value: null, loading: null };
  const entry = current;
  if (entry.value && !fresh) return Promise.resolve(entry.value);
  entry.loading ??= fetchEntitlements()
    .then(({ lockType, userType }) => {
      entry.value = { lockType, userType };
      notify();
      return entry.value;
    })
    .finally(() => {
      entry.loading = null;
    });
  return entry.loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const refresh = () => void loadEntitlements(true).catch(() => undefined);
  const onSession = () => (getToken() ? refresh() : notify());
  window.addEventListener("session-change", onSession);
  window.addEventListener("focus", refresh);
  if (listeners.size === 1) refresh();
  return () => {
    listeners.delete(listener);
    window.removeEventListener("session-change", onSession);
    window.removeEventListener("focus", refresh);
  };
}

function snapshot(): Entitlements | null {
  const token = getToken();
  return token && current?.token === token ? current.value : null;
}

/** The entitlements, kept up to date; null while signed out or not loaded yet. */
export function useEntitlements(): Entitlements | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
