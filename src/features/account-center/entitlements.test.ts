import { describe, expect, it } from "vitest";
import { daysLeft, isOrganisationAdmin, subscriptionPercent } from "./entitlements.ts";

describe("subscription progress", () => {
  it("is dayUsed / totalDays as a whole percentage, bounded to 0..100", () => {
    expect(subscriptionPercent({ dayUsed: 0, totalDays: 30 })).toBe(0);
    expect(subscriptionPercent({ dayUsed: 10, totalDays: 30 })).toBe(33);
    expect(subscriptionPercent({ dayUsed: 45, totalDays: 30 })).toBe(100);
    expect(subscriptionPercent({ dayUsed: 3, totalDays: 0 })).toBe(100);
  });

  it("counts the days left", () => {
    expect(daysLeft({ dayUsed: 10, totalDays: 365 })).toBe(355);
    expect(daysLeft({ dayUsed: 40, totalDays: 30 })).toBe(0);
  });

  it("recognises organisation administrators whether userType is stored as text or number", () => {
    expect(isOrganisationAdmin("3")).toBe(true);
    expect(isOrganisationAdmin(3)).toBe(true);
    expect(isOrganisationAdmin("1")).toBe(false);
    expect(isOrganisationAdmin(undefined)).toBe(false);
  });
});
