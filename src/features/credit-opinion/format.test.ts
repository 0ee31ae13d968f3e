import { describe, expect, it } from "vitest";
import { formatPd, formatRatio } from "./format.ts";

describe("credit opinion formats", () => {
  it("gives a PD stated in per cent as a percentage", () => {
    expect(formatPd(0.2, "en")).toBe("0.2%");
    expect(formatPd(40, "fr")).toBe("40\u00a0%");
    expect(formatRatio(0.15872, "en", 4)).toBe("0.1587");
  });
});
