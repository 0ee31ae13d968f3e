import { SYNC_PROTOCOL_VERSION } from "../../../contract/collections-limits.ts";
import { ApiError } from "../../lib/api-client.ts";
import { getSyncSnapshot, sendSyncRequest } from "./collections.api.ts";
import { getUserInfo } from "../../lib/session.ts";
import {
  nextPending,
  pendingEntries,
  replaceCache,
  settleRejected,
  settleRetry,
  settleSynced,
} from "./collections.store.ts";
import { runPlan, runReplay } from "./engine-host.ts";
import type { SyncRequest } from "./model.ts";
import { retryDelayMs, type ReplayPort, type RetryReason, type SendResult } from "./sync-engine.ts";
import { saveSyncStatus } from "./sync-status.ts";

/** What asked for a sync: events force one through the backoff, the others respect it. */
export type SyncTrigger = "start" | "online" | "mutation" | "interval" | "visible" | "manual";

/** A pull every minute shows other devices' changes; a queue with entries is retried on its backoff. */
const INTERVAL_MS = 60_000;
const LOCK_NAME = "outbox-sync";

let isStarted = false;
let running: Promise<void> | null = null;
let isRequestedAgain = false;
let failures = 0;
let backoffUntil = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The signed-in user, whose queue this tab may send. */
export function currentOwner(): string | null {
  return getUserInfo()?.userInfo.id ?? null;
}

async function send(owner: string, request: SyncRequest, idempotencyKey: string): Promise<SendResult> {
  if (currentOwner() !== owner) return { kind: "network", message: "the session changed" };
  try {
    const data = await sendSyncRequest(request, idempotencyKey);
    return { kind: "ok", data: data ?? null };
  } catch (error) {
    if (error instanceof ApiError)
      return { kind: "http", status: error.status, code: error.code, message: error.message };
    return { kind: "network", message: error instanceof Error ? error.message : String(error) };
  }
}

function portFor(owner: string): ReplayPort {
  return {
    next: async (afterId) => (currentOwner() === owner ? nextPending(owner, afterId) : null),
    send: (request, key) => send(owner, request, key),
    settle: async (entry, outcome) => {
      if (outcome.kind === "synced") await settleSynced(entry.id);
      else if (outcome.kind === "retry") await settleRetry(entry.id, outcome.message);
      else await settleRejected(entry, outcome);
    },
  };
}

/** Pulls the server's state and rebuilds the user's cache from it plus whatever is still queued. */
async function pull(owner: string): Promise<"done" | "update-needed"> {
  const snapshot = await getSyncSnapshot();
  if (snapshot.protocolVersion > SYNC_PROTOCOL_VERSION) return "update-needed";
  const pending = await pendingEntries(owner);
  const plannedUpTo = pending.reduce((max, entry) => Math.max(max, entry.id), 0);
  await replaceCache(owner, await runPlan(snapshot, pending, owner), plannedUpTo);
  return "done";
}

function scheduleRetry(at: number): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => requestSync("interval"), Math.max(0, at - Date.now()));
}

async function backOff(reason: RetryReason, message: string): Promise<void> {
  failures += 1;
  backoffUntil = Date.now() + retryDelayMs(failures);
  scheduleRetry(backoffUntil);
  await saveSyncStatus({ kind: "retrying", reason, message, nextAttemptAt: backoffUntil });
}

/** One pass: replay the queue in order, then pull and reconcile. */
async function syncPass(owner: string): Promise<void> {
  await saveSyncStatus({ kind: "syncing" });
  const report = await runReplay(portFor(owner));
  if (report.kind === "stopped") {
    return backOff(report.outcome.reason, report.outcome.message);
  }
  try {
    if ((await pull(owner)) === "update-needed") return saveSyncStatus({ kind: "update-needed" });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    const reason: RetryReason = status === null ? "network" : status === 401 || status === 403 ? "auth" : "server";
    return backOff(reason, error instanceof Error ? error.message : String(error));
  }
  failures = 0;
  backoffUntil = 0;
  await saveSyncStatus({ kind: "synced", at: Date.now() });
}

/**
 * Runs a pass holding the cross-tab lock, so only one tab syncs at a time; the others see the
 * result through live queries. A periodic pass skips when another tab holds the lock.
 */
async function withLock(isOpportunistic: boolean, pass: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return pass();
  await locks.request(LOCK_NAME, isOpportunistic ? { ifAvailable: true } : {}, async (lock) => {
    if (lock) await pass();
  });
}

async function syncOnce(trigger: SyncTrigger): Promise<void> {
  const owner = currentOwner();
  if (!owner || !navigator.onLine) return;
  await withLock(trigger === "interval", () => syncPass(owner));
}

/** Asks for a sync pass; passes never overlap within a tab, and a request during one runs after it. */
export function requestSync(trigger: SyncTrigger): void {
  if (running) {
    isRequestedAgain = true;
    return;
  }
  const isForced = trigger === "online" || trigger === "manual" || trigger === "start";
  if (!isForced && Date.now() < backoffUntil) return scheduleRetry(backoffUntil);
  if (isForced) backoffUntil = 0;
  running = syncOnce(trigger)
    .catch((error: unknown) => {
      console.error("outbox sync failed", error);
    })
    .finally(() => {
      running = null;
      if (isRequestedAgain) {
        isRequestedAgain = false;
        requestSync("mutation");
      }
    });
}

/**
 * Starts syncing in this tab (idempotent): now, when the network comes back, when the session or
 * the tab's visibility changes, after each mutation (see `mutate`) and every minute.
 */
export function startOutboxSync(): void {
  if (isStarted || typeof window === "undefined") return;
  isStarted = true;
  window.addEventListener("online", () => requestSync("online"));
  window.addEventListener("session-change", () => requestSync("start"));
  window.addEventListener("storage", (event) => {
    if (event.key === "token") requestSync("start");
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") requestSync("visible");
  });
  setInterval(() => requestSync("interval"), INTERVAL_MS);
  requestSync("start");
}
