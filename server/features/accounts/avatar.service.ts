import { randomBytes } from "node:crypto";
import { AVATAR_MAX_BYTES } from "../../../contract/constants.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import type { AccountsDeps } from "./accounts.deps.ts";
import * as repo from "./avatar.repo.ts";
import { reencodeAvatar } from "./avatar-image.ts";

/**
 * Stores the avatar under a new unguessable resource key (so caches never serve an old picture,
 * and the download link needs no token in an <img> tag). Only JPEG, PNG, GIF or WebP by content,
 * under 2 MB, that decode: the picture is stored re-encoded, without the file's metadata (EXIF GPS
 * and the like). Anything else is the spec's avatar message.
 */
export async function saveAvatar(deps: AccountsDeps, userId: string, bytes: Uint8Array): Promise<string> {
  if (bytes.length >= AVATAR_MAX_BYTES || bytes.length === 0) throw ruleBroken("avatarInvalid");
  const image = await reencodeAvatar(bytes);
  if (!image) throw ruleBroken("avatarInvalid");
  const resourceKey = `avatar-${randomBytes(16).toString("base64url")}`;
  const row = { userId, resourceKey, contentType: image.contentType, bytes: image.bytes, at: deps.now() };
  await repo.upsertAvatar(deps.db, row);
  return resourceKey;
}

export async function clearAvatar(deps: AccountsDeps, userId: string): Promise<void> {
  await repo.deleteAvatar(deps.db, userId);
}

export async function avatarFile(deps: AccountsDeps, resourceKey: string) {
  const row = await repo.findAvatar(deps.db, resourceKey);
  if (!row) return null;
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
