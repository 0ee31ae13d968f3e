import type { Locale } from "../../../../contract/locales.ts";

/**
 * The continents of the country-codes file (its `Continent` column) with their names in the nine
 * interface languages, in the order the country picker shows them.
 */
export const CONTINENTS: readonly { code: string; names: Record<Locale, string> }[] = [
  {
    code: "AS",
    names: {
      en: "Asia",
      zh: "亚洲",
      ja: "アジア",
      de: "Asien",
      fr: "Asie",
      es: "Asia",
      it: "Asia",
      nl: "Azië",
      pt: "Ásia",
    },
  },
  {
    code: "EU",
    names: {
      en: "Europe",
      zh: "欧洲",
      ja: "ヨーロッパ",
      de: "Europa",
      fr: "Europe",
      es: "Europa",
      it: "Europa",
      nl: "Europa",
      pt: "Europa",
    },
  },
  {
    code: "NA",
    names: {
      en: "North America",
      zh: "北美洲",
      ja: "北アメリカ",
      de: "Nordamerika",
      fr: "Amérique du Nord",
      es: "América del Norte",
      it: "America del Nord",
      nl: "Noord-Amerika",
      pt: "América do Norte",
    },
  },
  {
    code: "SA",
    names: {
      en: "South America",
      zh: "南美洲",
      ja: "南アメリカ",
      de: "Südamerika",
      fr: "Amérique du Sud",
      es: "América del Sur",
      it: "America del Sud",
      nl: "Zuid-Amerika",
      pt: "América do Sul",
    },
  },
  {
    code: "AF",
    names: {
      en: "Africa",
      zh: "非洲",
      ja: "アフリカ",
      de: "Afrika",
      fr: "Afrique",
      es: "África",
      it: "Africa",
      nl: "Afrika",
      pt: "África",
    },
  },
  {
    code: "OC",
    names: {
      en: "Oceania",
      zh: "大洋洲",
      ja: "オセアニア",
      de: "Ozeanien",
      fr: "Océanie",
      es: "Oceanía",
      it: "Oceania",
      nl: "Oceanië",
      pt: "Oceania",
    },
  },
  {
    code: "AN",
    names: {
      en: "Antarctica",
      zh: "南极洲",
      ja: "南極大陸",
      de: "Antarktis",
      fr: "Antarctique",
      es: "Antártida",
      it: "Antartide",
      nl: "Antarctica",
      pt: "Antártida",
    },
  },
];
