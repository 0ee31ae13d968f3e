import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { ErrorType } from "../../../contract/company-search-actions.ts";
import type { ProblemReport, ReportChannel } from "../../../contract/support.ts";

export type ErrorReportInput = {
  userId: string;
  channel: ReportChannel;
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
      channel: input.channel,
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

/** Names the uploaded file a report was sent with (the file row itself is the upload service's). */
export async function setReportFile(
  db: Kysely<DB>,
  reportId: string,
  file: { id: string; name: string; contentType: string; size: number },
): Promise<void> {
  await db
    .updateTable("company_error_reports")
    .set({ file_id: file.id, file_name: file.name, file_type: file.contentType, file_size: file.size })
    .where("id", "=", reportId)
    .execute();
}

/** Every report, newest first, with the sender's account address (the administrators' list). */
export async function listErrorReports(db: Kysely<DB>, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("company_error_reports as r")
      .innerJoin("app_users as u", "u.id", "r.user_id")
      .select([
        "r.id",
        "r.channel",
        "r.error_type",
        "r.description",
        "r.company_ids",
        "r.first_name",
        "r.last_name",
        "r.phone",
        "r.email",
        "u.email as account_email",
        "r.file_name",
        "r.file_type",
        "r.file_size",
        "r.status",
        "r.created_at",
      ])
      .orderBy("r.created_at", "desc")
      .orderBy("r.id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("company_error_reports")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    rows: rows.map((row): ProblemReport => ({
      id: String(row.id),
      channel: row.channel,
      errorType: row.error_type,
      description: row.description,
      companyIds: row.company_ids,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      email: row.email,
      accountEmail: row.account_email,
      file:
        row.file_name && row.file_type
          ? { name: row.file_name, contentType: row.file_type, size: row.file_size ?? 0 }
          : null,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
