import { hashOf } from "../../../lib/data-files.ts";
import { child, childrenNamed, childText, parseXml, type XmlElement } from "../../../lib/xml.ts";
import { resolveCountry } from "../../../lib/country-resolver.ts";
import {
  ListFileError,
  newEntry,
  scriptOf,
  type ParsedList,
  type Reject,
  type SanctionEntry,
} from "../sanction-entry.ts";
import { dateParts } from "./dates.ts";
import { identifierKind } from "./identifier-types.ts";
import { decodeListFile, duplicateTracker, type ListFile } from "./list-file.ts";

function values(element: XmlElement, name: string): string[] {
  const holder = child(element, name);
  if (!holder) return [];
  return childrenNamed(holder, "VALUE")
    .map((v) => v.text.trim())
    .filter(Boolean);
}

function joined(parts: (string | null)[], separator = ", "): string | null {
  const kept = parts.filter((p): p is string => Boolean(p));
  return kept.length > 0 ? kept.join(separator) : null;
}

function addAliases(entry: SanctionEntry, element: XmlElement, tag: string): void {
  for (const alias of childrenNamed(element, tag)) {
    const name = childText(alias, "ALIAS_NAME");
    if (!name) continue;
    const quality = childText(alias, "QUALITY");
    entry.names.push({
      name,
      nameType: quality === "f.k.a." ? "fka" : "aka",
      quality: quality === "Low" ? "weak" : quality === "Good" ? "strong" : null,
      script: scriptOf(name),
      language: null,
    });
  }
}

function addAddresses(entry: SanctionEntry, element: XmlElement, tag: string): void {
  for (const a of childrenNamed(element, tag)) {
    const country = childText(a, "COUNTRY");
    const address = {
      street: childText(a, "STREET"),
      city: childText(a, "CITY"),
      region: childText(a, "STATE_PROVINCE"),
      postalCode: childText(a, "ZIP_CODE"),
      country,
      countryCode: resolveCountry(country),
      remarks: childText(a, "NOTE"),
    };
    if (Object.values(address).some(Boolean)) entry.addresses.push(address);
  }
}

function addPersonFacts(entry: SanctionEntry, element: XmlElement): void {
  for (const d of childrenNamed(element, "INDIVIDUAL_DATE_OF_BIRTH")) {
    const type = childText(d, "TYPE_OF_DATE");
    const date = childText(d, "DATE");
    const year = childText(d, "YEAR") ?? childText(d, "FROM_YEAR");
    const toYear = childText(d, "TO_YEAR");
    const text = joined([date ?? year, toYear ? `to ${toYear}` : null, childText(d, "NOTE")], " ");
    if (!text) continue;
    const parts = date ? dateParts(date) : { year: year ? Number(year) : null, month: null, day: null };
    entry.birthDates.push({
      text,
      ...parts,
      yearTo: toYear ? Number(toYear) : null,
      isApproximate: type === "APPROXIMATELY",
    });
  }
  for (const p of childrenNamed(element, "INDIVIDUAL_PLACE_OF_BIRTH")) {
    const country = childText(p, "COUNTRY");
    const place = joined([childText(p, "STREET"), childText(p, "CITY"), childText(p, "STATE_PROVINCE"), country]);
    if (place) entry.birthPlaces.push({ place, countryCode: resolveCountry(country) });
  }
  for (const country of values(element, "NATIONALITY")) {
    entry.nationalities.push({ country, countryCode: resolveCountry(country), kind: "nationality" });
  }
  for (const doc of childrenNamed(element, "INDIVIDUAL_DOCUMENT")) {
    const value = childText(doc, "NUMBER");
    if (!value) continue;
    const label =
      joined([childText(doc, "TYPE_OF_DOCUMENT"), childText(doc, "TYPE_OF_DOCUMENT2")], " / ") ?? "Document";
    const country = childText(doc, "ISSUING_COUNTRY") ?? childText(doc, "COUNTRY_OF_ISSUE");
    const notes = joined(
      [childText(doc, "DATE_OF_ISSUE"), childText(doc, "CITY_OF_ISSUE"), childText(doc, "NOTE")],
      "; ",
    );
    entry.identifiers.push({
      idType: identifierKind(label),
      label,
      value,
      country,
      countryCode: resolveCountry(country),
      notes,
    });
  }
  const gender = childText(element, "GENDER");
  if (gender) entry.details.gender = gender;
  const titles = values(element, "TITLE");
  if (titles.length) entry.details.title = titles;
  const designations = values(element, "DESIGNATION");
  if (designations.length) entry.details.designation = designations;
}

