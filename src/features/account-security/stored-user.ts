import { getToken, getUserInfo, saveSession, type StoredUserInfo } from "../../lib/session.ts";

/** Updates the signed-in user as the app stores it (the session itself is unchanged). */
export function updateStoredUser(patch: Partial<StoredUserInfo["userInfo"]>): void {
  const token = getToken();
  const stored = getUserInfo();
  if (token && stored) saveSession(token, { ...stored, userInfo: { ...stored.userInfo, ...patch } });
}
