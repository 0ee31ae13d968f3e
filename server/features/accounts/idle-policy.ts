import { DEFAULT_INACTIVITY_TIMEOUT_MIN, IDLE_LOGOUT_MS, IDLE_WARNING_MS } from "../../../contract/constants.ts";

/**
 * Idle log-out (docs/decisions/0004-idle-logout.md): the spec's 1 hour is the limit and the
 * maximum; a user's own inactivity timeout (2 to 60 minutes) shortens it; the warning comes one
 * minute before. The server ends a session idle past the limit (plus one touch interval).
 */
export const RETENTION_MIN_MINUTES = 2;
export const RETENTION_MAX_MINUTES = IDLE_LOGOUT_MS / 60_000;
export const DEFAULT_RETENTION_MINUTES = DEFAULT_INACTIVITY_TIMEOUT_MIN;
const WARNING_LEAD_MS = IDLE_LOGOUT_MS - IDLE_WARNING_MS;

export function idleLimitMs(retentionMinutes: number | null): number {
  if (retentionMinutes === null) return IDLE_LOGOUT_MS;
  return Math.min(IDLE_LOGOUT_MS, retentionMinutes * 60_000);
}

export function idlePolicy(retentionMinutes: number | null) {
  const limitMs = idleLimitMs(retentionMinutes);
  return {
    loginRetentionTime: retentionMinutes,
    defaultLoginRetentionTime: DEFAULT_RETENTION_MINUTES,
    idleLogoutMs: limitMs,
    idleWarningMs: limitMs - WARNING_LEAD_MS,
  };
}
