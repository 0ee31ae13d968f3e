import { IDLE_LOGOUT_MS } from "../../../contract/constants.ts";

/** The warning comes this long before the log-out (decision 0004). */
export const IDLE_WARNING_LEAD_MS = 60_000;

/**
 * The idle limit in force (decision 0004): the 1-hour rule is the standard and the maximum; the
 * user's inactivity setting (minutes) shortens it; null or absent means the hour.
 */
export function effectiveIdleLimitMs(loginRetentionMinutes: number | null | undefined): number {
  if (loginRetentionMinutes === null || loginRetentionMinutes === undefined || loginRetentionMinutes <= 0) {
    return IDLE_LOGOUT_MS;
  }
  return Math.min(loginRetentionMinutes * 60_000, IDLE_LOGOUT_MS);
}

/** The clock and timers the idle timer uses; the browser's by default, fake ones in tests. */
export type IdleClock = {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const browserClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Where the last activity time is shared between tabs (localStorage 'lastClickTime' in the app). */
export type ActivityStore = { read: () => number | null; write: (time: number) => void };

type IdleTimerOptions = {
  limitMs: number;
  clock?: IdleClock;
  store: ActivityStore;
  onWarning: () => void;
  onLogout: () => void;
};

export type IdleTimer = {
  /** Activity in this tab: recorded in the shared store and the timer restarts. */
  activity: () => void;
  /** The shared store changed (another tab was active): the timer follows it. */
  sync: () => void;
  setLimit: (limitMs: number) => void;
  stop: () => void;
};

/**
 * Logs out after `limitMs` without activity in any tab, with a warning one minute before. Pure: the
 * clock, the timers and the shared store are injected.
 */
export function createIdleTimer({ limitMs, clock = browserClock, store, onWarning, onLogout }: IdleTimerOptions) {
  let limit = limitMs;
  let handle: unknown = null;
  let warned = false;
  let stopped = false;

  const lastActivity = () => store.read() ?? clock.now();

  const schedule = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
    if (stopped) return;
    const elapsed = clock.now() - lastActivity();
    const warnAt = limit - IDLE_WARNING_LEAD_MS;
    if (elapsed >= limit) {
      stopped = true;
      onLogout();
      return;
    }
    if (elapsed >= warnAt) {
      if (!warned) {
        warned = true;
        onWarning();
      }
      handle = clock.setTimeout(schedule, limit - elapsed);
      return;
    }
    warned = false;
    handle = clock.setTimeout(schedule, warnAt - elapsed);
  };

  if (store.read() === null) store.write(clock.now());
  schedule();

  const timer: IdleTimer = {
    activity: () => {
      if (stopped) return;
      store.write(clock.now());
      schedule();
    },
    sync: () => schedule(),
    setLimit: (next) => {
      limit = next;
      schedule();
    },
    stop: () => {
      stopped = true;
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
  };
  return timer;
}
