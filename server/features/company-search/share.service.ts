import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { isEmailAddress, type ShareBody } from "../../../contract/company-search-actions.ts";
import type { CompanyRow } from "../../../contract/company-search.ts";
import type { Locale } from "../../../contract/locales.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { sendMail } from "../../mail/mail.service.ts";
import { consume } from "../../lib/rate-limit.ts";
import { companiesByIds } from "./company-search.repo.ts";
import { resolveAaaIds } from "./company-compare.service.ts";
import { senderOf } from "./company-feedback.repo.ts";
import { toCompanyRow } from "./company-row.ts";
import { isoDay } from "./company-search.service.ts";

/** Mails one user may send by sharing, per hour (each recipient counts). */
export const SHARE_LIMIT = { bucket: "share:user", max: 50, windowMs: 3_600_000 } as const;

export type ShareDeps = { db: Kysely<DB>; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

/** The distinct recipients, each a valid address; the first invalid one is named in the error. */
export function recipientsOf(emails: readonly string[]): string[] {
  const recipients = new Map<string, string>();
  for (const raw of emails) {
    const email = raw.trim();
    if (!isEmailAddress(email)) throw ruleBroken("csEmailInvalid", { email: email.slice(0, 60) });
    if (!recipients.has(email.toLowerCase())) recipients.set(email.toLowerCase(), email);
  }
  return [...recipients.values()];
}

/** A link to the shared list, only on this site: a path, or an address under PUBLIC_URL. */
export function sameSiteLink(link: string | undefined, publicUrl: string): string | null {
  if (!link) return null;
  const base = new URL(publicUrl);
  try {
    const url = new URL(link, base);
    return url.origin === base.origin ? url.toString() : null;
  } catch {
    return null;
  }
}

function companyLines(rows: CompanyRow[], includeDetails: boolean, locale: Locale, publicUrl: string): string[] {
  return rows.flatMap((row) => {
    const profile = new URL(`/index/company/detals/${row.aaaId}`, publicUrl).toString();
    const demo = row.isDemo ? " [demo]" : "";
    if (!includeDetails) return [`• ${profile}${demo}`];
    const lines = [`• ${row.name}${demo}`, `  ${translate(locale, "csShareId")}: ${row.aaaId}`];
    if (row.address) lines.push(`  ${translate(locale, "csLabelAddress")}: ${row.address}`);
    lines.push(`  ${translate(locale, "csShareProfile")}: ${profile}`);
    return lines;
  });
}

/** Mails the chosen companies to each recipient, in the sender's language, through the outbox. */
export async function shareCompanies(deps: ShareDeps, userId: string, body: ShareBody, locale: Locale, now: Date) {
  const recipients = recipientsOf(body.emails);
  const { ids } = resolveAaaIds(body.companyIds);
  const rows = ids.length ? (await companiesByIds(deps.db, ids, isoDay(now))).map(toCompanyRow) : [];
  if (rows.length === 0) throw ruleBroken("csCompareNotFound", { ids: body.companyIds.slice(0, 5).join(", ") });
  const sender = await senderOf(deps.db, userId);
  if (!sender) throw new AppError(401, "unauthorized");
  const senderName = `${sender.first_name} ${sender.last_name}`.trim() || sender.email;
  for (let i = 0; i < recipients.length; i++) await consume(deps.db, SHARE_LIMIT, userId, now);

  const link = sameSiteLink(body.link, deps.publicUrl);
  const message = body.message?.trim();
  const text = [
    translate(locale, "csShareIntro", { sender: senderName, email: sender.email }),
    "",
    ...companyLines(rows, body.includeDetails, locale, deps.publicUrl),
    ...(link ? ["", translate(locale, "csShareList", { link })] : []),
    ...(message ? ["", translate(locale, "csShareMessageFrom", { sender: senderName }), message] : []),
    ...(rows.some((row) => row.isDemo) ? ["", translate(locale, "csShareDemoNote")] : []),
  ].join("\n");
  const subject = translate(locale, "csShareSubject", { sender: senderName, count: rows.length });
  for (const to of recipients) await sendMail(deps.db, deps.mailer, deps.log, { to, subject, text }, now);
  return recipients.length;
}
