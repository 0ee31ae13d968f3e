/**
 * The signed-in session as the spec stores it: token and userInfo in localStorage, the token also
 * in sessionStorage; the profile-complete flag is `renzheng`.
 */
export type StoredUserInfo = {
  userInfo: {
    id: string;
    firstName: string;
    lastName: string;
    userType: string;
    userImg?: string | null;
    email?: string;
    userCode?: string;
  };
  [key: string]: unknown;
};

const KEYS = { token: "token", userInfo: "userInfo", renzheng: "renzheng", userInfoImg: "userInfoImg" } as const;

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token) ?? sessionStorage.getItem(KEYS.token);
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

export function saveSession(token: string, userInfo: StoredUserInfo): void {
  localStorage.setItem(KEYS.token, token);
  sessionStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.userInfo, JSON.stringify(userInfo));
  window.dispatchEvent(new Event("session-change"));
}

export function getUserInfo(): StoredUserInfo | null {
  const raw = localStorage.getItem(KEYS.userInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUserInfo;
  } catch {
    return null;
  }
}

/** Changes fields of the stored user (a new avatar or name), so the top bar follows at once. */
export function updateStoredUserInfo(patch: Partial<StoredUserInfo["userInfo"]>): void {
  const stored = getUserInfo();
  if (!stored) return;
  localStorage.setItem(KEYS.userInfo, JSON.stringify({ ...stored, userInfo: { ...stored.userInfo, ...patch } }));
  window.dispatchEvent(new Event("session-change"));
}

/** Clears token, user info, avatar and the profile flag (the spec's sign-out, 401 and 403 flows). */
export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  sessionStorage.removeItem(KEYS.token);
  window.dispatchEvent(new Event("session-change"));
}
