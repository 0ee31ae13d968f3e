import { describe, expect, it } from "vitest";
import { countryName, formatPercent, formatUsd } from "./format.ts";

describe("trade figures", () => {
  it("formats USD compactly, percentages with a sign when asked, and missing values as a dash", () => {
    expect(formatUsd(1_234_000_000, "en")).toBe("$1.2B");
    expect(formatUsd(null, "en")).toBe("–");
    expect(formatPercent(0.1234, "en")).toBe("12.3%");
    expect(formatPercent(0.25, "en", true)).toBe("+25%");
    expect(formatPercent(null, "de")).toBe("–");
  });

  it("names countries in the reader's language", () => {
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("DE", "zh")).toBe("德国");
  });
});
