import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { ErrorType } from "../../../contract/company-search-actions.ts";

export type ErrorReportInput = {
  userId: string;
  errorType: ErrorType;
  description: string;
  companyIds: string[];
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  file: { name: string; type: string; data: Buffer } | null;
  at: Date;
};

export async function insertErrorReport(db: Kysely<DB>, input: ErrorReportInput): Promise<string> {
  const row = await db
    .insertInto("company_error_reports")
    .values({
      user_id: input.userId,
      error_type: input.errorType,
      description: input.description,
      company_ids: input.companyIds,
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone,
      email: input.email,
      file_name: input.file?.name ?? null,
      file_type: input.file?.type ?? null,
      file_size: input.file?.data.length ?? null,
      file_data: input.file?.data ?? null,
      created_at: input.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Who shares: the name and address the recipients see. */
export async function senderOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom("app_users")
    .select(["first_name", "last_name", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
}
