import { proxy, wrap, type Remote } from "comlink";
import type { SyncSnapshot } from "../../../contract/collections.ts";
import type { SyncWorkerApi } from "../../workers/sync.worker.ts";
import type { PendingEntry } from "./model.ts";
import * as local from "./sync-engine.ts";

/** The worker is ended after this long without work, and started again on demand. */
const IDLE_MS = 60_000;

let worker: Worker | null = null;
let remote: Remote<SyncWorkerApi> | null = null;
let failed: Promise<never> | null = null;
let isDisabled = false;

class WorkerFailure extends Error {}
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function stop(): void {
  worker?.terminate();
  worker = null;
  remote = null;
  failed = null;
}

function spawn(): { remote: Remote<SyncWorkerApi>; failed: Promise<never> } | null {
  if (isDisabled || typeof Worker === "undefined") return null;
  if (remote && failed) return { remote, failed };
  try {
    const created = new Worker(new URL("../../workers/sync.worker.ts", import.meta.url), {
      type: "module",
      name: "outbox-sync",
    });
    failed = new Promise<never>((_, reject) => {
      created.addEventListener("error", (event) => reject(new WorkerFailure(event.message || "sync worker failed")));
    });
    failed.catch(() => undefined);
    worker = created;
    remote = wrap<SyncWorkerApi>(created);
    return { remote, failed };
  } catch {
    isDisabled = true;
    return null;
  }
}

/**
 * Runs a step of the engine in the worker, or on the main thread when workers are unavailable or
 * the worker fails (then for good). A step cut short by a failing worker is run again locally:
 * entries already sent carry their idempotency keys, so nothing is applied twice.
 */
async function run<T>(
  inWorker: (engine: Remote<SyncWorkerApi>) => Promise<T>,
  onMainThread: () => Promise<T> | T,
): Promise<T> {
  clearTimeout(idleTimer);
  const spawned = spawn();
  if (!spawned) return onMainThread();
  try {
    return await Promise.race([inWorker(spawned.remote), spawned.failed]);
  } catch (error) {
    if (!(error instanceof WorkerFailure)) throw error;
    isDisabled = true;
    stop();
    return onMainThread();
  } finally {
    idleTimer = setTimeout(stop, IDLE_MS);
  }
}

export function runReplay(port: local.ReplayPort): Promise<local.ReplayReport> {
  return run(
    (engine) => engine.replayOutbox(proxy(port)) as Promise<local.ReplayReport>,
    () => local.replayOutbox(port),
  );
}

export function runPlan(snapshot: SyncSnapshot, pending: PendingEntry[], owner: string): Promise<local.CacheRows> {
  return run(
    (engine) => engine.planReconcile(snapshot, pending, owner),
    () => local.planReconcile(snapshot, pending, owner),
  );
}
