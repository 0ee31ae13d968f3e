/**
 * The outbox sync worker: runs the pure sync engine (replay in order, outcome classification,
 * reconcile planning) off the main thread. It imports nothing else from the app; the network
 * and the database stay behind the port the main thread passes in (src/features/collections).
 */
import { expose } from "comlink";
import { planReconcile, replayOutbox } from "../features/collections/sync-engine.ts";

const engine = { replayOutbox, planReconcile };

export type SyncWorkerApi = typeof engine;

expose(engine);
