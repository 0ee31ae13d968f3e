import type { LanguagePack } from "./pack.ts";
import { de, en, es, fr, it, nl, pt } from "./latin-west.ts";
import { eu, id, pl, sv, tr, vi } from "./latin-more.ts";
import { bg, ru, uk } from "./cyrillic.ts";
import { ja, ko, zh } from "./east-asian.ts";
import { ar, fa, he } from "./middle-east.ts";
import { el, hi, th } from "./south-asian.ts";

export const PACKS: Record<string, LanguagePack> = {
  en,
  de,
  fr,
  es,
  pt,
  it,
  nl,
  sv,
  pl,
  tr,
  id,
  vi,
  eu,
  ru,
  uk,
  bg,
  zh,
  ja,
  ko,
  ar,
  fa,
  he,
  el,
  hi,
  th,
};

/** Language codes (ISO 639, from the country table) to the pack that writes their names. */
const LANGUAGE_TO_PACK: Record<string, string> = {
  en: "en",
  de: "de",
  lb: "de",
  fr: "fr",
  es: "es",
  pt: "pt",
  it: "it",
  nl: "nl",
  sv: "sv",
  no: "sv",
  nb: "sv",
  nn: "sv",
  da: "sv",
  is: "sv",
  fi: "sv",
  fo: "sv",
  pl: "pl",
  cs: "pl",
  sk: "pl",
  sl: "pl",
  hr: "pl",
  bs: "pl",
  tr: "tr",
  az: "tr",
  id: "id",
  ms: "id",
  vi: "vi",
  ru: "ru",
  be: "ru",
  kk: "ru",
  ky: "ru",
  tg: "ru",
  mn: "ru",
  uk: "uk",
  bg: "bg",
  mk: "bg",
  sr: "bg",
  zh: "zh",
  cmn: "zh",
  yue: "zh",
  ja: "ja",
  ko: "ko",
  ar: "ar",
  fa: "fa",
  ps: "fa",
  ur: "fa",
  he: "he",
  el: "el",
  hi: "hi",
  ne: "hi",
  mr: "hi",
  th: "th",
  hu: "eu",
  ro: "eu",
  mo: "eu",
  sq: "eu",
  lt: "eu",
  lv: "eu",
  et: "eu",
  mt: "en",
  ga: "en",
  ca: "es",
  gl: "es",
};
/** Countries whose first listed language is not the one their registers write names in. */
const COUNTRY_TO_PACK: Record<string, string> = {
  IN: "hi",
  NP: "hi",
  CY: "el",
  PH: "en",
  TW: "zh",
  HK: "zh",
  SG: "en",
};

export function packForCountry(iso2: string, languages: readonly string[]): LanguagePack {
  const byCountry = COUNTRY_TO_PACK[iso2];
  if (byCountry) return PACKS[byCountry] ?? en;
  for (const tag of languages) {
    const pack = LANGUAGE_TO_PACK[tag.split("-")[0]?.toLowerCase() ?? ""];
    if (pack) return PACKS[pack] ?? en;
  }
  return en;
}
