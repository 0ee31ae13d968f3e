import { AVATAR_MAX_BYTES } from "../../../contract/constants.ts";

/** Spec section 5: the avatar must be an image and under 2 MB (the server checks the bytes again). */
export function isAcceptableAvatar(file: Pick<File, "type" | "size">): boolean {
  return file.type.startsWith("image/") && file.size > 0 && file.size < AVATAR_MAX_BYTES;
}
