import { describe, expect, it } from "vitest";
import { describeDevice, groupByDay, isFutureMonth, yearOptions, type Login } from "./login-history.ts";

const login = (local: Date, device: string | null = null): Login => ({
  loginTime: local.toISOString(),
  ip: "203.0.113.9",
  usaged: 2,
  device,
});

describe("login history", () => {
  it("offers the years from the account's opening to this year, newest first", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(yearOptions("2024-03-01T00:00:00Z", now)).toEqual([2026, 2025, 2024]);
    expect(yearOptions(null, now)).toEqual([2026]);
    expect(yearOptions("1990-01-01T00:00:00Z", now)).toHaveLength(27);
    expect(yearOptions("2030-01-01T00:00:00Z", now)).toEqual([2026]);
  });

  it("knows which months have not come yet (UTC, as the server counts)", () => {
    const now = new Date("2026-11-30T23:30:00Z");
    expect(isFutureMonth(2026, 11, now)).toBe(false);
    expect(isFutureMonth(2026, 12, now)).toBe(true);
    expect(isFutureMonth(2025, 12, now)).toBe(false);
    expect(isFutureMonth(2027, 1, now)).toBe(true);
  });

  it("groups a month's sign-ins by local day, keeping the newest-first order", () => {
    const late = login(new Date(2026, 10, 22, 18, 5));
    const early = login(new Date(2026, 10, 22, 8, 0));
    const before = login(new Date(2026, 10, 3, 9, 30));
    expect(groupByDay([late, early, before])).toEqual([
      { day: "2026-11-22", logins: [late, early] },
      { day: "2026-11-03", logins: [before] },
    ]);
    expect(groupByDay([])).toEqual([]);
  });

  it("names the browser and system of a user agent", () => {
    const chromeLinux =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
    const edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36 Edg/130.0";
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1";
    expect(describeDevice(chromeLinux, 2)).toEqual({ browser: "Chrome", os: "Linux", isMobile: false });
    expect(describeDevice(edge, 2)).toEqual({ browser: "Edge", os: "Windows", isMobile: false });
    expect(describeDevice(iphone, 1)).toEqual({ browser: "Safari", os: "iOS", isMobile: true });
    expect(describeDevice(null, 1)).toEqual({ browser: null, os: null, isMobile: true });
    expect(describeDevice("curl/8.0", null)).toEqual({ browser: null, os: null, isMobile: false });
  });
});
