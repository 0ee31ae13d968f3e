import { describe, expect, it, vi } from "vitest";
import pino from "pino";
import { createJobRunner, type Job } from "./job-runner.ts";

const START = new Date("2026-11-26T10:00:00Z");

describe("the background job runner", () => {
  it("runs each job at the job clock's time, which advance moves and the app's clock does not", async () => {
    const seen: string[] = [];
    const job: Job = { name: "record", run: (at) => Promise.resolve(seen.push(at.toISOString())) };
    const runner = createJobRunner([job], () => START, pino({ enabled: false }));
    expect((await runner.tick()).handled).toEqual({ record: 1 });
    runner.advance(24 * 3_600_000);
    expect(runner.now().toISOString()).toBe("2026-11-27T10:00:00.000Z");
    await runner.tick();
    expect(seen).toEqual(["2026-11-26T10:00:00.000Z", "2026-11-27T10:00:00.000Z"]);
  });

  it("logs a failing job and still runs the next one; rounds never overlap", async () => {
    const errors: unknown[] = [];
    const log = pino({ level: "error" }, { write: (line: string) => void errors.push(JSON.parse(line)) });
    let inRound = 0;
    let overlapped = false;
    const slow: Job = {
      name: "slow",
      run: async () => {
        inRound += 1;
        overlapped ||= inRound > 1;
        await new Promise((resolve) => setImmediate(resolve));
        inRound -= 1;
        return 2;
      },
    };
    const failing: Job = { name: "failing", run: () => Promise.reject(new Error("boom")) };
    const runner = createJobRunner([failing, slow], () => START, log);
    const rounds = await Promise.all([runner.tick(), runner.tick(), runner.tick()]);
    expect(rounds.map((round) => round.handled)).toEqual(Array(3).fill({ failing: 0, slow: 2 }));
    expect(overlapped).toBe(false);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatchObject({ job: "failing", msg: "background job failed", err: { message: "boom" } });
  });

  it("on its timer, skips a round that comes due while the last one still runs", async () => {
    vi.useFakeTimers();
    try {
      let rounds = 0;
      let finish = () => {};
      const held: Job = {
        name: "held",
        // The first round is held (a data load); the later ones end at once.
        run: () => {
          rounds += 1;
          return rounds === 1 ? new Promise<number>((resolve) => (finish = () => resolve(1))) : Promise.resolve(1);
        },
      };
      const runner = createJobRunner([held], () => START, pino({ enabled: false }));
      runner.start(60_000);
      await vi.advanceTimersByTimeAsync(4 * 60_000);
      expect(rounds).toBe(1);
      finish();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(rounds).toBe(2);
      runner.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
