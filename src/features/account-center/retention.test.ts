import { describe, expect, it } from "vitest";
import { limitMinutes, parseRetentionMinutes, retentionChoice } from "./retention.ts";

describe("the inactivity timeout setting", () => {
  it("is off (the standard hour) until set, proposing the default 5 minutes", () => {
    expect(retentionChoice({ loginRetentionTime: null, defaultLoginRetentionTime: 5 })).toEqual({
      isShortened: false,
      minutes: "5",
    });
    expect(retentionChoice({ loginRetentionTime: 12, defaultLoginRetentionTime: 5 })).toEqual({
      isShortened: true,
      minutes: "12",
    });
  });

  it("accepts whole minutes from 2 to 60 only", () => {
    expect(parseRetentionMinutes(" 2 ")).toBe(2);
    expect(parseRetentionMinutes("60")).toBe(60);
    expect(parseRetentionMinutes("1")).toBeNull();
    expect(parseRetentionMinutes("61")).toBeNull();
    expect(parseRetentionMinutes("2.5")).toBeNull();
    expect(parseRetentionMinutes("")).toBeNull();
    expect(parseRetentionMinutes("five")).toBeNull();
  });

  it("shows the limit in force in minutes", () => {
    expect(limitMinutes({ idleLogoutMs: 3_600_000 })).toBe(60);
    expect(limitMinutes({ idleLogoutMs: 300_000 })).toBe(5);
  });
});
