import type { Dashboard, IdlePolicy, MenuEntry, UserProfile } from "../../../contract/account-center.ts";
import { accountCenterEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { call } from "../../lib/api-client.ts";

// The pages show their own loading state and errors: no full-screen overlay, no toast.
const QUIET = { silent: true, quiet: true } as const;

export function getMenuEntries(): Promise<MenuEntry[]> {
  return call(endpoints.menu, undefined, QUIET);
}

export function getDashboard(): Promise<Dashboard> {
  return call(endpoints.dashboard, undefined, QUIET);
}

/** The saved profile form, or null before the first save. */
export function getUserProfile(): Promise<UserProfile | null> {
  return call(endpoints.userProfile, undefined, QUIET);
}

/** Uploads the avatar; resolves with its new resource key. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file, file.name);
  const result = await call(endpoints.uploadAvatar, form, { quiet: true });
  return result.userImg;
}

export function clearAvatar(): Promise<unknown> {
  return call(endpoints.clearAvatar, undefined, { quiet: true });
}

/** Minutes (2 to 60), or null for the standard hour (decision 0004); answers the policy now in force. */
export function setLoginRetentionTime(minutes: number | null): Promise<IdlePolicy> {
  return call(endpoints.setLoginRetentionTime, { loginRetentionTime: minutes }, { quiet: true });
}
