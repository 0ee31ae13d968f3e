import { hashOf } from "../../../lib/data-files.ts";
import type { SanctionEntry, SanctionName } from "../sanction-entry.ts";

export type PreparedEntry = { entry: SanctionEntry; hash: string };

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function rank(name: SanctionName): number {
  if (name.nameType === "primary") return 0;
  return name.quality === "strong" ? 1 : name.quality === "weak" ? 3 : 2;
}

function isValidDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Drops repeated names, addresses and facts (lists repeat them across rows and regulations) and
 * fingerprints the entry, so that an unchanged entry is recognised and not rewritten.
 */
export function prepareEntry(entry: SanctionEntry): PreparedEntry {
  const listedOn = isValidDate(entry.listedOn) ? entry.listedOn : null;
  const clean: SanctionEntry = {
    ...entry,
    listedOn,
    details:
      listedOn === entry.listedOn ? entry.details : { ...entry.details, listedOnAsWritten: entry.listedOn ?? "" },
    programmes: [...new Set(entry.programmes)],
    // Primary names first, then strong, ungraded and weak aliases, each group in list order.
    names: uniqueBy(entry.names, (n) => `${n.name.toLowerCase()}|${n.nameType}|${n.script}`).sort(
      (a, b) => rank(a) - rank(b),
    ),
    addresses: uniqueBy(entry.addresses, (a) =>
      JSON.stringify([a.street, a.city, a.region, a.postalCode, a.country, a.remarks]),
    ),
    identifiers: uniqueBy(entry.identifiers, (i) => `${i.idType}|${i.value}|${i.country ?? ""}`),
    birthDates: uniqueBy(entry.birthDates, (d) => d.text).map((d) => ({
      ...d,
      year: d.year && d.year > 1000 && d.year < 3000 ? d.year : null,
      month: d.month && d.month >= 1 && d.month <= 12 ? d.month : null,
      day: d.day && d.day >= 1 && d.day <= 31 ? d.day : null,
      yearTo: d.yearTo && d.yearTo > 1000 && d.yearTo < 3000 ? d.yearTo : null,
    })),
    birthPlaces: uniqueBy(entry.birthPlaces, (p) => p.place),
    nationalities: uniqueBy(entry.nationalities, (n) => `${n.country}|${n.kind}`),
  };
  return { entry: clean, hash: hashOf([JSON.stringify(clean)], 32) };
}
