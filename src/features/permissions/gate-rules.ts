import { PERMISSION_GATES, type LockType, type PermissionGate } from "../../../contract/account-center.ts";

/**
 * Spec §6 in the UI: the server's gates (contract/account-center.ts, enforced with HTTP 402) plus
 * Add Credits, which is hidden for userType 2 (group members buy nothing themselves).
 */
export type Gate = PermissionGate | "addCredits";
export type Entitlements = { lockType: LockType; userType: number };

type Rule = {
  allow?: readonly LockType[];
  deny?: readonly LockType[];
  userTypes?: readonly number[];
  hiddenForUserTypes?: readonly number[];
};

/** The gates by name, for callers (`guard(GATES.reportIssues, open)`). */
export const GATES = {
  aiAssistant: "aiAssistant",
  reportIssues: "reportIssues",
  userGuide: "userGuide",
  userSettings: "userSettings",
  groupManagement: "groupManagement",
  addCredits: "addCredits",
} as const satisfies { [G in Gate]: G };

const RULES: Record<Gate, Rule> = { ...PERMISSION_GATES, addCredits: { hiddenForUserTypes: [2] } };

export function isAllowed(gate: Gate, { lockType, userType }: Entitlements): boolean {
  const rule = RULES[gate];
  if (rule.userTypes && !rule.userTypes.includes(userType)) return false;
  if (rule.hiddenForUserTypes?.includes(userType)) return false;
  if (rule.allow && !rule.allow.includes(lockType)) return false;
  return !rule.deny?.includes(lockType);
}

/** The purchase page opens this long after the "No permission, please purchase" notice (spec §6). */
export const PURCHASE_PAGE_DELAY_MS = 1000;
