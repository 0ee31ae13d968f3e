import { hashOf } from "../../../lib/data-files.ts";
import { headerIndex, parseCsv, type CsvRecord } from "../../../lib/csv.ts";
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
import { decodeListFile, duplicateTracker, rejectRecord, type ListFile } from "./list-file.ts";

const REQUIRED = [
  "Date_file",
  "Entity_logical_id",
  "Subject_type",
  "Leba_publication_date",
  "Programme",
  "Entity_remark",
  "Naal_logical_id",
  "Naal_lastname",
  "Naal_firstname",
  "Naal_middlename",
  "Naal_wholename",
  "Naal_gender",
  "Naal_title",
  "Naal_function",
  "Naal_language",
  "Addr_logical_id",
  "Addr_number",
  "Addr_street",
  "Addr_zipcode",
  "Addr_city",
  "Addr_country",
  "Addr_other",
  "Birt_logical_id",
  "Birt_date",
  "Birt_place",
  "Birt_country",
  "Iden_logical_id",
  "Iden_number",
  "Iden_country",
  "Citi_logical_id",
  "Citi_country",
] as const;
type Row = Record<(typeof REQUIRED)[number], string>;

/**
 * Some copies of the EU file were saved through a spreadsheet: every line is wrapped in quotes and
 * padded with tabs. Those lines are unwrapped and split on `;` (the file quotes nothing inside).
 */
function records(text: string): CsvRecord[] {
  if (!text.trimStart().startsWith('"Date_file')) return parseCsv(text, { delimiter: ";" }).records;
  return text.split(/\r?\n/).flatMap((raw, i) => {
    let line = raw.replace(/[\t\s]+$/, "");
    if (line === "") return [];
    if (line.startsWith('"') && line.endsWith('"')) line = line.slice(1, -1).replace(/""/g, '"');
    line = line.replace(/[\t\s]+$/, "").replace(/\\n/g, "\n");
    return [{ line: i + 1, fields: line.split(";") }];
  });
}

function push(list: string[], value: string) {
  if (value && !list.includes(value)) list.push(value);
}

function addRow(entry: SanctionEntry, r: Row): void {
  if (r.Naal_logical_id) {
    const name = r.Naal_wholename || [r.Naal_firstname, r.Naal_middlename, r.Naal_lastname].filter(Boolean).join(" ");
    if (name) {
      const language = r.Naal_language || null;
      entry.names.push({ name, nameType: "aka", quality: null, script: scriptOf(name), language });
    }
    for (const [key, value] of [
      ["gender", r.Naal_gender],
      ["title", r.Naal_title],
      ["function", r.Naal_function],
    ] as const) {
      if (value) push((entry.details[key] ??= []) as string[], value);
    }
  }
  if (r.Addr_logical_id) {
    const street = [r.Addr_number, r.Addr_street].filter(Boolean).join(" ") || null;
    entry.addresses.push({
      street,
      city: r.Addr_city || null,
      region: null,
      postalCode: r.Addr_zipcode || null,
      country: r.Addr_country || null,
      countryCode: resolveCountry(r.Addr_country),
      remarks: r.Addr_other || null,
    });
  }
  if (r.Birt_logical_id) {
    if (r.Birt_date) entry.birthDates.push(birthDate(r.Birt_date));
    const place = [r.Birt_place, r.Birt_country].filter(Boolean).join(", ");
    if (place) entry.birthPlaces.push({ place, countryCode: resolveCountry(r.Birt_country) });
  }
  if (r.Iden_logical_id && r.Iden_number) {
    const country = r.Iden_country || null;
    entry.identifiers.push({
      idType: "other",
      label: "Identification",
      value: r.Iden_number,
      country,
      countryCode: resolveCountry(country),
      notes: null,
    });
  }
  if (r.Citi_logical_id && r.Citi_country) {
    entry.nationalities.push({
      country: r.Citi_country,
      countryCode: resolveCountry(r.Citi_country),
      kind: "citizenship",
    });
  }
  const published = isoDate(r.Leba_publication_date);
  if (published && (!entry.listedOn || published < entry.listedOn)) entry.listedOn = published;
  if (r.Programme && !entry.programmes.includes(r.Programme)) entry.programmes.push(r.Programme);
  if (r.Entity_remark && !(entry.remarks ?? "").includes(r.Entity_remark)) {
    entry.remarks = entry.remarks ? `${entry.remarks}\n${r.Entity_remark}` : r.Entity_remark;
  }
}

