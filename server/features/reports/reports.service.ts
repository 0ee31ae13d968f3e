import type { Locale } from "../../../contract/locales.ts";
import { CREDIT_PRICES } from "../../../contract/money.ts";
import type { MyDatabaseStatistics, PdfAddress, ViewChargeResult } from "../../../contract/reports.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../accounts/index.ts";
import { getCompanySnapshot, insertView, resolveCompany } from "../company-profile/index.ts";
import { creditAssessment } from "../credit/index.ts";
import { availableCredits, consume } from "../money/index.ts";
import { financialHighlights } from "../performance/index.ts";
import { companyReportPdf } from "./report-document.ts";
import * as repo from "./reports.repo.ts";

export type ReportFile = { fileName: string; bytes: Uint8Array };

/** The report's parts, each from the service that answers the profile's own calls. */
async function reportData(db: Executor, aaaId: string, locale: Locale, now: Date) {
  const snapshot = await getCompanySnapshot(db, { aaaId }, locale);
  const [highlights, credit] = await Promise.all([
    financialHighlights(db, { aaaId }),
    creditAssessment(db, { aaaId }, now),
  ]);
  return { snapshot, highlights, credit };
}

export async function buildReport(
  db: Executor,
  aaaId: string,
  locale: Locale,
  now: Date,
): Promise<ReportFile & { name: string }> {
  const data = await reportData(db, aaaId, locale, now);
  const bytes = await companyReportPdf(data, locale, now);
  return {
    bytes,
    name: data.snapshot.name,
    fileName: `report-${data.snapshot.aaaId}-${now.toISOString().slice(0, 10)}.pdf`,
  };
}

const downloaded = async (db: Executor, userId: string, aaaId: string) =>
  (await repo.downloadsOf(db, userId, aaaId)) > 0;

/**
 * The report as a download: generated first (a failure charges nothing), then charged per the
 * price list under the key (by default one charge per company and UTC day), 402 when short.
 */
export async function downloadReport(
  db: Executor,
  input: { userId: string; id: string; key?: string | undefined; locale: Locale },
  now: Date,
): Promise<ReportFile> {
  const company = await resolveCompany(db, { aaaId: input.id });
  const file = await buildReport(db, company.aaa_id, input.locale, now);
  const idempotencyKey = input.key ?? `report:${company.aaa_id}:${now.toISOString().slice(0, 10)}`;
  const charge = {
    userId: input.userId,
    action: "reportDownload" as const,
    companies: [{ companyId: company.aaa_id, companyName: company.name }],
    idempotencyKey,
  };
  await consume(db, charge, now);
  return file;
}

/** A fresh copy of a report the user paid a download of (for the offline store); 402 before that. */
export async function offlineReport(db: Executor, userId: string, id: string, locale: Locale, now: Date) {
  const company = await resolveCompany(db, { aaaId: id });
  if (!(await downloaded(db, userId, company.aaa_id))) throw new AppError(402, "reportNotPaid");
  return buildReport(db, company.aaa_id, locale, now);
}

export async function pdfAddress(db: Executor, userId: string, id: string, now: Date): Promise<PdfAddress> {
  const company = await resolveCompany(db, { aaaId: id });
  const [availablePoints, isDownloaded] = await Promise.all([
    availableCredits(db, userId, now),
    downloaded(db, userId, company.aaa_id),
  ]);
  const credits = CREDIT_PRICES.reportDownload.credits;
  return {
    companyId: company.aaa_id,
    companyName: company.name,
    address: `/csi/myDatabase/downloadOnlinePdf/${company.aaa_id}`,
    offlineAddress: `/csi/consume/getOfflinePdf/${company.aaa_id}`,
    credits,
    availablePoints,
    enough: availablePoints >= credits,
    downloaded: isDownloaded,
  };
}

export async function databaseStatistics(db: Executor, userId: string, now: Date): Promise<MyDatabaseStatistics> {
  const [counts, availablePoints] = await Promise.all([repo.statistics(db, userId), availableCredits(db, userId, now)]);
  return { ...counts, availablePoints };
}

/**
 * `/gleagle/csiv4/updateSysComLogAndDe`: charges the full report view of the company (`reportView`:
 * once per company, then free; 402 when short, nothing logged), then logs the view in the company log
 * (the Database pages' views). A replayed key answers the first charge and logs nothing again.
 */
export async function logViewAndCharge(
  db: Executor,
  input: { userId: string; companyId: string; pageName: string; idempotencyKey: string },
  now: Date,
): Promise<ViewChargeResult> {
  const company = await resolveCompany(db, { aaaId: input.companyId });
  const charge = await consume(
    db,
    {
      userId: input.userId,
      action: "reportView",
      companies: [{ companyId: company.aaa_id, companyName: company.name }],
      idempotencyKey: input.idempotencyKey,
    },
    now,
  );
  if (charge.replayed) return { ...charge, logId: null };
  const logId = await insertView(db, {
    userId: input.userId,
    companyId: String(company.id),
    aaaId: company.aaa_id,
    pageName: input.pageName.trim(),
    companyName: company.name,
    startedAt: now,
    endedAt: now,
  });
  return { ...charge, logId };
}
