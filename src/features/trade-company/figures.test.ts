import { describe, expect, it } from "vitest";
import { formatCount, formatQuantity } from "./figures.ts";

describe("formatQuantity", () => {
  it("writes the amount in the reader's language with its unit", () => {
    expect(formatQuantity(2215376, "kbbl", "en")).toBe("2,215,376 kbbl");
    expect(formatQuantity(1234.6, null, "de")).toBe("1.235");
    expect(formatQuantity(null, "kbbl", "en")).toBe("–");
  });

  it("counts with group separators", () => {
    expect(formatCount(15834, "fr")).toMatch(/^15\s834$/u);
  });
});
