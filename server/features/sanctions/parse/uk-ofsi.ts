import { hashOf } from "../../../lib/data-files.ts";
import { headerIndex } from "../../../lib/csv.ts";
import { resolveCountry } from "../../../lib/country-resolver.ts";
import {
  ListFileError,
  newEntry,
  scriptOf,
  type ParsedList,
  type Reject,
  type SanctionEntry,
} from "../sanction-entry.ts";
import { birthDate, isoDate } from "./dates.ts";
import { duplicateTracker, readListCsv, rejectRecord, type ListFile } from "./list-file.ts";

const NAMES = ["Name 1", "Name 2", "Name 3", "Name 4", "Name 5"] as const;
const ADDRESS = ["Address 1", "Address 2", "Address 3", "Address 4", "Address 5", "Address 6"] as const;
const REQUIRED = [
  "Name 6",
  ...NAMES,
  "Title",
  "DOB",
  "Town of Birth",
  "Country of Birth",
  "Nationality",
  "Passport Details",
  "NI Number",
  "Position",
  ...ADDRESS,
  "Post/Zip Code",
  "Country",
  "Other Information",
  "Group Type",
  "Alias Type",
  "Regime",
  "Listed On",
  "Last Updated",
  "Group ID",
] as const;
type Row = Record<(typeof REQUIRED)[number], string>;

/** "1) Saudi Arabia 2) Qatar", "(1) Sudan (2) Chad", "a) General, b) Minister" → items. */
export function numberedItems(value: string): string[] {
  if (!value) return [];
  const parts = value.split(/\s*(?:^|\s)\(?(?:\d{1,2}|[a-h])\)\s*/).map((p) => p.trim().replace(/[,;.]$/, ""));
  return parts.filter(Boolean);
}

