import { hashOf } from "../../../lib/data-files.ts";
import { headerIndex } from "../../../lib/csv.ts";
import { resolveCountry } from "../../../lib/country-resolver.ts";
import { ListFileError, newEntry, type ParsedList, type Reject, type SanctionEntry } from "../sanction-entry.ts";
import { isoDateMonthFirst } from "./dates.ts";
import { duplicateTracker, readListCsv, rejectRecord, type ListFile } from "./list-file.ts";

const REQUIRED = [
  "Name",
  "Street_Address",
  "City",
  "State",
  "Country",
  "Postal_Code",
  "Effective_Date",
  "Expiration_Date",
  "Standard_Order",
  "Last_Update",
  "Action",
  "FR_Citation",
] as const;

/**
 * The Denied Persons List names people and firms without saying which is which; a name with a
 * company word is an entity, any other name an individual. The guess is flagged in `details`.
 */
const COMPANY_WORDS =
  /\b(LTD|LIMITED|LLC|L\.L\.C|INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|GMBH|S\.?A|S\.?A\.?S|SRL|S\.?R\.?L|B\.?V|N\.?V|AG|PLC|PTE|PTY|LLP|LP|ENTERPRISES?|INDUSTR(Y|IES)|INTERNATIONAL|TRADING|GROUP|TECHNOLOG(Y|IES)|SERVICES?|SYSTEMS?|ELECTRONICS?|AVIATION|IMPORTS?|EXPORTS?|HOLDINGS?|AIRLINES?|FZE|FZCO|DMCC|SDN BHD|BHD|OOO|ZAO|OAO|JSC|KFT|SPA|ASSOCIATES)\b/i;

type Row = Record<(typeof REQUIRED)[number], string>;

function entryKey(row: Row): string {
  return `${row.Name.trim().toUpperCase()}|${row.Effective_Date.trim()}`;
}

/**
 * Reads the BIS Denied Persons List (tab-separated, quoted, one row per name and address). Rows
 * of the same name and effective date are one denial with several addresses; its id is a hash of
 * both, as the list has none of its own.
 */
export function parseBisDpl(file: ListFile, version: string | null): ParsedList {
  const read = readListCsv(file, "\t");
  const rejects: Reject[] = [...read.rejects];
  const [head, ...records] = read.records;
  if (!head) throw new ListFileError(`${file.name}: the file is empty`);
  const index = headerIndex(head.fields);
  const missing = REQUIRED.filter((name) => !index.has(name));
  if (missing.length > 0) throw new ListFileError(`${file.name}: missing columns ${missing.join(", ")}`);
  const byKey = new Map<string, SanctionEntry>();
  const firstSeen = duplicateTracker();
  let latest = "";
  const today = new Date().toISOString().slice(0, 10);
  for (const record of records) {
    if (record.fields.length !== head.fields.length) {
      rejects.push(
        rejectRecord(file.name, record, `expected ${head.fields.length} fields, found ${record.fields.length}`, "\t"),
      );
      continue;
    }
    const row = Object.fromEntries(
      REQUIRED.map((n) => [n, (record.fields[index.get(n) as number] ?? "").trim()]),
    ) as Row;
    if (!row.Name) {
      rejects.push(rejectRecord(file.name, record, "row without a name", "\t"));
      continue;
    }
    const first = firstSeen(record.fields.join("\t"), record.line);
    if (first !== null) {
      rejects.push(rejectRecord(file.name, record, `duplicate of line ${first}`, "\t", "duplicate"));
      continue;
    }
    // A few rows carry typos such as 3017; dates after today do not date the list.
    if (row.Last_Update > latest && row.Last_Update <= today) latest = row.Last_Update;
    const key = entryKey(row);
    let entry = byKey.get(key);
    if (!entry) {
      const isEntity = COMPANY_WORDS.test(row.Name);
      entry = newEntry(`dpl-${hashOf([key], 16)}`, isEntity ? "entity" : "individual", row.Name);
      entry.listedOn = isoDateMonthFirst(row.Effective_Date);
      entry.programmes = ["DPL"];
      entry.details = {
        typeInferred: "true",
        effectiveDate: row.Effective_Date,
        expirationDate: row.Expiration_Date,
        standardOrder: row.Standard_Order,
        lastUpdate: row.Last_Update,
        action: row.Action,
        frCitation: row.FR_Citation,
      };
      byKey.set(key, entry);
    }
    if (row.Street_Address || row.City || row.Country) {
      entry.addresses.push({
        street: row.Street_Address || null,
        city: row.City || null,
        region: row.State || null,
        postalCode: row.Postal_Code || null,
        country: row.Country || null,
        countryCode: resolveCountry(row.Country),
        remarks: null,
      });
    }
  }
  const listed = version ?? (/^\d{4}-\d{2}-\d{2}$/.test(latest) ? latest : (file.modifiedOn ?? "unknown"));
  return {
    listId: "bis-dpl",
    version: listed,
    publishedOn: /^\d{4}-\d{2}-\d{2}$/.test(listed) ? listed : null,
    contentHash: hashOf([file.name, file.bytes], 64),
    isComplete: read.isComplete,
    recordsRead: records.length,
    entries: [...byKey.values()],
    programmes: new Map([["DPL", "Denied Persons List"]]),
    rejects,
    warnings: [],
  };
}
