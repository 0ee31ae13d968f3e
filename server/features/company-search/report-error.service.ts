import {
  ERROR_TYPES,
  REPORT_DESCRIPTION_MAX,
  REPORT_FILE_MAX_BYTES,
  isEmailAddress,
  type ErrorType,
} from "../../../contract/company-search-actions.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import { sniffContentType } from "../../lib/content-type.ts";
import { REPORTS_PER_HOUR, type ReportChannel } from "../../../contract/support.ts";
import type { Locale } from "../../../contract/locales.ts";
import { translate } from "../../i18n/messages.ts";
import { consume } from "../../lib/rate-limit.ts";
import { sendMail } from "../../mail/mail.service.ts";
import { attachUpload } from "../files/index.ts";
import { insertErrorReport, setReportFile } from "./company-feedback.repo.ts";
import type { ShareDeps } from "./share.service.ts";
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
  const fileId = (fields.fileId ?? "").trim();
  if (fileId && !/^[A-Za-z0-9_-]{22}$/.test(fileId)) throw new AppError(404, "fileNotFound");
  const companyIds = parseIdList(fields.companyIds ?? "")
    .filter((id) => /^A[0-9A-Z]{1,12}$/.test(id))
    .slice(0, 500);
  return { errorType, description, firstName, lastName, phone, email, companyIds, fileId: fileId || null };
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

const REPORT_LIMIT = { bucket: "problem-report", max: REPORTS_PER_HOUR, windowMs: 3_600_000 };

export type ReportContext = { userId: string; accountEmail: string; channel: ReportChannel; locale: Locale; now: Date };

/**
 * Stores a Report Issues form (whichever call it came through), with its file: one sent inline, or
 * one uploaded first through the upload service (`fileId`, handed to the report in the same
 * transaction). At most REPORTS_PER_HOUR a user (429). The account's own address gets an
 * acknowledgement (not the form's contact address, which anyone could fill with someone else's).
 * Every report is verified by staff before data changes.
 */
export async function reportError(deps: ShareDeps, context: ReportContext, submission: ReportSubmission) {
  const file = checkFile(submission.file);
  const { fileId, ...fields } = checkFields(submission.fields);
  await consume(deps.db, REPORT_LIMIT, context.userId, context.now);
  const id = await deps.db.transaction().execute(async (trx) => {
    const reportId = await insertErrorReport(trx, {
      userId: context.userId,
      channel: context.channel,
      ...fields,
      file,
      at: context.now,
    });
    if (fileId && !file) {
      const upload = await attachUpload(trx, {
        id: fileId,
        userId: context.userId,
        purpose: "report",
        target: `report:${reportId}`,
      });
      await setReportFile(trx, reportId, upload);
    }
    return reportId;
  });
  const text = (key: "csReportMailSubject" | "csReportMailBody") =>
    translate(context.locale, key, {
      id,
      name: fields.firstName,
      email: fields.email,
      phone: fields.phone,
      description: fields.description,
    });
  await sendMail(
    deps.db,
    deps.mailer,
    deps.log,
    { to: context.accountEmail, subject: text("csReportMailSubject"), text: text("csReportMailBody") },
    context.now,
  );
  return id;
}
