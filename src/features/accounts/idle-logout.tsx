import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { emitAppEvent, onAppEvent } from "../../lib/app-events.ts";
import { getToken } from "../../lib/session.ts";
import { useToken } from "../../lib/use-session.ts";
import { sendHeartbeat, signOut } from "./accounts.api.ts";
import { fetchUserSimpleInfo } from "./queries.ts";
import { createIdleTimer, effectiveIdleLimitMs, type ActivityStore } from "./idle-timer.ts";

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "click", "scroll", "wheel", "touchstart"] as const;
/** Activity is recorded at most this often; the server hears of it at most once a minute (decision 0004). */
const RECORD_EVERY_MS = 1_000;
const HEARTBEAT_EVERY_MS = 60_000;

/** The spec's stored last-click time: activity shared by every tab. */
const sharedStore: ActivityStore = {
  read: () => {
    const value = Number(localStorage.getItem("lastClickTime"));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write: (time) => localStorage.setItem("lastClickTime", String(time)),
};

/**
 * The idle log-out (spec section 4, decision 0004): while signed in, no activity in any tab for the
 * limit in force (the hour, or the user's shorter setting) signs out and returns to /, with a
 * warning one minute before.
 */
export function IdleLogout() {
  const token = useToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();

  useEffect(() => {
    if (!token) return;
    // Loading the app counts as activity: a time left by an earlier session never signs out at once.
    sharedStore.write(Date.now());
    const timer = createIdleTimer({
      limitMs: effectiveIdleLimitMs(null),
      store: sharedStore,
      onWarning: () =>
        emitAppEvent({ type: "toast", kind: "info", message: t`You will be logged out after 1 minute of inactivity` }),
      // Every tab reaches the limit at once: one signs out, the others find the session gone and go home.
      onLogout: () =>
        void navigator.locks.request("idle-logout", async () => {
          const goHome = () => void navigate({ to: "/" });
          if (getToken()) await signOut(goHome);
          else goHome();
        }),
    });
    let cancelled = false;
    const applyLimit = (idleLogoutMs: number) => {
      if (!cancelled) timer.setLimit(idleLogoutMs);
    };
    fetchUserSimpleInfo(queryClient).then(
      (info) => applyLimit(info.idle.idleLogoutMs),
      () => undefined,
    );
    // User Settings saved a new timeout: the running timer takes it at once.
    const stopPolicyChanges = onAppEvent("idle-policy:changed", (event) => applyLimit(event.idleLogoutMs));

    let lastRecorded = 0;
    let lastHeartbeat = Date.now();
    const onActivity = () => {
      const now = Date.now();
      if (now - lastRecorded < RECORD_EVERY_MS) return;
      lastRecorded = now;
      timer.activity();
      if (now - lastHeartbeat >= HEARTBEAT_EVERY_MS) {
        lastHeartbeat = now;
        sendHeartbeat().then(
          (policy) => applyLimit(policy.idleLogoutMs),
          () => undefined,
        );
      }
    };
    // Another tab recorded activity (or changed anything else): the timer re-reads the shared time.
    const onStorage = () => timer.sync();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    window.addEventListener("storage", onStorage);
    return () => {
      cancelled = true;
      stopPolicyChanges();
      timer.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener("storage", onStorage);
    };
  }, [token, navigate, t, queryClient]);

  return null;
}
