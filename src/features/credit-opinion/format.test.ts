import { describe, expect, it } from "vitest";
import { formatMoney, formatPd, formatRatio } from "./format.ts";

describe("credit opinion formats", () => {
  it("gives amounts compact in the statement's currency", () => {
    expect(formatMoney(8_934_000_000, "USD", "en")).toBe("$8.93B");
    expect(formatMoney(50_000, "EUR", "de")).toBe("50.000\u00a0€");
    expect(formatMoney(null, "USD", "en")).toBe("–");
  });

  it("gives a PD stated in per cent as a percentage", () => {
    expect(formatPd(0.2, "en")).toBe("0.2%");
    expect(formatPd(40, "fr")).toBe("40\u00a0%");
    expect(formatRatio(0.15872, "en", 4)).toBe("0.1587");
  });
});
