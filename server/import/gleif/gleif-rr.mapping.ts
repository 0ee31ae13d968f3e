/** GLEIF golden-copy relationship records to lei_relationships columns: shared by the bundled-file converter (data/convert/gleif.ts) and the importer. */
import type { Cell } from "../../lib/tsv.ts";

export const RR_COLUMNS = [
  "child_lei",
  "parent_lei",
  "relationship_type",
  "relationship_status",
  "period_start",
  "period_end",
  "accounting_standard",
  "percentage",
  "registration_status",
  "last_update",
] as const;

const date = (value: string | undefined) => (value ? value.slice(0, 10) : null);

/** One golden-copy RR row to our columns. */
export function mapRelationship(row: Record<string, string>): Cell[] {
  let start: string | null = null;
  let end: string | null = null;
  let standard: string | null = null;
  let percentage: string | null = null;
  for (let i = 1; i <= 5; i++) {
    if (row[`Relationship.Period.${i}.periodType`] === "RELATIONSHIP_PERIOD") {
      start = date(row[`Relationship.Period.${i}.startDate`]);
      end = date(row[`Relationship.Period.${i}.endDate`]);
    }
    if (row[`Relationship.Qualifiers.${i}.QualifierDimension`] === "ACCOUNTING_STANDARD")
      standard = row[`Relationship.Qualifiers.${i}.QualifierCategory`] || null;
    if (row[`Relationship.Quantifiers.${i}.QuantifierUnits`] === "PERCENTAGE")
      percentage = row[`Relationship.Quantifiers.${i}.QuantifierAmount`] || null;
  }
  return [
    row["Relationship.StartNode.NodeID"],
    row["Relationship.EndNode.NodeID"],
    row["Relationship.RelationshipType"],
    row["Relationship.RelationshipStatus"],
    start,
    end,
    standard,
    percentage,
    row["Registration.RegistrationStatus"] || null,
    date(row["Registration.LastUpdateDate"]),
  ];
}
