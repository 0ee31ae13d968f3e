import type { AnalysedName, NameKind } from "./name-analysis.ts";

/** The Follow-the-Money schemas a query may name, and what each list entry type is. */
export type EntrySchema = "Person" | "Organization" | "Vessel" | "Airplane";

export const SCHEMA_OF_TYPE = {
  individual: "Person",
  entity: "Organization",
  vessel: "Vessel",
  aircraft: "Airplane",
} as const satisfies Record<string, EntrySchema>;

export type ScreeningName = {
  name: string;
  nameType: "primary" | "aka" | "fka" | "nka";
  /** OFAC weak a.k.a. and UN low-quality aliases never match alone. */
  isWeak: boolean;
  analysed: AnalysedName;
};

export type ScreeningDate = { year: number | null; month: number | null; day: number | null; yearTo: number | null };

export type ScreeningIdentifier = { idType: string; value: string; normalised: string };

/** One list entry as the engine holds it: its names analysed, and the facts the qualifiers compare. */
export type ScreeningEntry = {
  /** Result id: the list's prefix and its own identifier (`ofac-1234`). */
  id: string;
  listId: string;
  sourceId: string;
  schema: EntrySchema;
  caption: string;
  names: ScreeningName[];
  birthDates: ScreeningDate[];
  /** ISO 3166 alpha-2 codes of nationality, citizenship, addresses and birth places. */
  countries: string[];
  identifiers: ScreeningIdentifier[];
  programmes: string[];
  listedOn: string | null;
  /** The entry's properties in Follow-the-Money names, as the match API returns them. */
  properties: Record<string, string[]>;
};

export const KIND_OF_SCHEMA: Record<EntrySchema, NameKind> = {
  Person: "person",
  Organization: "organisation",
  Vessel: "any",
  Airplane: "any",
};

/** An identifier compared as letters and digits only, upper case ("AB-12 345" = "ab12345"). */
export function normaliseIdentifier(value: string): string {
  return value
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}
