import type { FastifyInstance, FastifyRequest } from "fastify";
import { REPORT_FILE_MAX_BYTES } from "../../../contract/company-search-actions.ts";
import { companySearchEndpoints as endpoints } from "../../../contract/company-search.endpoints.ts";
import { AppError } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { supportEndpoints } from "../../../contract/support.endpoints.ts";
import type { ReportChannel } from "../../../contract/support.ts";
import { listErrorReports } from "./company-feedback.repo.ts";
import { reportError, type ReportSubmission } from "./report-error.service.ts";
import { shareCompanies, type ShareDeps } from "./share.service.ts";

type ReportEndpoint =
  typeof endpoints.reportError | typeof supportEndpoints.dataFeedback | typeof supportEndpoints.contactUs;

function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

/** The form's fields and file, from a multipart upload or a plain JSON body (no file). */
async function readSubmission(request: FastifyRequest): Promise<ReportSubmission> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, typeof value === "string" ? value : undefined]),
    );
    return { fields, file: null };
  }
  const fields: Record<string, string> = {};
  let file: ReportSubmission["file"] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file")
        file = { name: part.filename, data: await part.toBuffer(), truncated: part.file.truncated };
      else if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // An attachment over the limit: refused with the form's own message, not a bare 413.
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    // A form that does not parse (busboy's plain errors carry no status): the client's mistake.
    if (statusCode === undefined) throw new AppError(400, "malformedBody");
    if (code !== "FST_REQ_FILE_TOO_LARGE") throw error;
    file = { name: "attachment", data: Buffer.alloc(REPORT_FILE_MAX_BYTES + 1), truncated: true };
  }
  return { fields, file };
}

type FeedbackDeps = ShareDeps & { now: () => Date; adminEmails: readonly string[] };

/** The Report Issues form through one of its calls: checked, stored, acknowledged by mail. */
function reportRoute(app: FastifyInstance, deps: FeedbackDeps, endpoint: ReportEndpoint, channel: ReportChannel) {
  route(
    app,
    endpoint,
    async (request) => {
      const user = request.user;
      if (!user) throw new AppError(401, "unauthorized");
      const context = { userId: user.id, accountEmail: user.email, channel, locale: request.locale, now: deps.now() };
      const id = await reportError(deps, context, await readSubmission(request));
      return ok({ id }, translate(request.locale, "csReportReceived"));
    },
    // Room for the attachment (one file up to the limit) and the form fields around it.
    { bodyLimit: REPORT_FILE_MAX_BYTES + 512 * 1024 },
  );
}

/**
 * The Report Issues form (POST /creditService/reportError, dataFeedback, /billingAndPayment/contactUs),
 * the administrators' list of reports, and POST /backgroud/sharingInformation (all signed in).
 */
export function companyFeedbackRoutes(app: FastifyInstance, deps: FeedbackDeps): void {
  reportRoute(app, deps, endpoints.reportError, "reportError");
  reportRoute(app, deps, supportEndpoints.dataFeedback, "dataFeedback");
  reportRoute(app, deps, supportEndpoints.contactUs, "contactUs");
  route(app, supportEndpoints.problemReports, async (request) => {
    userIdOf(request);
    // Anyone but an administrator is told the list does not exist.
    if (!deps.adminEmails.includes(request.user?.email.toLowerCase() ?? "")) throw new AppError(404, "notFound");
    return ok(await listErrorReports(deps.db, request.query.page, request.query.pageSize));
  });
  route(app, endpoints.share, async (request) => {
    const sent = await shareCompanies(deps, userIdOf(request), request.body, request.locale, deps.now());
    return ok({ sent }, translate(request.locale, "csShareSent", { count: sent }));
  });
}
