import type { ActionLogPage, CompanyViewBody } from "../../../contract/company-profile-views.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Db } from "./company.repo.ts";
import { findCompany } from "./company.repo.ts";
import { parseCompanyId } from "./company-ref.ts";
import * as repo from "./views.repo.ts";

/** A view longer than this is a tab left open, not reading: the log keeps it capped. */
export const MAX_VIEW_MS = 24 * 3_600_000;

/** A time from the client: epoch milliseconds (number or digits) or an ISO 8601 date-time. */
export function parseInstant(value: number | string): Date | undefined {
  const date = typeof value === "number" || /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export async function recordCompanyView(db: Db, userId: string, body: CompanyViewBody, now: Date): Promise<string> {
  const start = parseInstant(body.startTimed);
  const end = parseInstant(body.endTimed);
  // A view cannot end before it starts, nor in the future (a minute's clock skew allowed).
  if (!start || !end || end < start || end.getTime() > now.getTime() + 60_000)
    throw new AppError(400, "viewTimesInvalid");
  const aaaId = String(body.aaaId).trim();
  const id = parseCompanyId(aaaId);
  const company = id === undefined ? undefined : await findCompany(db, id);
  const endedAt = end.getTime() - start.getTime() > MAX_VIEW_MS ? new Date(start.getTime() + MAX_VIEW_MS) : end;
  return repo.insertView(db, {
    userId,
    companyId: company?.id ?? null,
    aaaId: company?.aaa_id ?? aaaId,
    pageName: body.pageName.trim(),
    companyName: body.companyName.trim(),
    startedAt: start,
    endedAt,
  });
}

export async function userActionLogPage(
  db: Db,
  userId: string,
  pageNum: number,
  pageSize: number,
  range: repo.ViewRange = {},
): Promise<ActionLogPage> {
  const rows = await repo.userViews(db, userId, pageSize, (pageNum - 1) * pageSize, range);
  const total = rows[0] ? Number(rows[0].total) : pageNum > 1 ? await repo.countUserViews(db, userId, range) : 0;
  return {
    list: rows.map((r) => {
      const start = new Date(r.started_at);
      const end = new Date(r.ended_at);
      return {
        id: r.id,
        aaaId: r.aaa_id,
        companyId: r.company_id,
        companyName: r.company_name,
        countryCode: r.country_code,
        pageName: r.page_name,
        startTimed: start.toISOString(),
        endTimed: end.toISOString(),
        durationSeconds: Math.round((end.getTime() - start.getTime()) / 1000),
      };
    }),
    total,
    pageNum,
    pageSize,
  };
}
