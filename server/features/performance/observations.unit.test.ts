import { describe, expect, it } from "vitest";
import { OBSERVATION_RULES, observationStatus, standingOf } from "./observations.ts";

const rule = (key: string) => OBSERVATION_RULES.find((r) => r.key === key)!;

describe("observationStatus", () => {
  it("keeps the limit itself on the right side", () => {
    expect(observationStatus(rule("currentRatio"), 1)).toBe("ok");
    expect(observationStatus(rule("currentRatio"), 0.99)).toBe("watch");
    expect(observationStatus(rule("debtRatio"), 80)).toBe("ok");
    expect(observationStatus(rule("debtRatio"), 80.01)).toBe("watch");
  });
  it("is unknown without a value", () => {
    expect(observationStatus(rule("interestCover"), null)).toBe("unknown");
  });
});

describe("standingOf", () => {
  const norm = { median: 10, top_decile: 18, bottom_decile: 6 };
  it("places a value among the deciles and the median", () => {
    expect(standingOf(18, norm)).toBe("top10");
    expect(standingOf(10, norm)).toBe("aboveMedian");
    expect(standingOf(9.99, norm)).toBe("belowMedian");
    expect(standingOf(6, norm)).toBe("bottom10");
  });
  it("has no standing without a value or a median", () => {
    expect(standingOf(null, norm)).toBeNull();
    expect(standingOf(5, { median: null, top_decile: null, bottom_decile: null })).toBeNull();
  });
});
