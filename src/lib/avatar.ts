import { API_BASE } from "../../contract/constants.ts";

/**
 * The image address of a user's avatar: `userImg` is a resource key served by
 * GET /csi/usercenter/download (decision 0007); null without an avatar.
 */
export function avatarUrl(userImg: string | null | undefined): string | null {
  if (!userImg) return null;
  return `${API_BASE}/usercenter/download?resource=${encodeURIComponent(userImg)}`;
}
