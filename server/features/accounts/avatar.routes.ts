import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { AvatarResult, DownloadQuery } from "../../../contract/account-center.ts";
import { Ok, OkNull } from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import { ok, sendNotFound } from "../../plugins/envelope.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { avatarFile, clearAvatar, saveAvatar } from "./avatar.service.ts";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

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

export function avatarRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    "/usercenter/avatar",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Uploads the avatar (multipart, one image file: JPEG, PNG, GIF or WebP, under 2 MB)",
        consumes: ["multipart/form-data"],
        response: { 200: Ok(AvatarResult), ...errors },
      },
    },
    async (request) => {
      const userImg = await saveAvatar(deps, userOf(request).id, await uploadedBytes(request));
      return ok({ userImg }, translate(request.locale, "avatarSaved"));
    },
  );
  app.delete(
    "/usercenter/clearUserImage",
    {
      preHandler: app.requireUser,
      schema: { tags: ["accounts"], summary: "Removes the avatar", response: { 200: OkNull, ...errors } },
    },
    async (request) => {
      await clearAvatar(deps, userOf(request).id);
      return ok(null, translate(request.locale, "avatarCleared"));
    },
  );
  app.get(
    "/usercenter/download",
    {
      schema: {
        tags: ["accounts"],
        summary: "Downloads a profile image by its resource (the userImg of the user info)",
        querystring: DownloadQuery,
      },
    },
    async (request, reply) => {
      const file = await avatarFile(deps, request.query.resource);
      if (!file) return sendNotFound(request, reply);
      return reply
        .type(file.contentType)
        .header("cache-control", "private, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .send(file.bytes);
    },
  );
}
