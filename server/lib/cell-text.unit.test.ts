import { describe, expect, it } from "vitest";
import { cellText } from "./cell-text.ts";

describe("cellText", () => {
  it("writes scalars as String() does", () => {
    const date = new Date(Date.UTC(2024, 0, 2));
    for (const value of ["a b", "", 12.5, 0, 12345678901234567890n, true, date, null, undefined]) {
      expect(cellText(value)).toBe(String(value));
    }
  });

  it("writes an object as JSON instead of [object Object]", () => {
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText([1, "x"])).toBe('[1,"x"]');
  });
});
