/** Formatting for the profile, in the user's locale. Pure functions (locale passed in). */

export function formatInteger(value: number | null | undefined, locale: string): string {
  return value === null || value === undefined
    ? "-"
    : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A share in per cent: exact ("27.5%"), a range ("1–5%"), or a dash. */
export function formatShare(
  share: { exact?: number | null; min?: number | null; max?: number | null },
  locale: string,
): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  if (share.exact !== null && share.exact !== undefined) return `${number.format(share.exact)}%`;
  if (share.min !== null && share.min !== undefined && share.max !== null && share.max !== undefined) {
    return share.min === share.max
      ? `${number.format(share.min)}%`
      : `${number.format(share.min)}–${number.format(share.max)}%`;
  }
  return "-";
}

/** The flag emoji of an ISO 3166-1 alpha-2 code (regional indicator letters); empty for anything else. */
export function flagOf(countryCode: string | null | undefined): string {
  if (!countryCode || !/^[A-Za-z]{2}$/.test(countryCode)) return "";
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The country's name in the locale (the browser knows them, offline too); the code when it does not. */
export function countryNameOf(countryCode: string | null | undefined, locale: string): string {
  if (!countryCode) return "-";
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** A website as a link target (scheme added when missing) and as shown (no scheme, no trailing slash). */
export function websiteOf(website: string): { href: string; text: string } {
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  return { href, text: website.replace(/^https?:\/\//i, "").replace(/\/$/, "") };
}

export type QualityBand = "high" | "good" | "fair" | "low";

/** The data-quality index's band: how much of the profile a reader can rely on being filled. */
export function qualityBand(index: number): QualityBand {
  if (index >= 80) return "high";
  if (index >= 60) return "good";
  if (index >= 40) return "fair";
  return "low";
}

export const QUALITY_COLOURS: Record<QualityBand, string> = {
  high: "#059669",
  good: "#1f6fb2",
  fair: "#dc9b1e",
  low: "#dc2626",
};
