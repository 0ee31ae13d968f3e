import { allNames, countryLocaleFile } from "./country-locales.ts";
import { columnsOf, readCsvTable, referencePath } from "./reference-files.ts";

/** Names the lists use that no ISO or UN source spells that way. */
const LIST_SPELLINGS: Record<string, string> = {
  "korea north": "KP",
  "north korea": "KP",
  dprk: "KP",
  "korea south": "KR",
  "south korea": "KR",
  burma: "MM",
  "congo democratic republic of the": "CD",
  "democratic republic of the congo": "CD",
  "congo republic of the": "CG",
  palestinian: "PS",
  palestine: "PS",
  "west bank": "PS",
  gaza: "PS",
  "gaza strip": "PS",
  kosovo: "XK",
  macau: "MO",
  "the bahamas": "BS",
  "bahamas the": "BS",
  "gambia the": "GM",
  "the gambia": "GM",
  russia: "RU",
  iran: "IR",
  syria: "SY",
  laos: "LA",
  vietnam: "VN",
  "viet nam": "VN",
  moldova: "MD",
  tanzania: "TZ",
  bolivia: "BO",
  venezuela: "VE",
  "united states": "US",
  usa: "US",
  "united kingdom": "GB",
  uk: "GB",
  "great britain": "GB",
  "czech republic": "CZ",
  turkey: "TR",
  "ivory coast": "CI",
  "cote d ivoire": "CI",
  swaziland: "SZ",
  "east timor": "TL",
  "holy see": "VA",
  "vatican city": "VA",
  "st kitts and nevis": "KN",
  "st lucia": "LC",
  "st vincent and the grenadines": "VC",
  "micronesia federated states of": "FM",
  brunei: "BN",
  "cape verde": "CV",
  "hong kong": "HK",
  taiwan: "TW",
  "netherlands antilles": "CW",
  "the netherlands": "NL",
  "republic of korea": "KR",
  "democratic people s republic of korea": "KP",
  "north macedonia the republic of": "MK",
  "macedonia the former yugoslav republic of": "MK",
  "man isle of": "IM",
  "virgin islands british": "VG",
  "bosnia herzegovina": "BA",
  prc: "CN",
  // Nationalities written as demonyms (UK list)
  afghan: "AF",
  algerian: "DZ",
  chinese: "CN",
  egyptian: "EG",
  german: "DE",
  indonesian: "ID",
  iranian: "IR",
  iraqi: "IQ",
  jordanian: "JO",
  lebanese: "LB",
  libyan: "LY",
  moroccan: "MA",
  pakistani: "PK",
  russian: "RU",
  saudi: "SA",
  "saudi arabian": "SA",
  somali: "SO",
  sudanese: "SD",
  syrian: "SY",
  tunisian: "TN",
  yemeni: "YE",
};

/** Lower case, no accents, punctuation to spaces: the form names are compared in. */
export function normaliseCountryName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

let lookup: Map<string, string> | null = null;
/** Lists repeat the same few hundred country spellings tens of thousands of times. */
const resolved = new Map<string, string | null>();

function buildLookup(): Map<string, string> {
  const map = new Map<string, string>();
  const add = (name: string | undefined, alpha2: string) => {
    if (!name) return;
    const key = normaliseCountryName(name);
    if (key && !map.has(key)) map.set(key, alpha2);
    const bare = key.replace(/^the /, "").replace(/ the$/, "");
    if (bare && !map.has(bare)) map.set(bare, alpha2);
  };
  for (const [key, alpha2] of Object.entries(LIST_SPELLINGS)) map.set(key, alpha2);
  const path = referencePath("country-codes.csv.gz");
  const table = readCsvTable(path);
  const read = columnsOf(table, path, [
    "ISO3166-1-Alpha-2",
    "ISO3166-1-Alpha-3",
    "official_name_en",
    "UNTERM English Short",
    "UNTERM English Formal",
    "CLDR display name",
    "ISO4217-currency_country_name",
  ] as const);
  for (const row of table.rows) {
    const r = read(row);
    const alpha2 = r["ISO3166-1-Alpha-2"];
    if (!alpha2) continue;
    add(r["CLDR display name"], alpha2);
    add(r.official_name_en, alpha2);
    add(r["UNTERM English Short"], alpha2);
    add(r["UNTERM English Formal"], alpha2);
    add(r["ISO4217-currency_country_name"], alpha2);
    add(r["ISO3166-1-Alpha-3"], alpha2);
    add(alpha2, alpha2);
  }
  for (const [alpha2, value] of Object.entries(countryLocaleFile("en"))) {
    for (const name of allNames(value)) add(name, alpha2);
  }
  return map;
}

/**
 * ISO 3166-1 alpha-2 of a country as a sanctions list names it ("Korea, North", "Iran (Islamic
 * Republic of)", "RUS"), or null when it is not a country (a region, "Palestinian" is mapped).
 */
export function resolveCountry(name: string | null | undefined): string | null {
  if (!name) return null;
  const known = resolved.get(name);
  if (known !== undefined) return known;
  const code = resolveUncached(name);
  resolved.set(name, code);
  return code;
}

function resolveUncached(name: string): string | null {
  lookup ??= buildLookup();
  // "possibly Palestinian", "Region: Gaza": the qualifier is not part of the name.
  const key = normaliseCountryName(name.replace(/^\s*(possibly|region:)\s+/i, ""));
  if (!key) return null;
  const direct = lookup.get(key);
  if (direct) return direct;
  // "Iran (Islamic Republic of)" and "Sudan (formerly)" style: try without the bracket.
  const unbracketed = normaliseCountryName(name.replace(/\([^)]*\)/g, " "));
  return lookup.get(unbracketed) ?? null;
}
