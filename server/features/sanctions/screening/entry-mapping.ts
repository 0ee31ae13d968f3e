import { SCREENING_ID_PREFIX } from "../../../../contract/screening-pages.ts";
import type { SanctionEntry } from "../sanction-entry.ts";
import { analyseName } from "./name-analysis.ts";
import { KIND_OF_SCHEMA, normaliseIdentifier, SCHEMA_OF_TYPE, type ScreeningEntry } from "./screening-entry.ts";

/** The result id of a list entry: the list's prefix and the list's own identifier of the entry. */
export function resultId(listId: string, sourceId: string): string {
  return `${SCREENING_ID_PREFIX[listId] ?? listId}-${sourceId}`;
}

const IDENTIFIER_PROPERTY: Record<string, string> = {
  passport: "passportNumber",
  tax_id: "taxNumber",
  registration: "registrationNumber",
  lei: "leiCode",
  swift_bic: "swiftBic",
  imo: "imoNumber",
  mmsi: "mmsi",
};

function add(properties: Record<string, string[]>, key: string, value: string | null | undefined): void {
  if (!value) return;
  const list = (properties[key] ??= []);
  if (!list.includes(value)) list.push(value);
}

function propertiesOf(entry: SanctionEntry): Record<string, string[]> {
  const p: Record<string, string[]> = {};
  for (const n of entry.names) {
    const key =
      n.nameType === "primary"
        ? "name"
        : n.quality === "weak"
          ? "weakAlias"
          : n.nameType === "aka"
            ? "alias"
            : "previousName";
    add(p, key, n.name);
  }
  for (const d of entry.birthDates) add(p, "birthDate", d.text);
  for (const b of entry.birthPlaces) add(p, "birthPlace", b.place);
  for (const n of entry.nationalities) add(p, n.kind, n.countryCode?.toLowerCase() ?? n.country);
  for (const a of entry.addresses) {
    add(p, "address", [a.street, a.city, a.region, a.postalCode, a.country].filter(Boolean).join(", "));
    add(p, "country", a.countryCode?.toLowerCase());
  }
  for (const i of entry.identifiers) add(p, IDENTIFIER_PROPERTY[i.idType] ?? "idNumber", i.value);
  for (const code of entry.programmes) add(p, "program", code);
  add(p, "listingDate", entry.listedOn);
  add(p, "notes", entry.remarks);
  add(p, "topics", "sanction");
  return p;
}

/** A list entry as the screening engine holds it (names analysed for its schema). */
export function toScreeningEntry(listId: string, entry: SanctionEntry): ScreeningEntry {
  const schema = SCHEMA_OF_TYPE[entry.entryType];
  const kind = KIND_OF_SCHEMA[schema];
  const countries = [
    ...entry.nationalities.map((n) => n.countryCode),
    ...entry.addresses.map((a) => a.countryCode),
    ...entry.birthPlaces.map((b) => b.countryCode),
  ].filter((c): c is string => Boolean(c));
  return {
    id: resultId(listId, entry.sourceId),
    listId,
    sourceId: entry.sourceId,
    schema,
    caption: entry.primaryName,
    names: entry.names.map((n) => ({
      name: n.name,
      nameType: n.nameType,
      isWeak: n.quality === "weak",
      analysed: analyseName(n.name, kind),
    })),
    birthDates: entry.birthDates.map(({ year, month, day, yearTo }) => ({ year, month, day, yearTo })),
    countries: [...new Set(countries.map((c) => c.toUpperCase()))],
    identifiers: entry.identifiers.map((i) => ({
      idType: i.idType,
      value: i.value,
      normalised: normaliseIdentifier(i.value),
    })),
    programmes: entry.programmes,
    listedOn: entry.listedOn,
    properties: propertiesOf(entry),
  };
}
