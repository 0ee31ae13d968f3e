import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  ERROR_TYPES,
  REPORT_DESCRIPTION_MAX,
  REPORT_FILE_MAX_BYTES,
  isEmailAddress,
  type ErrorType,
} from "../../../contract/company-search-actions.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import { sniffContentType } from "../../lib/content-type.ts";
import { insertErrorReport } from "./company-feedback.repo.ts";
import { parseIdList } from "./company-compare.service.ts";

/** What a report form sent: text fields, and at most one file. */
export type ReportSubmission = {
  fields: Record<string, string | undefined>;
  file: { name: string; data: Buffer; truncated: boolean } | null;
};

/** The type of a file by its first bytes (never by its name or the browser's claim). */
export const sniffFileType = (data: Buffer): string | null => sniffContentType(data);

const text = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

function checkFields(fields: ReportSubmission["fields"]) {
  const errorType = fields.errorType as ErrorType | undefined;
  if (!errorType || !ERROR_TYPES.includes(errorType)) throw ruleBroken("csReportTypeRequired");
  const description = text(fields.description, REPORT_DESCRIPTION_MAX + 1);
  if (!description || description.length > REPORT_DESCRIPTION_MAX) throw ruleBroken("csReportDescriptionRequired");
  const firstName = text(fields.firstName, 50);
  if (!firstName) throw ruleBroken("csReportFirstNameRequired");
  const lastName = text(fields.lastName, 50);
  if (!lastName) throw ruleBroken("csReportLastNameRequired");
  const phone = text(fields.phone, 30);
  if (!phone) throw ruleBroken("csReportPhoneRequired");
  const email = (fields.email ?? "").trim();
  if (!isEmailAddress(email) || email.length > 50) throw ruleBroken("csEmailInvalid", { email: email.slice(0, 60) });
  const companyIds = parseIdList(fields.companyIds ?? "")
    .filter((id) => /^A[0-9A-Z]{1,12}$/.test(id))
    .slice(0, 500);
  return { errorType, description, firstName, lastName, phone, email, companyIds };
}

function checkFile(file: ReportSubmission["file"]) {
  if (!file || file.data.length === 0) return null;
  if (file.truncated || file.data.length > REPORT_FILE_MAX_BYTES) {
    throw ruleBroken("csReportFileTooLarge", { size: REPORT_FILE_MAX_BYTES / 1024 / 1024 });
  }
  const type = sniffFileType(file.data);
  if (!type) throw ruleBroken("csReportFileType");
  return { name: file.name.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 200) || "attachment", type, data: file.data };
}

/** Stores a Report Issues form; every report is verified by staff before data changes. */
export async function reportError(db: Kysely<DB>, userId: string, submission: ReportSubmission, now: Date) {
  const file = checkFile(submission.file);
  const fields = checkFields(submission.fields);
  return insertErrorReport(db, { userId, ...fields, file, at: now });
}
