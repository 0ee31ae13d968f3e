/** The shape every list format is mapped to before it is written (client → mapper → writer). */
export type EntryType = "individual" | "entity" | "vessel" | "aircraft";

export type SanctionName = {
  name: string;
  nameType: "primary" | "aka" | "fka" | "nka";
  quality: "strong" | "weak" | null;
  script: "latin" | "original";
  language: string | null;
  /** Set when the row comes from another release than the entry (OFAC supplement). */
  source?: string;
};

export type SanctionAddress = {
  street: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string | null;
  countryCode: string | null;
  remarks: string | null;
  source?: string;
};

export type SanctionIdentifier = {
  idType: string;
  label: string;
  value: string;
  country: string | null;
  countryCode: string | null;
  notes: string | null;
};

export type SanctionBirthDate = {
  text: string;
  year: number | null;
  month: number | null;
  day: number | null;
  yearTo: number | null;
  isApproximate: boolean;
};

export type SanctionBirthPlace = { place: string; countryCode: string | null };

export type SanctionNationality = { country: string; countryCode: string | null; kind: "nationality" | "citizenship" };

export type SanctionEntry = {
  sourceId: string;
  entryType: EntryType;
  primaryName: string;
  programmes: string[];
  remarks: string | null;
  /** ISO date the list gives for the designation, when it gives one. */
  listedOn: string | null;
  details: Record<string, string | string[]>;
  names: SanctionName[];
  addresses: SanctionAddress[];
  identifiers: SanctionIdentifier[];
  birthDates: SanctionBirthDate[];
  birthPlaces: SanctionBirthPlace[];
  nationalities: SanctionNationality[];
};

/**
 * A row the parser refused, with the file and line for the report. `duplicate` rows repeat an
 * earlier row exactly (nothing is lost by skipping them); `error` rows are damaged or conflicting.
 */
export type Reject = { file: string; line: number; reason: string; excerpt: string; kind: "error" | "duplicate" };

/** What a parser makes of a list's files. */
export type ParsedList = {
  listId: string;
  /** The list's own date (YYYY-MM-DD) or version string. */
  version: string;
  publishedOn: string | null;
  contentHash: string;
  /** False when a file ended early (no OFAC end marker, XML left open, unclosed quote). */
  isComplete: boolean;
  recordsRead: number;
  entries: SanctionEntry[];
  programmes: Map<string, string | null>;
  rejects: Reject[];
  warnings: string[];
};

/** A list's files could not be read at all (missing file or column, wrong encoding). */
export class ListFileError extends Error {}

/** An empty entry to fill. */
export function newEntry(sourceId: string, entryType: EntryType, primaryName: string): SanctionEntry {
  return {
    sourceId,
    entryType,
    primaryName,
    programmes: [],
    remarks: null,
    listedOn: null,
    details: {},
    names: [{ name: primaryName, nameType: "primary", quality: null, script: scriptOf(primaryName), language: null }],
    addresses: [],
    identifiers: [],
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
  };
}

/** 'original' when the name has letters outside the Latin script (Arabic, Cyrillic, CJK, ...). */
export function scriptOf(name: string): "latin" | "original" {
  return /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(name) ? "original" : "latin";
}
