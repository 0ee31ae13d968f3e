import { hashOf } from "../../../lib/data-files.ts";
import { resolveCountry } from "../../../lib/country-resolver.ts";
import { newEntry, type EntryType, type ParsedList, type Reject, type SanctionEntry } from "../sanction-entry.ts";
import { cell, duplicateTracker, readListCsv, rejectRecord, type ListFile } from "./list-file.ts";
import { parseOfacRemarks } from "./ofac-remarks.ts";

/** The four files of an OFAC classic CSV release (SDN: sdn/add/alt/sdn_comments; non-SDN: cons_*). */
export type OfacFiles = {
  main: ListFile;
  add?: ListFile | undefined;
  alt?: ListFile | undefined;
  comments?: ListFile | undefined;
};

const MAIN_FIELDS = 12;
const TYPES: Record<string, EntryType> = { individual: "individual", vessel: "vessel", aircraft: "aircraft" };

function parsePrograms(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(/\]\s*\[/)
    .map((p) => p.replace(/^\[|\]$/g, "").trim())
    .filter(Boolean);
}

/** sdn_comments.csv: remarks that did not fit, to be appended to the entry's remarks. */
function readComments(file: ListFile | undefined, rejects: Reject[]): Map<string, string> {
  const comments = new Map<string, string>();
  if (!file) return comments;
  const read = readListCsv(file);
  rejects.push(...read.rejects);
  for (const record of read.records) {
    const id = cell(record.fields[0]);
    const text = record.fields[1] ?? "";
    if (record.fields.length !== 2 || !id || !/^\d+$/.test(id)) {
      rejects.push(
        rejectRecord(file.name, record, `expected 2 fields (ent_num, remarks), found ${record.fields.length}`),
      );
      continue;
    }
    comments.set(id, (comments.get(id) ?? "") + text);
  }
  return comments;
}

function mainEntry(fields: string[], comments: Map<string, string>): SanctionEntry | string {
  const id = cell(fields[0]);
  const name = cell(fields[1]);
  if (!id || !/^\d+$/.test(id)) return `ent_num "${fields[0] ?? ""}" is not a number`;
  if (!name) return `entry ${id} has no name`;
  const typeText = cell(fields[2]);
  const entryType = typeText === null ? "entity" : TYPES[typeText.toLowerCase()];
  if (!entryType) return `entry ${id}: unknown SDN_Type "${typeText}"`;
  const entry = newEntry(id, entryType, name);
  entry.programmes = parsePrograms(cell(fields[3]));
  const remarks = [cell(fields[11]), comments.get(id) ?? null].filter(Boolean).join("") || null;
  entry.remarks = remarks;
  const labels = ["title", "callSign", "vesselType", "tonnage", "grossRegisteredTonnage", "vesselFlag", "vesselOwner"];
  labels.forEach((label, i) => {
    const value = cell(fields[4 + i]);
    if (value) entry.details[label] = value;
  });
  const facts = parseOfacRemarks(remarks);
  entry.names.push(...facts.names);
  entry.birthDates = facts.birthDates;
  entry.birthPlaces = facts.birthPlaces;
  entry.nationalities = facts.nationalities;
  entry.identifiers = facts.identifiers;
  Object.assign(entry.details, facts.details);
  return entry;
}

function readAliases(file: ListFile | undefined, byId: Map<string, SanctionEntry>, rejects: Reject[]): void {
  if (!file) return;
  const read = readListCsv(file);
  rejects.push(...read.rejects);
  for (const record of read.records) {
    const [entNum, , type, name] = record.fields.map(cell);
    if (record.fields.length !== 5) {
      rejects.push(
        rejectRecord(
          file.name,
          record,
          `expected 5 fields (ent_num, alt_num, alt_type, alt_name, alt_remarks), found ${record.fields.length}`,
        ),
      );
      continue;
    }
    const entry = entNum ? byId.get(entNum) : undefined;
    if (!entry || !name) {
      rejects.push(
        rejectRecord(
          file.name,
          record,
          entry ? "alias without a name" : `alias for ent_num ${entNum ?? "?"}, which the main file does not list`,
        ),
      );
      continue;
    }
    const kind = (type ?? "aka").toLowerCase().replace(/\./g, "");
    const nameType = kind === "fka" || kind === "nka" ? kind : "aka";
    entry.names.push({ name, nameType, quality: "strong", script: "latin", language: null });
  }
}

