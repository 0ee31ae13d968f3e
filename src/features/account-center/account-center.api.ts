import type { AvatarResult, Dashboard, IdlePolicy, MenuEntry, UserProfile } from "../../../contract/account-center.ts";
import type { Static } from "typebox";
import { api } from "../../lib/api-client.ts";

export function getMenuEntries(): Promise<MenuEntry[]> {
  return api<MenuEntry[]>("/user/getUserCenterMenuList", { silent: true, quiet: true });
}

export function getDashboard(): Promise<Dashboard> {
  return api<Dashboard>("/user/getDashboard", { silent: true, quiet: true });
}

/** The saved profile form, or null before the first save. */
export function getUserProfile(): Promise<UserProfile | null> {
  return api<UserProfile | null>("/user/getUserProfile", { silent: true, quiet: true });
}

/** Uploads the avatar; resolves with its new resource key. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file, file.name);
  const result = await api<Static<typeof AvatarResult>>("/usercenter/avatar", { multipart: form, quiet: true });
  return result.userImg;
}

export function clearAvatar(): Promise<unknown> {
  return api("/usercenter/clearUserImage", { method: "DELETE", quiet: true });
}

/** Minutes (2 to 60), or null for the standard hour (decision 0004); answers the policy now in force. */
export function setLoginRetentionTime(minutes: number | null): Promise<IdlePolicy> {
  return api<IdlePolicy>("/usercenter/setLoginRetentionTime", { body: { loginRetentionTime: minutes }, quiet: true });
}
