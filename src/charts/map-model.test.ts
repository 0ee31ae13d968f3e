import { describe, expect, it } from "vitest";
import { markerBounds } from "./map-model.ts";

describe("map framing", () => {
  it("shows the whole world without markers", () => {
    expect(markerBounds([])).toBeNull();
  });

  it("frames one marker with the minimum span around it", () => {
    expect(markerBounds([{ lat: 51.5, lon: -0.1 }])).toEqual([
      [-18.1, 41.5],
      [17.9, 41.5],
      [17.9, 61.5],
      [-18.1, 61.5],
    ]);
  });

  it("frames distant markers with a margin, clamped to the map", () => {
    const corners = markerBounds([
      { lat: 40.7, lon: -74 },
      { lat: 84, lon: 178 },
    ]);
    expect(corners?.[0]).toEqual([-80, 36.7]);
    expect(corners?.[2]).toEqual([180, 85]);
  });
});
