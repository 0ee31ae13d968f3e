import type { FastifyBaseLogger } from "fastify";

/** A background job: does what is due at `at` and says how many items it handled. */
export type Job = { name: string; run: (at: Date) => Promise<number> };

/** What one round did: items handled per job, and the job clock's time. */
export type JobRound = { at: Date; handled: Record<string, number> };

export type JobRunner = {
  /** Runs every job once, at the job clock's time; rounds never overlap (a second call waits for the first). */
  tick(): Promise<JobRound>;
  /** Moves the job clock ahead (tests); the request clock is not moved. */
  advance(ms: number): void;
  /** Sets the job clock `ms` ahead of the app's clock (the end-to-end fixture route). */
  setAhead(ms: number): void;
  /** The job clock: the app's clock plus what `advance` added. */
  now(): Date;
  /** Runs a round every `everyMs` until `stop` (timers do not keep the process alive). */
  start(everyMs: number): void;
  stop(): void;
};

/**
 * The server's background jobs (docs/decisions/0048-report-update-delivery.md): a round runs each
 * job in turn; a failing job is logged and the next round tries again. The state a job works on
 * lives in its own tables (a report-update order's status), so a restart loses nothing.
 */
export function createJobRunner(jobs: readonly Job[], clock: () => Date, log: FastifyBaseLogger): JobRunner {
  let offsetMs = 0;
  let running: Promise<JobRound> = Promise.resolve({ at: new Date(0), handled: {} });
  let timer: NodeJS.Timeout | undefined;
  const now = () => new Date(clock().getTime() + offsetMs);

  async function round(): Promise<JobRound> {
    const at = now();
    const handled: Record<string, number> = {};
    for (const job of jobs) {
      try {
        handled[job.name] = await job.run(at);
      } catch (error) {
        log.error({ err: error, job: job.name }, "background job failed");
        handled[job.name] = 0;
      }
    }
    return { at, handled };
  }

  function tick(): Promise<JobRound> {
    running = running.then(round, round);
    return running;
  }

  return {
    tick,
    now,
    advance(ms) {
      offsetMs += ms;
    },
    setAhead(ms) {
      offsetMs = ms;
    },
    start(everyMs) {
      if (timer) return;
      // A round that comes due while the last one still runs (waiting on the data load at start) is
      // skipped, not queued: queued rounds would run back to back once the database is free.
      let timedRoundRuns = false;
      timer = setInterval(() => {
        if (timedRoundRuns) return;
        timedRoundRuns = true;
        void tick().finally(() => {
          timedRoundRuns = false;
        });
      }, everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
