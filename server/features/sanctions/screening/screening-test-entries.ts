import { newEntry, type EntryType, type SanctionEntry } from "../sanction-entry.ts";
import { toScreeningEntry } from "./entry-mapping.ts";
import type { ScreeningEntry } from "./screening-entry.ts";

type Extra = Partial<Pick<SanctionEntry, "birthDates" | "identifiers" | "nationalities">> & {
  aliases?: string[];
  weakAliases?: string[];
};

/** A list entry for unit tests, as a parser would make it. */
export function testEntry(
  sourceId: string,
  type: EntryType,
  name: string,
  extra: Extra = {},
  listId = "ofac-sdn",
): ScreeningEntry {
  const entry = newEntry(sourceId, type, name);
  const alias = (n: string, quality: "strong" | "weak") =>
    ({ name: n, nameType: "aka", quality, script: "latin", language: null }) as const;
  entry.names.push(...(extra.aliases ?? []).map((n) => alias(n, "strong")));
  entry.names.push(...(extra.weakAliases ?? []).map((n) => alias(n, "weak")));
  Object.assign(entry, {
    birthDates: extra.birthDates ?? [],
    identifiers: extra.identifiers ?? [],
    nationalities: extra.nationalities ?? [],
  });
  return toScreeningEntry(listId, entry);
}

export const birth = (year: number, month: number | null = null, day: number | null = null) => ({
  text: [year, month, day].filter(Boolean).join("-"),
  year,
  month,
  day,
  yearTo: null,
  isApproximate: false,
});
