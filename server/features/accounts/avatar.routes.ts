import type { FastifyInstance, FastifyRequest } from "fastify";
import { accountCenterEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import { ok, sendNotFound } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { avatarFile, clearAvatar, saveAvatar } from "./avatar.service.ts";

/** The uploaded file's bytes; a missing, oversized or non-multipart upload is the avatar message. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw ruleBroken("avatarInvalid");
    return await file.toBuffer();
  } catch {
    throw ruleBroken("avatarInvalid");
  }
}

export function avatarRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.uploadAvatar, async (request) => {
    const userImg = await saveAvatar(deps, userOf(request).id, await uploadedBytes(request));
    return ok({ userImg }, translate(request.locale, "avatarSaved"));
  });
  route(app, endpoints.clearAvatar, async (request) => {
    await clearAvatar(deps, userOf(request).id);
    return ok(null, translate(request.locale, "avatarCleared"));
  });
  route(app, endpoints.downloadAvatar, async (request, reply) => {
    const file = await avatarFile(deps, request.query.resource);
    if (!file) return sendNotFound(request, reply);
    return reply
      .type(file.contentType)
      .header("cache-control", "private, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", "inline")
      .send(file.bytes);
  });
}
