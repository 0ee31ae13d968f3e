import { bundledDataset } from "../reference-dataset.ts";
import { columnsOf, nullable, readCsvTable, referencePath, replaceRows } from "../../../lib/reference-files.ts";

const FILE = "elf-codes-1.4.1.csv.gz";
const COLUMNS = [
  "ELF Code",
  "Country of formation",
  "Country Code (ISO 3166-1)",
  "Jurisdiction of formation",
  "Country sub-division code (ISO 3166-2)",
  "Entity Legal Form name Local name",
  "Language",
  "Language Code (ISO 639-1)",
  "Entity Legal Form name Transliterated name (per ISO 01-140-10)",
  "Abbreviations Local language",
  "Abbreviations transliterated",
  "Date created YYYY-MM-DD (ISO 8601)",
  "ELF Status ACTV/INAC",
  "Modification",
  "Modification date YYYY-MM-DD (ISO 8601)",
  "Reason",
] as const;

/** The file separates several abbreviations with `;`. */
function abbreviations(value: string): string[] {
  return [
    ...new Set(
      value
        .split(";")
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

function isoDate(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** ISO 20275 entity legal forms (GLEIF ELF code list 1.4.1), used to normalise company names. */
export const legalFormsDataset = bundledDataset({
  name: "legal-forms",
  release: "elf@1.4.1",
  revision: 1,
  files: () => [referencePath(FILE)],
  source: "GLEIF ISO 20275 Entity Legal Forms code list 1.4.1 (vendored by opensanctions/opensanctions @ f33cff2)",
  licence: "CC0 (GLEIF)",
  load: async (trx, source) => {
    const path = referencePath(FILE);
    const table = readCsvTable(path);
    const read = columnsOf(table, path, COLUMNS);
    const rows = table.rows.map((row) => {
      const r = read(row);
      const status = r["ELF Status ACTV/INAC"];
      if (status !== "ACTV" && status !== "INAC") throw new Error(`${path}: line ${row.line}: status "${status}"`);
      return [
        r["ELF Code"],
        r["Language Code (ISO 639-1)"],
        r["Entity Legal Form name Local name"],
        nullable(r["Country of formation"]),
        nullable(r["Country Code (ISO 3166-1)"]),
        nullable(r["Jurisdiction of formation"]),
        nullable(r["Country sub-division code (ISO 3166-2)"]),
        nullable(r.Language),
        nullable(r["Entity Legal Form name Transliterated name (per ISO 01-140-10)"]),
        abbreviations(r["Abbreviations Local language"]),
        abbreviations(r["Abbreviations transliterated"]),
        isoDate(r["Date created YYYY-MM-DD (ISO 8601)"]),
        status,
        nullable(r.Modification),
        isoDate(r["Modification date YYYY-MM-DD (ISO 8601)"]),
        nullable(r.Reason),
        source,
      ];
    });
    return replaceRows(
      trx,
      "legal_forms",
      [
        { name: "elf_code", type: "text" },
        { name: "language_code", type: "text" },
        { name: "local_name", type: "text" },
        { name: "country_name", type: "text" },
        { name: "country_code", type: "text" },
        { name: "jurisdiction", type: "text" },
        { name: "subdivision_code", type: "text" },
        { name: "language", type: "text" },
        { name: "transliterated_name", type: "text" },
        { name: "abbreviations_local", type: "text[]" },
        { name: "abbreviations_transliterated", type: "text[]" },
        { name: "created_on", type: "date" },
        { name: "status", type: "text" },
        { name: "modification", type: "text" },
        { name: "modified_on", type: "date" },
        { name: "reason", type: "text" },
        { name: "source", type: "text" },
      ],
      rows,
    );
  },
});
