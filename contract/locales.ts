/** The nine interface languages, in menu order. `en` is the source locale. */
export const LOCALES = ["en", "zh", "ja", "de", "fr", "es", "it", "nl", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = "en";

/**
 * Values of the spec's `language` request header and the locale each one means.
 * The spec's own codes are kept as they are (`ge_DE`, `fa_FA`, `sp_SN`, `it_IA`, `ne_DU`, `pt_PO`);
 * `cn`/`zh` stand for Chinese, which the spec lists without a header value.
 */
export const LANGUAGE_HEADER_VALUES = {
  en_US: "en",
  cn: "zh",
  zh: "zh",
  zh_CN: "zh",
  ja_JP: "ja",
  ge_DE: "de",
  fa_FA: "fr",
  sp_SN: "es",
  it_IA: "it",
  ne_DU: "nl",
  pt_PO: "pt",
} as const satisfies Record<string, Locale>;

/** The header value the web client sends for each locale. */
export const HEADER_VALUE_FOR_LOCALE = {
  en: "en_US",
  zh: "cn",
  ja: "ja_JP",
  de: "ge_DE",
  fr: "fa_FA",
  es: "sp_SN",
  it: "it_IA",
  nl: "ne_DU",
  pt: "pt_PO",
} as const satisfies Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Maps a `language` header value (spec code or plain locale) to a locale; English when unknown. */
export function localeFromHeader(value: string | undefined): Locale {
  if (!value) return SOURCE_LOCALE;
  const mapped = (LANGUAGE_HEADER_VALUES as Record<string, Locale>)[value];
  if (mapped) return mapped;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : SOURCE_LOCALE;
}