/**
 * Reads the EU financial sanctions file, CSV 1.0 (`;`-separated, one row per name, address,
 * birth, identity document or citizenship of an entity). The first name row gives the primary name.
 */
export function parseEuFsf(file: ListFile, version: string | null): ParsedList {
  const { text } = decodeListFile(file);
  const [head, ...rows] = records(text);
  if (!head) throw new ListFileError(`${file.name}: the file is empty`);
  // Some copies spell the first header cell "Date_filexxxx"; it is the file date either way.
  const index = headerIndex(head.fields.map((h) => (h.trim().startsWith("Date_file") ? "Date_file" : h)));
  const missing = REQUIRED.filter((name) => !index.has(name));
  if (missing.length > 0) throw new ListFileError(`${file.name}: missing columns ${missing.join(", ")}`);
  const rejects: Reject[] = [];
  const byId = new Map<string, { entry: SanctionEntry; line: number; named: boolean }>();
  const firstSeen = duplicateTracker();
  let fileDate: string | null = null;
  for (const record of rows) {
    if (record.fields.length !== head.fields.length) {
      rejects.push(
        rejectRecord(file.name, record, `expected ${head.fields.length} fields, found ${record.fields.length}`, ";"),
      );
      continue;
    }
    const r = Object.fromEntries(REQUIRED.map((n) => [n, (record.fields[index.get(n) as number] ?? "").trim()])) as Row;
    const first = firstSeen(record.fields.join(";"), record.line);
    if (first !== null) {
      rejects.push(rejectRecord(file.name, record, `duplicate of line ${first}`, ";", "duplicate"));
      continue;
    }
    if (!/^\d+$/.test(r.Entity_logical_id)) {
      rejects.push(rejectRecord(file.name, record, `Entity_logical_id "${r.Entity_logical_id}" is not a number`, ";"));
      continue;
    }
    fileDate ??= isoDate(r.Date_file);
    let held = byId.get(r.Entity_logical_id);
    if (!held) {
      const entry = newEntry(r.Entity_logical_id, r.Subject_type === "P" ? "individual" : "entity", "");
      entry.names = [];
      held = { entry, line: record.line, named: false };
      byId.set(r.Entity_logical_id, held);
    }
    addRow(held.entry, r);
    const [firstName] = held.entry.names;
    if (!held.named && firstName) {
      firstName.nameType = "primary";
      held.entry.primaryName = firstName.name;
      held.named = true;
    }
  }
  const entries: SanctionEntry[] = [];
  for (const { entry, line, named } of byId.values()) {
    if (named) entries.push(entry);
    else
      rejects.push({
        file: file.name,
        line,
        reason: `entity ${entry.sourceId} has no name row`,
        excerpt: "",
        kind: "error",
      });
  }
  const listed = version ?? fileDate ?? file.modifiedOn ?? "unknown";
  const programmes = new Map<string, string | null>();
  for (const e of entries) for (const p of e.programmes) programmes.set(p, null);
  return {
    listId: "eu-fsf",
    version: listed,
    publishedOn: /^\d{4}-\d{2}-\d{2}$/.test(listed) ? listed : null,
    contentHash: hashOf([file.name, file.bytes], 64),
    isComplete: /[\r\n]\s*$/.test(text) || text.trimEnd().endsWith('"'),
    recordsRead: rows.length,
    entries,
    programmes,
    rejects,
    warnings: [],
  };
}
