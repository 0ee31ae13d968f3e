import { describe, expect, it } from "vitest";
import { LOCALES } from "../../contract/locales.ts";
import { formatDate, formatDateTime } from "./format-date.ts";

describe("formatDate", () => {
  it.each([
    ["en", "Jan 26, 1975"],
    ["de", "26.01.1975"],
    ["ja", "1975/01/26"],
    ["zh", "1975年1月26日"],
    ["fr", "26 janv. 1975"],
    ["es", "26 ene 1975"],
    ["it", "26 gen 1975"],
    ["nl", "26 jan 1975"],
    ["pt", "26 de jan. de 1975"],
  ])("%s writes a day one way", (locale, expected) => {
    expect(formatDate("1975-01-26", locale)).toBe(expected);
  });

  it("writes a calendar day and a timestamp of that day the same way in every language", () => {
    const moment = new Date(1975, 0, 26, 15, 30).getTime();
    for (const locale of LOCALES) {
      expect(formatDate(moment, locale)).toBe(formatDate("1975-01-26", locale));
      expect(formatDate(new Date(moment).toISOString(), locale)).toBe(formatDate("1975-01-26", locale));
    }
  });

  it("keeps a plain date on its day whatever the time zone", () => {
    expect(formatDate("2024-12-31", "en")).toBe("Dec 31, 2024");
  });

  it("shows '-' for no date and the text for something that is not a date", () => {
    expect(formatDate(null, "en")).toBe("-");
    expect(formatDate("", "de")).toBe("-");
    expect(formatDate("unknown", "ja")).toBe("unknown");
  });
});

describe("formatDateTime", () => {
  it("starts with the day as formatDate writes it, then the time", () => {
    const moment = new Date(1975, 0, 26, 15, 30).getTime();
    for (const locale of LOCALES) {
      const text = formatDateTime(moment, locale);
      expect(text.startsWith(formatDate(moment, locale)), `${locale}: ${text}`).toBe(true);
      expect(text).toMatch(/(15|3):30/);
    }
  });
});
