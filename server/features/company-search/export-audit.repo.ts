import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/** One company export: who, when, with which filters, how many rows (table export_audit). */
export type ExportAudit = {
  userId: string;
  email: string;
  at: Date;
  filters: Record<string, unknown>;
  written: number;
  total: number;
  clientIp: string | null;
};

export async function insertExportAudit(db: Kysely<DB>, row: ExportAudit): Promise<void> {
  await db
    .insertInto("export_audit")
    .values({
      user_id: row.userId,
      email: row.email,
      created_at: row.at,
      filters: JSON.stringify(row.filters),
      rows_written: row.written,
      rows_total: row.total,
      client_ip: row.clientIp,
    })
    .execute();
}
