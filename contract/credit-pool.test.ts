import { describe, expect, it } from "vitest";
import { capLeft, monthStartUtc, spendable } from "./credit-pool.ts";
import { dayRange } from "./usage-filters.ts";

describe("a member's monthly cap", () => {
  it("counts from the first instant of the calendar month in UTC", () => {
    expect(monthStartUtc(new Date("2026-12-07T05:00:00Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    // 23:30 on 31 January in UTC-2 is already February in UTC
    expect(monthStartUtc(new Date("2026-01-31T23:30:00-02:00")).toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });

  it("leaves the cap less what was spent, never below 0, and no cap as null", () => {
    expect(capLeft(5, 2)).toBe(3);
    expect(capLeft(5, 7)).toBe(0);
    expect(capLeft(null, 100)).toBeNull();
  });

  it("lets a member spend the pool, or less when the cap leaves less", () => {
    expect(spendable(100, null, 40)).toBe(100);
    expect(spendable(100, 10, 4)).toBe(6);
    expect(spendable(3, 10, 4)).toBe(3);
    expect(spendable(100, 0, 0)).toBe(0);
  });
});

describe("the Database pages' day range", () => {
  it("covers the first day from its start to before the day after the last", () => {
    expect(dayRange({ startDate: "2026-03-01", endDate: "2026-03-31" })).toEqual({
      from: new Date("2026-03-01T00:00:00Z"),
      before: new Date("2026-04-01T00:00:00Z"),
    });
    expect(dayRange({ startDate: "2026-03-15", endDate: "2026-03-15" })?.before).toEqual(
      new Date("2026-03-16T00:00:00Z"),
    );
    expect(dayRange({})).toEqual({ from: undefined, before: undefined });
  });

  it("refuses a day that does not exist and a range that ends before it starts", () => {
    expect(dayRange({ startDate: "2026-02-30" })).toBeNull();
    expect(dayRange({ endDate: "2026-13-01" })).toBeNull();
    expect(dayRange({ startDate: "2026-05-02", endDate: "2026-05-01" })).toBeNull();
  });
});
