import type { LoginHistory } from "../../../contract/account-center.ts";
import { USAGED } from "../../../contract/constants.ts";

export type Login = LoginHistory["logins"][number];

/** The first year the history can have (the API's lower bound), so a bad clock cannot ask for less. */
const FIRST_YEAR = 2000;

/** The years to choose from, newest first: from the year the account was opened to this year. */
export function yearOptions(memberSince: string | null, now: Date): number[] {
  const last = now.getUTCFullYear();
  const opened = memberSince ? new Date(memberSince).getUTCFullYear() : last;
  const first = Math.min(last, Math.max(FIRST_YEAR, Number.isNaN(opened) ? last : opened));
  return Array.from({ length: last - first + 1 }, (_, index) => last - index);
}

/** Months after this one (UTC, as the server counts) have no history yet. */
export function isFutureMonth(year: number, month: number, now: Date): boolean {
  return year * 12 + month > now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The sign-ins of a month grouped by local day, newest day first (the list comes newest first). */
export function groupByDay(logins: readonly Login[]): { day: string; logins: Login[] }[] {
  const groups: { day: string; logins: Login[] }[] = [];
  for (const login of logins) {
    const at = new Date(login.loginTime);
    const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;
    const last = groups.at(-1);
    if (last?.day === day) last.logins.push(login);
    else groups.push({ day, logins: [login] });
  }
  return groups;
}

export type DeviceSummary = { browser: string | null; os: string | null; isMobile: boolean };

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** Browser and operating system named from the user agent (null when unknown); `usaged` 1 is mobile. */
export function describeDevice(userAgent: string | null, usaged: number | null): DeviceSummary {
  const agent = userAgent ?? "";
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
    isMobile: usaged === Number(USAGED.mobile) || /Mobile|iPhone|Android/.test(agent),
  };
}
