import { describe, expect, it } from "vitest";
import { flagOf, formatMoney, formatShare, qualityBand, websiteOf } from "./format.ts";

describe("profile formatting", () => {
  it("formats exact shares and ranges", () => {
    expect(formatShare({ exact: 27.5 }, "en")).toBe("27.5%");
    expect(formatShare({ min: 1, max: 5 }, "en")).toBe("1–5%");
    expect(formatShare({ min: 10, max: 10 }, "en")).toBe("10%");
    expect(formatShare({}, "en")).toBe("-");
  });
  it("formats money compactly and survives an unknown currency", () => {
    expect(formatMoney(5_000_000, "GBP", "en")).toBe("£5M");
    expect(formatMoney(1200, "XYZ1", "en")).toBe("1.2K XYZ1");
    expect(formatMoney(null, "USD", "en")).toBe("-");
  });
  it("draws flags from country codes", () => {
    expect(flagOf("gb")).toBe("🇬🇧");
    expect(flagOf("US-DE")).toBe("");
  });
  it("bands the data-quality index", () => {
    expect([95, 80, 79, 60, 45, 12].map(qualityBand)).toEqual(["high", "high", "good", "good", "fair", "low"]);
  });
  it("shows websites without their scheme", () => {
    expect(websiteOf("https://www.acme.example/")).toEqual({
      href: "https://www.acme.example/",
      text: "www.acme.example",
    });
    expect(websiteOf("acme.example").href).toBe("https://acme.example");
  });
});
