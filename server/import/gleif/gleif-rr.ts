import { sql, type Transaction } from "kysely";
import { mapRelationship, RR_COLUMNS } from "./gleif-rr.mapping.ts";
import type { DB } from "../../db/schema.ts";
import { bulkInsert } from "../../db/bulk-insert.ts";
import { csvRecords } from "../csv.ts";
import type { ChunkCounts, RecordFormat } from "../record-format.ts";
import { xmlChildren, xmlRecords, xmlText, type XmlNode } from "../xml.ts";
import { gleifVersion, isLei, isoDate } from "./gleif-version.ts";

/** One GLEIF relationship record as lei_relationships stores it (columns of data/convert/gleif.ts). */
export type LeiRelationship = Record<(typeof RR_COLUMNS)[number], string | null>;

const DATE_COLUMNS = ["period_start", "period_end", "last_update"] as const;

/**
 * A golden-copy RR CSV row (column names as GLEIF publishes them) to a relationship, with the
 * bundled loader's mapping (data/convert/gleif.ts), or the reason it is rejected.
 */
export function relationshipFromRow(row: Record<string, string>): LeiRelationship | string {
  for (const end of ["StartNode", "EndNode"]) {
    const type = row[`Relationship.${end}.NodeIDType`];
    const id = row[`Relationship.${end}.NodeID`];
    if (type && type !== "LEI") return `${end} is a ${type}, not an LEI`;
    if (!isLei(id)) return `${end} ${JSON.stringify(id ?? "")} is not an LEI`;
  }
  const cells = mapRelationship(row);
  const record = Object.fromEntries(RR_COLUMNS.map((name, i) => [name, cells[i] ?? null])) as LeiRelationship;
  if (!record.relationship_type) return "Relationship.RelationshipType is empty";
  if (!record.relationship_status) return "Relationship.RelationshipStatus is empty";
  for (const name of DATE_COLUMNS) {
    if (isoDate(record[name]) === undefined) return `${name} ${JSON.stringify(record[name])} is not a date`;
  }
  if (record.percentage !== null && !Number.isFinite(Number(record.percentage))) {
    return `percentage ${JSON.stringify(record.percentage)} is not a number`;
  }
  return record;
}

/** An RR-CDF <RelationshipRecord> as the golden-copy CSV names its fields (Period.1 to .5 and so on). */
export function rowFromRrXml(node: XmlNode): Record<string, string> {
  const rel = node.children.find((c) => c.name === "Relationship");
  const row: Record<string, string> = {};
  const set = (name: string, value: string | null) => {
    if (value !== null) row[name] = value;
  };
  for (const end of ["StartNode", "EndNode"]) {
    set(`Relationship.${end}.NodeID`, xmlText(rel, end, "NodeID"));
    set(`Relationship.${end}.NodeIDType`, xmlText(rel, end, "NodeIDType"));
  }
  set("Relationship.RelationshipType", xmlText(rel, "RelationshipType"));
  set("Relationship.RelationshipStatus", xmlText(rel, "RelationshipStatus"));
  xmlChildren(
    rel?.children.find((c) => c.name === "RelationshipPeriods"),
    "RelationshipPeriod",
  ).forEach((p, i) => {
    set(`Relationship.Period.${i + 1}.startDate`, xmlText(p, "StartDate"));
    set(`Relationship.Period.${i + 1}.endDate`, xmlText(p, "EndDate"));
    set(`Relationship.Period.${i + 1}.periodType`, xmlText(p, "PeriodType"));
  });
  xmlChildren(
    rel?.children.find((c) => c.name === "RelationshipQualifiers"),
    "RelationshipQualifier",
  ).forEach((q, i) => {
    set(`Relationship.Qualifiers.${i + 1}.QualifierDimension`, xmlText(q, "QualifierDimension"));
    set(`Relationship.Qualifiers.${i + 1}.QualifierCategory`, xmlText(q, "QualifierCategory"));
  });
  xmlChildren(
    rel?.children.find((c) => c.name === "RelationshipQuantifiers"),
    "RelationshipQuantifier",
  ).forEach((q, i) => {
    set(`Relationship.Quantifiers.${i + 1}.MeasurementMethod`, xmlText(q, "MeasurementMethod"));
    set(`Relationship.Quantifiers.${i + 1}.QuantifierAmount`, xmlText(q, "QuantifierAmount"));
    set(`Relationship.Quantifiers.${i + 1}.QuantifierUnits`, xmlText(q, "QuantifierUnits"));
  });
  set("Registration.RegistrationStatus", xmlText(node, "Registration", "RegistrationStatus"));
  set("Registration.LastUpdateDate", xmlText(node, "Registration", "LastUpdateDate"));
  return row;
}

