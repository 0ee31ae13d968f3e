/**
 * The signed-in session as the spec stores it: token and userInfo in localStorage, the token also
 * in sessionStorage; the profile-complete flag is `renzheng`.
 */
export type StoredUserInfo = {
  userInfo: { id: string; firstName: string; lastName: string; userType: string; userImg?: string | null };
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

/** Clears token, user info, avatar and the profile flag (the spec's sign-out, 401 and 403 flows). */
export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  sessionStorage.removeItem(KEYS.token);
  window.dispatchEvent(new Event("session-change"));
}
