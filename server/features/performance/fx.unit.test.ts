import { describe, expect, it } from "vitest";
import { conversionFactor, type RateLookup } from "./fx.ts";

// ECB: units per euro at 2010-06-30; Fed H.10: units per dollar.
const ECB: Record<string, number> = { USD: 1.2271, JPY: 108.79, GBP: 0.8175 };
const FED: Record<string, number> = { TWD: 32.2, JPY: 91.0 };
const lookup: RateLookup = (provider, currency) => {
  const rate = (provider === "ecb" ? ECB : FED)[currency];
  return rate === undefined ? undefined : { rate, date: "2010-06-30" };
};

describe("conversionFactor", () => {
  it("is 1 for the same currency", () => {
    expect(conversionFactor(lookup, "USD", "USD", "2010-06-30")).toEqual({ rate: 1, date: null });
  });
  it("converts to and from the euro with the ECB rate", () => {
    expect(conversionFactor(lookup, "EUR", "USD", "2010-06-30")).toEqual({ rate: 1.2271, date: "2010-06-30" });
    expect(conversionFactor(lookup, "USD", "EUR", "2010-06-30")!.rate).toBeCloseTo(1 / 1.2271, 12);
  });
  it("crosses two currencies through the euro", () => {
    // 1 USD = 108.79 / 1.2271 JPY = 88.656...
    expect(conversionFactor(lookup, "USD", "JPY", "2010-06-30")!.rate).toBeCloseTo(88.65618, 4);
  });
  it("falls back to the Fed's dollar rates for a currency the ECB does not quote", () => {
    expect(conversionFactor(lookup, "USD", "TWD", "2010-06-30")).toEqual({ rate: 32.2, date: "2010-06-30" });
    expect(conversionFactor(lookup, "TWD", "JPY", "2010-06-30")!.rate).toBeCloseTo(91 / 32.2, 12);
  });
  it("gives nothing when no provider quotes both", () => {
    expect(conversionFactor(lookup, "USD", "XYZ", "2010-06-30")).toBeUndefined();
  });
});
