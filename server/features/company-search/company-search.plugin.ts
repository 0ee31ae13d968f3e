import type { FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { REPORT_FILE_MAX_BYTES } from "../../../contract/company-search-actions.ts";
import type { AppContext } from "../../app-context.ts";
import { createMailer } from "../../mail/mailer.ts";
import { companySearchRoutes } from "./company-search.routes.ts";
import { companyCompareExportRoutes } from "./company-compare-export.routes.ts";
import { companyFeedbackRoutes } from "./company-feedback.routes.ts";

/**
 * Company search (issue 5) in its own scope: search, facets, labels, compare, export, report error
 * and share. Multipart (the report's attachment) is registered here only.
 */
export async function companySearchFeature(api: FastifyInstance, context: AppContext): Promise<void> {
  const { config, database } = context;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, devMailbox: config.devMailbox });
  api.addHook("onClose", async () => mailer.close());
  await api.register(async (scope) => {
    // One attachment, just over the limit so that an oversized file is seen (truncated) and refused.
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 12, fileSize: REPORT_FILE_MAX_BYTES + 1 } });
    companySearchRoutes(scope, context);
    companyCompareExportRoutes(scope, context);
    companyFeedbackRoutes(scope, {
      db: database.db,
      mailer,
      log: scope.log,
      publicUrl: config.publicUrl,
      adminEmails: config.adminEmails,
      now: context.now ?? (() => new Date()),
    });
  });
}
