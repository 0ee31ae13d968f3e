import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdleTimer, effectiveIdleLimitMs, type ActivityStore } from "./idle-timer.ts";

function memoryStore(): ActivityStore & { value: number | null } {
  const store = {
    value: null as number | null,
    read: () => store.value,
    write: (time: number) => {
      store.value = time;
    },
  };
  return store;
}

describe("effectiveIdleLimitMs", () => {
  it("uses the 1-hour rule when the user has no setting", () => {
    expect(effectiveIdleLimitMs(null)).toBe(3_600_000);
    expect(effectiveIdleLimitMs(undefined)).toBe(3_600_000);
  });
  it("lets the user's setting shorten it, never lengthen it", () => {
    expect(effectiveIdleLimitMs(5)).toBe(300_000);
    expect(effectiveIdleLimitMs(2)).toBe(120_000);
    expect(effectiveIdleLimitMs(90)).toBe(3_600_000);
  });
});

describe("createIdleTimer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("warns one minute before the limit and logs out at the limit", () => {
    const onWarning = vi.fn();
    const onLogout = vi.fn();
    createIdleTimer({ limitMs: 3_600_000, store: memoryStore(), onWarning, onLogout });
    vi.advanceTimersByTime(3_540_000 - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("restarts on activity", () => {
    const onLogout = vi.fn();
    const timer = createIdleTimer({ limitMs: 300_000, store: memoryStore(), onWarning: vi.fn(), onLogout });
    vi.advanceTimersByTime(290_000);
    timer.activity();
    vi.advanceTimersByTime(290_000);
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("follows activity recorded by another tab", () => {
    const store = memoryStore();
    const onLogout = vi.fn();
    const timer = createIdleTimer({ limitMs: 300_000, store, onWarning: vi.fn(), onLogout });
    vi.advanceTimersByTime(200_000);
    store.value = Date.now();
    timer.sync();
    vi.advanceTimersByTime(200_000);
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("logs out at once when the shared time is already past the limit", () => {
    const store = memoryStore();
    store.value = Date.now() - 400_000;
    const onLogout = vi.fn();
    createIdleTimer({ limitMs: 300_000, store, onWarning: vi.fn(), onLogout });
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("applies a new limit and stops", () => {
    const onLogout = vi.fn();
    const timer = createIdleTimer({ limitMs: 3_600_000, store: memoryStore(), onWarning: vi.fn(), onLogout });
    vi.advanceTimersByTime(150_000);
    timer.setLimit(120_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
    const other = createIdleTimer({ limitMs: 120_000, store: memoryStore(), onWarning: vi.fn(), onLogout });
    other.stop();
    vi.advanceTimersByTime(200_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
