import { describe, expect, it } from "vitest";
import { parseCap } from "./cap-input.ts";

describe("a monthly cap as the administrator types it", () => {
  it("reads empty as no cap and a whole number as the cap", () => {
    expect(parseCap("")).toEqual({ cap: null });
    expect(parseCap("  ")).toEqual({ cap: null });
    expect(parseCap("0")).toEqual({ cap: 0 });
    expect(parseCap(" 25 ")).toEqual({ cap: 25 });
  });

  it("refuses a fraction, a negative number, text and more than the maximum", () => {
    for (const text of ["2.5", "-1", "ten", "1e3", "1000001"]) expect(parseCap(text)).toBeNull();
  });
});
