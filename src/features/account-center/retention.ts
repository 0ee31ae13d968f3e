import type { IdlePolicy } from "../../../contract/account-center.ts";
import { IDLE_LOGOUT_MS } from "../../../contract/constants.ts";

/** Decision 0004: the inactivity timeout is 2 to 60 minutes; two leaves a minute after the warning. */
export const RETENTION_MIN_MINUTES = 2;
export const RETENTION_MAX_MINUTES = IDLE_LOGOUT_MS / 60_000;

/** The settings control's state from the policy in force: off means the standard hour. */
export function retentionChoice(policy: Pick<IdlePolicy, "loginRetentionTime" | "defaultLoginRetentionTime">) {
  return {
    isShortened: policy.loginRetentionTime !== null,
    minutes: String(policy.loginRetentionTime ?? policy.defaultLoginRetentionTime),
  };
}

/** The typed minutes as a whole number from 2 to 60, or null when they are not. */
export function parseRetentionMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= RETENTION_MIN_MINUTES && minutes <= RETENTION_MAX_MINUTES ? minutes : null;
}

/** The idle limit in force, in whole minutes (for display). */
export function limitMinutes(policy: Pick<IdlePolicy, "idleLogoutMs">): number {
  return Math.round(policy.idleLogoutMs / 60_000);
}
