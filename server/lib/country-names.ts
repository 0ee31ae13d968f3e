import countries from "i18n-iso-countries";

/**
 * Country names as government data sets write them (US Census, EIA, EDGAR descriptions) to ISO
 * 3166-1 alpha-2. i18n-iso-countries knows the usual English names and aliases; the table below
 * covers the spellings it does not. Gaza Strip and West Bank are reported under PS.
 */
const SPELLINGS: Record<string, string> = {
  "BRITISH INDIAN OCEAN TERRITORIES": "IO",
  "BRITISH VIRGIN ISLANDS": "VG",
  BRUNEI: "BN",
  BURMA: "MM",
  "CABO VERDE": "CV",
  "CANADA (FEDERAL LEVEL)": "CA",
  "CONGO (BRAZZAVILLE)": "CG",
  "CONGO (KINSHASA)": "CD",
  "CONGO, THE DEMOCRATIC REPUBLIC OF THE": "CD",
  CURACAO: "CW",
  "FALKLAND ISLANDS (ISLAS MALVINAS)": "FK",
  "FRENCH SOUTHERN AND ANTARCTIC LANDS": "TF",
  "GAZA STRIP ADMINISTERED BY ISRAEL": "PS",
  "HEARD AND MCDONALD ISLANDS": "HM",
  "KOREA, NORTH": "KP",
  "KOREA, SOUTH": "KR",
  LAOS: "LA",
  MACAU: "MO",
  MACEDONIA: "MK",
  MICRONESIA: "FM",
  MOLDOVA: "MD",
  "SINT MAARTEN": "SX",
  "ST HELENA": "SH",
  "ST KITTS AND NEVIS": "KN",
  "ST LUCIA": "LC",
  "ST PIERRE AND MIQUELON": "PM",
  "ST VINCENT AND THE GRENADINES": "VC",
  "SVALBARD, JAN MAYEN ISLAND": "SJ",
  SWAZILAND: "SZ",
  SYRIA: "SY",
  "VATICAN CITY": "VA",
  "WEST BANK ADMINISTERED BY ISRAEL": "PS",
  "NETHERLANDS ANTILLES": "CW",
  "TRINIDAD & TOBAGO": "TT",
  "BOSNIA & HERZEGOVINA": "BA",
  "UNITED KINGDOM (GREAT BRITAIN)": "GB",
};

const titleCase = (name: string) =>
  name.toLowerCase().replace(/(^|[\s(,-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());

const cache = new Map<string, string | undefined>();

/** Cached: data sets repeat a few hundred names over hundreds of thousands of rows. */
export function countryCodeFromName(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  if (cache.has(name)) return cache.get(name);
  const code = lookup(name);
  cache.set(name, code);
  return code;
}

function lookup(name: string): string | undefined {
  const trimmed = name.trim();
  const upper = trimmed.toUpperCase();
  if (SPELLINGS[upper]) return SPELLINGS[upper];
  // EDGAR describes provinces as "Ontario, Canada".
  if (/, CANADA$/.test(upper)) return "CA";
  return countries.getAlpha2Code(trimmed, "en") ?? countries.getAlpha2Code(titleCase(trimmed), "en") ?? undefined;
}