function toEntry(element: XmlElement, isPerson: boolean): SanctionEntry | string {
  const id = childText(element, "DATAID");
  if (!id) return "record without DATAID";
  const name = joined(
    ["FIRST_NAME", "SECOND_NAME", "THIRD_NAME", "FOURTH_NAME"].map((n) => childText(element, n)),
    " ",
  );
  if (!name) return `record ${id} has no name`;
  const entry = newEntry(id, isPerson ? "individual" : "entity", name);
  const original = childText(element, "NAME_ORIGINAL_SCRIPT");
  if (original)
    entry.names.push({ name: original, nameType: "primary", quality: null, script: "original", language: null });
  entry.programmes = [childText(element, "UN_LIST_TYPE") ?? "UN"];
  entry.listedOn = childText(element, "LISTED_ON");
  entry.remarks = childText(element, "COMMENTS1");
  const reference = childText(element, "REFERENCE_NUMBER");
  if (reference) entry.details.referenceNumber = reference;
  addAliases(entry, element, isPerson ? "INDIVIDUAL_ALIAS" : "ENTITY_ALIAS");
  addAddresses(entry, element, isPerson ? "INDIVIDUAL_ADDRESS" : "ENTITY_ADDRESS");
  if (isPerson) addPersonFacts(entry, element);
  return entry;
}

/**
 * Reads the UN Security Council consolidated list XML (INDIVIDUALS and ENTITIES). A truncated file
 * keeps its complete records; the record it ends inside is reported with its line.
 */
export function parseUnXml(file: ListFile, version: string | null): ParsedList {
  const { text } = decodeListFile(file);
  const { root, unclosed } = parseXml(text);
  if (!root || root.name !== "CONSOLIDATED_LIST") {
    throw new ListFileError(`${file.name}: not a UN consolidated list (no <CONSOLIDATED_LIST> root element)`);
  }
  const rejects: Reject[] = [];
  const open = new Set(unclosed);
  for (const element of unclosed.filter((e) => e.name === "INDIVIDUAL" || e.name === "ENTITY")) {
    rejects.push({
      file: file.name,
      line: element.line,
      reason: `the file ends inside this <${element.name}>`,
      excerpt: childText(element, "DATAID") ?? "",
      kind: "error",
    });
  }
  const entries: SanctionEntry[] = [];
  const firstSeen = duplicateTracker();
  let recordsRead = 0;
  for (const [group, tag] of [
    ["INDIVIDUALS", "INDIVIDUAL"],
    ["ENTITIES", "ENTITY"],
  ] as const) {
    const holder = child(root, group);
    for (const element of holder ? childrenNamed(holder, tag) : []) {
      if (open.has(element)) continue;
      recordsRead++;
      const entry = toEntry(element, tag === "INDIVIDUAL");
      if (typeof entry === "string") {
        rejects.push({ file: file.name, line: element.line, reason: entry, excerpt: "", kind: "error" });
        continue;
      }
      const first = firstSeen(entry.sourceId, element.line);
      if (first !== null) {
        rejects.push({
          file: file.name,
          line: element.line,
          reason: `duplicate DATAID ${entry.sourceId} (first on line ${first})`,
          excerpt: entry.primaryName,
          kind: "error",
        });
        continue;
      }
      entries.push(entry);
    }
  }
  const generated = root.attributes.dateGenerated?.slice(0, 10) ?? null;
  const listed = version ?? generated ?? file.modifiedOn ?? "unknown";
  const programmes = new Map<string, string | null>();
  for (const e of entries) for (const p of e.programmes) programmes.set(p, null);
  return {
    listId: "un-sc",
    version: listed,
    publishedOn: /^\d{4}-\d{2}-\d{2}$/.test(listed) ? listed : null,
    contentHash: hashOf([file.name, file.bytes], 64),
    isComplete: unclosed.length === 0,
    recordsRead,
    entries,
    programmes,
    rejects,
    warnings: unclosed.length > 0 ? [`${file.name} ends before </${unclosed[0]?.name}>: the file is truncated`] : [],
  };
}