function addRow(entry: SanctionEntry, r: Row): void {
  const name =
    entry.entryType === "individual" ? [...NAMES.map((n) => r[n]), r["Name 6"]].filter(Boolean).join(" ") : r["Name 6"];
  const isPrime = /prime/i.test(r["Alias Type"]);
  if (name && !entry.names.some((n) => n.name === name)) {
    entry.names.push({
      name,
      nameType: isPrime ? "primary" : "aka",
      quality: null,
      script: scriptOf(name),
      language: null,
    });
    if (isPrime) entry.primaryName = name;
  }
  if (r.DOB) {
    const dob = r.DOB.replace(/^00\/00\//, "").replace(/^00\//, "");
    entry.birthDates.push({ ...birthDate(dob), text: r.DOB });
  }
  const place = [r["Town of Birth"], r["Country of Birth"]].filter(Boolean).join(", ");
  if (place) entry.birthPlaces.push({ place, countryCode: resolveCountry(r["Country of Birth"]) });
  for (const country of numberedItems(r.Nationality)) {
    entry.nationalities.push({ country, countryCode: resolveCountry(country), kind: "nationality" });
  }
  for (const passport of numberedItems(r["Passport Details"])) {
    entry.identifiers.push({
      idType: "passport",
      label: "Passport Details",
      value: passport,
      country: null,
      countryCode: null,
      notes: null,
    });
  }
  for (const ni of numberedItems(r["NI Number"])) {
    entry.identifiers.push({
      idType: "national_id",
      label: "NI Number",
      value: ni,
      country: null,
      countryCode: null,
      notes: null,
    });
  }
  const street = ADDRESS.map((a) => r[a])
    .filter(Boolean)
    .join(", ");
  if (street || r.Country || r["Post/Zip Code"]) {
    entry.addresses.push({
      street: street || null,
      city: null,
      region: null,
      postalCode: r["Post/Zip Code"] || null,
      country: r.Country || null,
      countryCode: resolveCountry(r.Country),
      remarks: null,
    });
  }
  for (const [key, value] of [
    ["title", r.Title],
    ["position", r.Position],
  ] as const) {
    if (value) {
      const list = (entry.details[key] ??= []) as string[];
      if (!list.includes(value)) list.push(value);
    }
  }
  if (r["Other Information"] && !(entry.remarks ?? "").includes(r["Other Information"])) {
    entry.remarks = entry.remarks ? `${entry.remarks}\n${r["Other Information"]}` : r["Other Information"];
  }
  if (r.Regime && !entry.programmes.includes(r.Regime)) entry.programmes.push(r.Regime);
  entry.listedOn ??= isoDate(r["Listed On"]);
  const updated = isoDate(r["Last Updated"]);
  if (updated && !(typeof entry.details.lastUpdated === "string" && entry.details.lastUpdated >= updated)) {
    entry.details.lastUpdated = updated;
  }
}

/**
 * Reads the UK OFSI consolidated list in its legacy CSV layout (one row per name of a group,
 * grouped by Group ID). An optional `Last Updated,dd/mm/yyyy` first line dates the list. Some
 * copies carry an extra empty first header cell; it is dropped when the rows are one cell shorter.
 */
export function parseUkOfsi(file: ListFile, version: string | null): ParsedList {
  const read = readListCsv(file);
  const rejects: Reject[] = [...read.rejects];
  const headAt = read.records.findIndex(
    (r) => r.fields.some((f) => f.trim() === "Group ID") && r.fields.some((f) => f.trim() === "Name 6"),
  );
  if (headAt === -1) throw new ListFileError(`${file.name}: no header row with "Name 6" and "Group ID"`);
  const preamble = read.records.slice(0, headAt).find((r) => /last updated/i.test(r.fields[0] ?? ""));
  const head = (read.records[headAt] as { fields: string[] }).fields.map((f) => f.trim());
  const rows = read.records.slice(headAt + 1);
  const shorter = rows.filter((r) => r.fields.length === head.length - 1).length;
  if (head[0] === "" && shorter > rows.length / 2) head.shift();
  const index = headerIndex(head);
  const missing = REQUIRED.filter((name) => !index.has(name));
  if (missing.length > 0) throw new ListFileError(`${file.name}: missing columns ${missing.join(", ")}`);
  const groups = new Map<string, SanctionEntry>();
  const firstSeen = duplicateTracker();
  let latest: string | null = null;
  for (const record of rows) {
    if (record.fields.length !== head.length) {
      rejects.push(rejectRecord(file.name, record, `expected ${head.length} fields, found ${record.fields.length}`));
      continue;
    }
    const r = Object.fromEntries(REQUIRED.map((n) => [n, (record.fields[index.get(n) as number] ?? "").trim()])) as Row;
    if (!/^\d+$/.test(r["Group ID"]) || !r["Name 6"]) {
      rejects.push(
        rejectRecord(
          file.name,
          record,
          `a row needs a numeric Group ID and a Name 6 (found "${r["Group ID"]}", "${r["Name 6"]}")`,
        ),
      );
      continue;
    }
    const first = firstSeen(record.fields.join(","), record.line);
    if (first !== null) {
      rejects.push(rejectRecord(file.name, record, `duplicate of line ${first}`, ",", "duplicate"));
      continue;
    }
    const updated = isoDate(r["Last Updated"]);
    if (updated && (!latest || updated > latest)) latest = updated;
    let entry = groups.get(r["Group ID"]);
    if (!entry) {
      const type = /ship/i.test(r["Group Type"])
        ? "vessel"
        : /individual/i.test(r["Group Type"])
          ? "individual"
          : "entity";
      entry = newEntry(r["Group ID"], type, "");
      entry.names = [];
      groups.set(r["Group ID"], entry);
    }
    addRow(entry, r);
  }
  for (const entry of groups.values()) {
    if (!entry.primaryName) {
      const first = entry.names[0] as (typeof entry.names)[number];
      first.nameType = "primary";
      entry.primaryName = first.name;
    }
  }
  const stated = preamble ? isoDate(preamble.fields[1]) : null;
  const listed = version ?? stated ?? latest ?? file.modifiedOn ?? "unknown";
  const entries = [...groups.values()];
  const programmes = new Map<string, string | null>();
  for (const e of entries) for (const p of e.programmes) programmes.set(p, p);
  return {
    listId: "uk-ofsi",
    version: listed,
    publishedOn: /^\d{4}-\d{2}-\d{2}$/.test(listed) ? listed : null,
    contentHash: hashOf([file.name, file.bytes], 64),
    isComplete: read.isComplete,
    recordsRead: rows.length,
    entries,
    programmes,
    rejects,
    warnings: [],
  };
}
