import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { FILE_MAX_BYTES, FILE_PARTS } from "../../../contract/files.ts";
import { filesEndpoints as endpoints } from "../../../contract/files.endpoints.ts";
import { billingEndpoints } from "../../../contract/billing.endpoints.ts";
import { contributionsEndpoints } from "../../../contract/contributions.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import { noVirusScan } from "../../lib/virus-scan.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { fileStoreOf } from "./file-store.ts";
import { deleteUpload, saveUpload, type FilesDeps, type Upload } from "./files.service.ts";

/** The purpose field and the file of the form; a file over the largest limit arrives cut (`truncated`). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw ruleBroken("fileMissing");
  let purpose: string | undefined;
  let file: Omit<Upload, "purpose"> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== FILE_PARTS.file || file) {
          part.file.resume();
          continue;
        }
        file = { name: part.filename, bytes: await part.toBuffer(), truncated: part.file.truncated };
      } else if (part.fieldname === FILE_PARTS.purpose && typeof part.value === "string") purpose = part.value;
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    // Over the largest limit: the purpose's own size message, not a bare 413.
    if (code === "FST_REQ_FILE_TOO_LARGE") return { purpose, name: "file", bytes: Buffer.alloc(1), truncated: true };
    if (statusCode === undefined) throw new AppError(400, "malformedBody");
    throw error;
  }
  if (!file) throw ruleBroken("fileMissing");
  return { purpose, ...file };
}

function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

/** POST /file/ossfile/upload, DELETE /file/ossfile/delete, POST /billingAndPayment/upload and /businessActivities/avatarProduct, with multipart in their own scope. */
export async function filesRoutes(api: FastifyInstance, context: AppContext): Promise<void> {
  await api.register(async (scope) => {
    // One file, one byte over the largest limit so that an oversized file is seen (truncated) and refused.
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 4, fileSize: FILE_MAX_BYTES + 1 } });
    const deps: FilesDeps = {
      db: context.database.db,
      store: fileStoreOf(context.config),
      scanner: context.virusScanner ?? noVirusScan,
      log: scope.log,
      now: context.now ?? (() => new Date()),
    };
    route(
      scope,
      endpoints.upload,
      async (request) => {
        const file = await saveUpload(deps, userIdOf(request), await readUpload(request));
        return ok(file, translate(request.locale, "fileUploaded"));
      },
      { bodyLimit: FILE_MAX_BYTES + 256 * 1024 },
    );
    // A bank transfer's receipt: the same checks, for the purpose `transfer` whatever the form says.
    route(
      scope,
      billingEndpoints.uploadTransferReceipt,
      async (request) => {
        const { id, name, contentType, size } = await saveUpload(deps, userIdOf(request), {
          ...(await readUpload(request)),
          purpose: "transfer",
        });
        return ok({ id, name, contentType, size }, translate(request.locale, "transferReceiptUploaded"));
      },
      { bodyLimit: FILE_MAX_BYTES + 256 * 1024 },
    );
    // A product's image for a contribution (addProducts): the same checks, for the purpose `image`.
    route(
      scope,
      contributionsEndpoints.avatarProduct,
      async (request) => {
        const file = await saveUpload(deps, userIdOf(request), { ...(await readUpload(request)), purpose: "image" });
        return ok(file, translate(request.locale, "fileUploaded"));
      },
      { bodyLimit: FILE_MAX_BYTES + 256 * 1024 },
    );
    route(scope, endpoints.delete, async (request) => {
      await deleteUpload(deps, userIdOf(request), request.query.id);
      return ok(null, translate(request.locale, "fileDeleted"));
    });
  });
}
