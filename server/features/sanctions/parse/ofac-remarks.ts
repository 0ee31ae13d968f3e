import { resolveCountry } from "../../../lib/country-resolver.ts";
import type {
  SanctionBirthDate,
  SanctionBirthPlace,
  SanctionIdentifier,
  SanctionName,
  SanctionNationality,
} from "../sanction-entry.ts";
import { scriptOf } from "../sanction-entry.ts";
import { birthDate } from "./dates.ts";
import { identifierKind } from "./identifier-types.ts";

export type RemarkFacts = {
  names: SanctionName[];
  birthDates: SanctionBirthDate[];
  birthPlaces: SanctionBirthPlace[];
  nationalities: SanctionNationality[];
  identifiers: SanctionIdentifier[];
  details: Record<string, string | string[]>;
};

/** Remarks that carry a number but are not identifiers (dates, legal references). */
const NOT_IDENTIFIERS =
  /^(DOB|POB|Organization Established Date|Aircraft Manufacture Date|Vessel Year of Build|Listing Date|Effective Date|Executive Order|CAATSA|Secondary sanctions risk|Additional Sanctions Information|Transactions Prohibited|IFCA|For more information|Linked To|Organization Type|Target Type|Nationality of Registration|Aircraft Model|Aircraft Operator|Vessel Flag|Other Vessel|Former Vessel|Vessel Type|Gender|Title|Member of|Equity Ticker|Issuer Name|ISIN|Effective Date|Prohibited)/i;

/** Labels whose value may hold no digit at all. */
const LABELS_WITHOUT_DIGITS = /^(SWIFT\/BIC|Website|Email Address|Digital Currency Address - [A-Z0-9]+)\s+(.+)$/;

/** The end of a label that introduces an identifier. */
const LABEL_END =
  /(No\.?|#|Number|ID|Passport|Pasaporte|Code|BIC|IMO|MMSI|License|Licence|Card|D\.N\.I\.|C\.U\.R\.P\.|R\.F\.C\.|C\.U\.I\.T\.|C\.U\.I\.P\.|\(MSN\)|\(CBLS\)|\(USCC\)|F\/N\)|SSN|RUC|NIT|Cedula|Address - [A-Z0-9]+)$/i;

/** Splits remarks on `;` outside brackets. */
export function remarkSegments(remarks: string): string[] {
  const segments: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of remarks) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (ch === ";" && depth === 0) {
      segments.push(current);
      current = "";
    } else current += ch;
  }
  segments.push(current);
  return segments.map((s) => s.trim()).filter(Boolean);
}

/** "1084010 (Egypt) issued 01 Jan 2010" → value, country, notes. */
function valueParts(rest: string): { value: string; country: string | null; notes: string | null } {
  const m =
    /^(.*?)(?:\s+\(([^()]+)\))?(?:\s+((?:issued|expires|Expiration|Issue Date|Date of Issue|valid)\b.*))?$/i.exec(rest);
  const value = (m?.[1] ?? rest).trim();
  return { value, country: m?.[2]?.trim() ?? null, notes: m?.[3]?.trim() ?? null };
}

/** An identifier remark ("Passport 1084010 (Egypt)", "Tax ID No. 7744001497 (Russia)"), or null. */
export function parseIdentifier(segment: string): SanctionIdentifier | null {
  if (NOT_IDENTIFIERS.test(segment)) return null;
  let label: string;
  let rest: string;
  const known = LABELS_WITHOUT_DIGITS.exec(segment);
  if (known) {
    label = known[1] as string;
    rest = known[2] as string;
  } else {
    const tokens = segment.split(/\s+/);
    const firstDigit = tokens.findIndex((t) => /\d/.test(t));
    if (firstDigit <= 0) return null;
    let cut = firstDigit;
    // "V.A.T. Number BG 121024920": the label stops at its last id word, the rest is the value.
    while (cut > 0 && !LABEL_END.test(tokens.slice(0, cut).join(" "))) cut--;
    if (cut === 0) return null;
    label = tokens.slice(0, cut).join(" ");
    rest = tokens.slice(cut).join(" ");
  }
  const { value, country, notes } = valueParts(rest);
  if (!value) return null;
  const idType = identifierKind(label);
  const cleanValue = idType === "imo" || idType === "imo_company" ? value.replace(/^IMO\s+/i, "") : value;
  return { idType, label, value: cleanValue, country, countryCode: resolveCountry(country), notes };
}

function placeCountry(place: string): string | null {
  const parts = place.split(",");
  return resolveCountry(parts[parts.length - 1]?.trim()) ?? resolveCountry(place);
}

/**
 * Reads the facts OFAC writes into the classic CSV's remarks: weak aliases (`a.k.a. 'X'`), birth
 * dates and places, nationality and citizenship, gender, links, and identifiers with their issuing
 * country. Anything else stays only in the remarks text, which is always kept whole.
 */
export function parseOfacRemarks(remarks: string | null): RemarkFacts {
  const facts: RemarkFacts = {
    names: [],
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
    identifiers: [],
    details: {},
  };
  if (!remarks) return facts;
  const linked: string[] = [];
  for (const raw of remarkSegments(remarks.replace(/\.\s*$/, ""))) {
    const segment = raw.replace(/^alt\.\s+/i, "").trim();
    const alias = /^([afn])\.k\.a\.,?\s+'(.+)'\.?$/i.exec(segment);
    let m: RegExpExecArray | null;
    if (alias) {
      const name = (alias[2] as string).trim();
      const nameType = `${(alias[1] as string).toLowerCase()}ka` as "aka" | "fka" | "nka";
      facts.names.push({ name, nameType, quality: "weak", script: scriptOf(name), language: null });
    } else if ((m = /^DOB\s+(.+)$/i.exec(segment))) {
      facts.birthDates.push(birthDate(m[1] as string));
    } else if ((m = /^POB\s+(.+)$/i.exec(segment))) {
      const place = (m[1] as string).trim();
      facts.birthPlaces.push({ place, countryCode: placeCountry(place) });
    } else if ((m = /^Nationality of Registration\s+(.+)$/i.exec(segment))) {
      facts.details.nationalityOfRegistration = (m[1] as string).trim();
    } else if ((m = /^(nationality|citizen)\s+(.+)$/i.exec(segment))) {
      const country = (m[2] as string).trim();
      const kind = (m[1] as string).toLowerCase() === "citizen" ? "citizenship" : "nationality";
      facts.nationalities.push({ country, countryCode: resolveCountry(country), kind });
    } else if ((m = /^Gender\s+(.+)$/i.exec(segment))) {
      facts.details.gender = (m[1] as string).trim();
    } else if ((m = /^Linked To:\s*(.+)$/i.exec(segment))) {
      linked.push((m[1] as string).trim());
    } else {
      const identifier = parseIdentifier(segment);
      if (identifier) facts.identifiers.push(identifier);
    }
  }
  if (linked.length > 0) facts.details.linkedTo = linked;
  return facts;
}
