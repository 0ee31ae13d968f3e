import { describe, expect, it } from "vitest";
import { flagOf, formatShare, qualityBand, websiteOf } from "./format.ts";

describe("profile formatting", () => {
  it("formats exact shares and ranges", () => {
    expect(formatShare({ exact: 27.5 }, "en")).toBe("27.5%");
    expect(formatShare({ min: 1, max: 5 }, "en")).toBe("1–5%");
    expect(formatShare({ min: 10, max: 10 }, "en")).toBe("10%");
    expect(formatShare({}, "en")).toBe("-");
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