function readAddresses(file: ListFile | undefined, byId: Map<string, SanctionEntry>, rejects: Reject[]): void {
  if (!file) return;
  const read = readListCsv(file);
  rejects.push(...read.rejects);
  for (const record of read.records) {
    if (record.fields.length !== 6) {
      rejects.push(
        rejectRecord(
          file.name,
          record,
          `expected 6 fields (ent_num, add_num, address, city/state/postal code, country, remarks), found ${record.fields.length}`,
        ),
      );
      continue;
    }
    const [entNum, , street = null, city = null, country = null, remarks = null] = record.fields.map(cell);
    const entry = entNum ? byId.get(entNum) : undefined;
    if (!entry) {
      rejects.push(
        rejectRecord(file.name, record, `address for ent_num ${entNum ?? "?"}, which the main file does not list`),
      );
      continue;
    }
    if (!street && !city && !country && !remarks) continue;
    // OFAC puts city, state and postal code in one column; it is kept whole as `city`.
    entry.addresses.push({
      street,
      city,
      region: null,
      postalCode: null,
      country,
      countryCode: resolveCountry(country),
      remarks,
    });
  }
}

/**
 * Reads an OFAC classic CSV release: the main file (12 columns, Latin-1, Ctrl-Z at the end), its
 * addresses, aliases and remark continuations. Bad rows are rejected with their line; a missing
 * end marker or an unclosed quote marks the release incomplete (nothing is then removed).
 */
export function parseOfac(listId: string, files: OfacFiles, version: string | null): ParsedList {
  const rejects: Reject[] = [];
  const comments = readComments(files.comments, rejects);
  const main = readListCsv(files.main);
  rejects.push(...main.rejects);
  const warnings: string[] = [];
  if (!main.endMarker) warnings.push(`${files.main.name} has no end-of-file marker (Ctrl-Z): it may be truncated`);
  const byId = new Map<string, SanctionEntry>();
  const firstSeen = duplicateTracker();
  const rowText = new Map<string, string>();
  for (const record of main.records) {
    if (record.fields.length !== MAIN_FIELDS) {
      rejects.push(
        rejectRecord(files.main.name, record, `expected ${MAIN_FIELDS} fields, found ${record.fields.length}`),
      );
      continue;
    }
    const entry = mainEntry(record.fields, comments);
    if (typeof entry === "string") {
      rejects.push(rejectRecord(files.main.name, record, entry));
      continue;
    }
    const first = firstSeen(entry.sourceId, record.line);
    const text = record.fields.join(",");
    if (first !== null) {
      const same = rowText.get(entry.sourceId) === text;
      const reason = same
        ? `duplicate of line ${first}`
        : `ent_num ${entry.sourceId} again, with other content (first on line ${first})`;
      rejects.push(rejectRecord(files.main.name, record, reason, ",", same ? "duplicate" : "error"));
      continue;
    }
    rowText.set(entry.sourceId, text);
    byId.set(entry.sourceId, entry);
  }
  readAliases(files.alt, byId, rejects);
  readAddresses(files.add, byId, rejects);
  const entries = [...byId.values()];
  const programmes = new Map<string, string | null>();
  for (const e of entries) for (const p of e.programmes) programmes.set(p, null);
  const all = [files.main, files.add, files.alt, files.comments].filter((f): f is ListFile => Boolean(f));
  const listed = version ?? files.main.modifiedOn ?? "unknown";
  return {
    listId,
    version: listed,
    publishedOn: /^\d{4}-\d{2}-\d{2}$/.test(listed) ? listed : null,
    contentHash: hashOf(
      all.flatMap((f) => [f.name, f.bytes]),
      64,
    ),
    isComplete: main.isComplete && main.endMarker,
    recordsRead: main.records.length,
    entries,
    programmes,
    rejects,
    warnings,
  };
}
