import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import {
  REPORT_FILE_MAX_BYTES,
  ReportErrorFields,
  ReportErrorResponse,
  ShareBody,
  ShareResponse,
} from "../../../contract/company-search-actions.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { AppError } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { reportError, type ReportSubmission } from "./report-error.service.ts";
import { shareCompanies, type ShareDeps } from "./share.service.ts";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

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

/** POST /creditService/reportError and POST /backgroud/sharingInformation (both signed in). */
export function companyFeedbackRoutes(api: FastifyInstance, deps: ShareDeps & { now: () => Date }): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    "/creditService/reportError",
    {
      preHandler: app.requireUser,
      // Room for the attachment (one file up to the limit) and the form fields around it.
      bodyLimit: REPORT_FILE_MAX_BYTES + 512 * 1024,
      schema: {
        tags: ["company search"],
        summary: "Report Issues: error type, description, optional file (image or PDF, 5 MB), contact details",
        description: `multipart/form-data (or JSON without a file) with the fields of ReportErrorFields: ${Object.keys(
          ReportErrorFields.properties,
        ).join(", ")}, and an optional \`file\`.`,
        consumes: ["multipart/form-data", "application/json"],
        response: { 200: ReportErrorResponse, ...errors },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const id = await reportError(deps.db, userId, await readSubmission(request), deps.now());
      return ok({ id }, translate(request.locale, "csReportReceived"));
    },
  );

  app.post(
    "/backgroud/sharingInformation",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["company search"],
        summary: "Shares companies by e-mail (1 to 10 recipients), optionally with name, ID and address",
        body: ShareBody,
        response: { 200: ShareResponse, ...errors },
      },
    },
    async (request) => {
      const sent = await shareCompanies(deps, userIdOf(request), request.body, request.locale, deps.now());
      return ok({ sent }, translate(request.locale, "csShareSent", { count: sent }));
    },
  );
}
