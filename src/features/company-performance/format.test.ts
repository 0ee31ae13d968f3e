import { describe, expect, it } from "vitest";
import { formatDay, formatRatio } from "./format.ts";

describe("performance formats", () => {
  it("shows each ratio unit", () => {
    expect(formatRatio(12.5, "percent", "USD", "en")).toBe("12.5%");
    expect(formatRatio(36.5, "days", "USD", "en")).toBe("36.5");
    expect(formatRatio(1.756, "times", "USD", "en")).toBe("1.76×");
    expect(formatRatio(1500, "money", "EUR", "de")).toBe("1500\u00a0€");
    expect(formatRatio(null, "times", "USD", "en")).toBe("–");
  });
  it("reads a period end as a UTC day", () => {
    expect(formatDay("2023-12-31", "en")).toBe("Dec 31, 2023");
  });
});
