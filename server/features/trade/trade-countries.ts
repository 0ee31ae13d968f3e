import { columnsOf, readCsvTable, referencePath } from "../../lib/reference-files.ts";

/**
 * Country codes of international trade statistics to ISO 3166-1 alpha-2. UN Comtrade and CEPII
 * BACI use ISO numeric codes, except for a few historical UN statistical codes of their own; the
 * alpha-3 codes are ISO's (plus "S19", the UN's "Other Asia, nes", which is Taiwan).
 */
const UN_TRADE_NUMERIC: Record<string, string> = {
  "842": "US", // USA (includes Puerto Rico and the US Virgin Islands)
  "251": "FR", // France (includes Monaco)
  "757": "CH", // Switzerland (includes Liechtenstein)
  "699": "IN", // India
  "579": "NO", // Norway (includes Svalbard and Jan Mayen)
  "381": "IT", // Italy (includes San Marino)
  "490": "TW", // Other Asia, nes
};
const UN_TRADE_ALPHA3: Record<string, string> = { S19: "TW" };

export type TradeCountries = { alpha2: (code: string) => string | undefined };

let reference: { byNumeric: Map<string, string>; byAlpha3: Map<string, string>; alpha2: Set<string> } | undefined;

function referenceCodes() {
  if (reference) return reference;
  const path = referencePath("country-codes.csv.gz");
  const table = readCsvTable(path);
  const read = columnsOf(table, path, ["ISO3166-1-Alpha-2", "ISO3166-1-Alpha-3", "ISO3166-1-numeric"]);
  const byNumeric = new Map(Object.entries(UN_TRADE_NUMERIC));
  const byAlpha3 = new Map(Object.entries(UN_TRADE_ALPHA3));
  const alpha2 = new Set<string>();
  for (const row of table.rows.map(read)) {
    const code = row["ISO3166-1-Alpha-2"];
    if (!/^[A-Z]{2}$/.test(code)) continue;
    alpha2.add(code);
    if (row["ISO3166-1-numeric"]) byNumeric.set(String(Number(row["ISO3166-1-numeric"])), code);
    if (row["ISO3166-1-Alpha-3"]) byAlpha3.set(row["ISO3166-1-Alpha-3"], code);
  }
  return (reference = { byNumeric, byAlpha3, alpha2 });
}

/**
 * A resolver for numeric, alpha-3 and alpha-2 codes. `overrides` maps a file's own numeric codes
 * (BACI's country_codes_V*.csv) to alpha-2 or alpha-3 codes and wins over the built-in table.
 */
export function tradeCountries(overrides: ReadonlyMap<string, string> = new Map()): TradeCountries {
  const { byNumeric, byAlpha3, alpha2 } = referenceCodes();
  const fromIso = (code: string) => {
    const upper = code.trim().toUpperCase();
    if (/^[A-Z]{2}$/.test(upper)) return alpha2.has(upper) ? upper : undefined;
    if (/^[A-Z0-9]{3}$/.test(upper) && !/^\d+$/.test(upper)) return byAlpha3.get(upper);
    return undefined;
  };
  return {
    alpha2: (code) => {
      const text = code.trim();
      if (/^\d{1,3}$/.test(text)) {
        const numeric = String(Number(text));
        const own = overrides.get(numeric);
        return own !== undefined ? fromIso(own) : byNumeric.get(numeric);
      }
      return fromIso(text);
    },
  };
}
