import { describe, expect, it } from "vitest";
import { formatAmount, formatCompactMoney, formatUpTo2 } from "./format-number.ts";

describe("formatAmount", () => {
  it("shows a dash for empty values", () => {
    expect(formatAmount(null)).toBe("-");
    expect(formatAmount(undefined)).toBe("-");
    expect(formatAmount("")).toBe("-");
    expect(formatAmount("   ")).toBe("-");
  });

  it("groups the integer part and pads the decimals to two digits", () => {
    expect(formatAmount(0)).toBe("0.00");
    expect(formatAmount(12)).toBe("12.00");
    expect(formatAmount(1234)).toBe("1,234.00");
    expect(formatAmount(1234.5)).toBe("1,234.50");
    expect(formatAmount("1234567.891")).toBe("1,234,567.891");
    expect(formatAmount("1234.")).toBe("1,234.00");
    expect(formatAmount(-9876543.2)).toBe("-9,876,543.20");
  });

  it("keeps every digit of amounts beyond double precision", () => {
    expect(formatAmount("123456789012345678901.5")).toBe("123,456,789,012,345,678,901.50");
  });

  it("accepts already grouped strings and leaves text alone", () => {
    expect(formatAmount("1,234.5")).toBe("1,234.50");
    expect(formatAmount("N/A")).toBe("N/A");
  });
});

describe("formatUpTo2", () => {
  it("leaves 20+ unchanged", () => {
    expect(formatUpTo2("20+", "en")).toBe("20+");
  });

  it("formats up to two decimals with the locale's separators", () => {
    expect(formatUpTo2(1234.5678, "en")).toBe("1,234.57");
    expect(formatUpTo2(1234.5, "en")).toBe("1,234.5");
    expect(formatUpTo2("1234.5678", "de")).toBe("1.234,57");
    expect(formatUpTo2(1234567, "fr")).toBe(new Intl.NumberFormat("fr", { maximumFractionDigits: 2 }).format(1234567));
    expect(formatUpTo2(3, "en")).toBe("3");
  });

  it("shows a dash for empty values and leaves text alone", () => {
    expect(formatUpTo2(null, "en")).toBe("-");
    expect(formatUpTo2("n/a", "en")).toBe("n/a");
  });
});

describe("formatCompactMoney", () => {
  it("shows money compact in its currency, with the decimals asked for", () => {
    expect(formatCompactMoney(1_234_000_000, "USD", "en")).toBe("$1.2B");
    expect(formatCompactMoney(8_934_000_000, "USD", "en", 2)).toBe("$8.93B");
    expect(formatCompactMoney(5_000_000, "GBP", "en")).toBe("£5M");
    expect(formatCompactMoney(50_000, "EUR", "de", 2)).toBe("50.000\u00a0€");
  });
  it("puts an unknown code after the number, and a dash for a missing value", () => {
    expect(formatCompactMoney(1200, "XYZ1", "en")).toBe("1.2K XYZ1");
    expect(formatCompactMoney(1200, null, "en")).toBe("1.2K");
    expect(formatCompactMoney(null, "USD", "en")).toBe("-");
    expect(formatCompactMoney(undefined, "USD", "en")).toBe("-");
  });
});