const COLUMNS = RR_COLUMNS.map((name) => ({
  name,
  type: DATE_COLUMNS.includes(name as (typeof DATE_COLUMNS)[number])
    ? ("date" as const)
    : name === "percentage"
      ? ("numeric" as const)
      : ("text" as const),
}));

const keyOf = (r: { child_lei: string | null; relationship_type: string | null; parent_lei: string | null }) =>
  `${r.child_lei}|${r.relationship_type}|${r.parent_lei}`;

/** Upserts relationships by (child, type, parent); a row whose fields are all equal is left alone. */
async function writeRelationships(
  trx: Transaction<DB>,
  records: LeiRelationship[],
  source: string,
): Promise<ChunkCounts> {
  const children = [...new Set(records.map((r) => r.child_lei as string))];
  const { rows } = await sql<LeiRelationship>`SELECT child_lei, parent_lei, relationship_type, relationship_status,
      to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end,
      accounting_standard, percentage::float8::text AS percentage, registration_status,
      to_char(last_update, 'YYYY-MM-DD') AS last_update
    FROM lei_relationships WHERE child_lei = ANY(${children}::text[])`.execute(trx);
  const existing = new Map(rows.map((r) => [keyOf(r), r]));
  const counts: ChunkCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const changed: unknown[][] = [];
  for (const record of records) {
    const before = existing.get(keyOf(record));
    const normalised = { ...record, percentage: record.percentage === null ? null : String(Number(record.percentage)) };
    if (before && RR_COLUMNS.every((name) => (before[name] ?? null) === (normalised[name] ?? null))) {
      counts.unchanged++;
      continue;
    }
    if (before) counts.updated++;
    else counts.inserted++;
    changed.push([...RR_COLUMNS.map((name) => record[name]), source]);
  }
  const updates = RR_COLUMNS.filter((c) => !["child_lei", "relationship_type", "parent_lei"].includes(c))
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(", ");
  await bulkInsert(trx, "lei_relationships", [...COLUMNS, { name: "source", type: "text" }], changed, {
    conflict: `ON CONFLICT (child_lei, relationship_type, parent_lei) DO UPDATE SET ${updates}, source = EXCLUDED.source`,
  });
  return counts;
}

const RR_REQUIRED = [
  "Relationship.StartNode.NodeID",
  "Relationship.EndNode.NodeID",
  "Relationship.RelationshipType",
  "Relationship.RelationshipStatus",
  "Registration.RegistrationStatus",
  "Registration.LastUpdateDate",
];

const rrCommon = {
  dataset: "gleif-rr",
  input: "file",
  key: keyOf,
  writeChunk: writeRelationships,
} as const;

export const gleifRrCsv: RecordFormat<LeiRelationship> = {
  ...rrCommon,
  id: "gleif-rr-csv",
  usage: "GLEIF relationship records, golden-copy CSV (…-gleif-goldencopy-rr-golden-copy.csv[.zip])",
  version: (path, given) => gleifVersion(path, given, false),
  read: (path) => csvRecords(path, { required: RR_REQUIRED, map: relationshipFromRow }),
};

export const gleifRrXml: RecordFormat<LeiRelationship> = {
  ...rrCommon,
  id: "gleif-rr-xml",
  usage: "GLEIF relationship records, RR-CDF 2.x XML (…-gleif-goldencopy-rr-golden-copy.xml[.zip])",
  version: (path, given) => gleifVersion(path, given, true),
  read: (path) =>
    xmlRecords(path, {
      roots: ["RelationshipData"],
      record: "RelationshipRecord",
      map: (node) => relationshipFromRow(rowFromRrXml(node)),
    }),
};
