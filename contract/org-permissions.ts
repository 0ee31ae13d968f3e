/**
 * The fixed catalogue of organisation permissions (issue 15, item 8; docs/decisions/0031). A role
 * holds some of these keys; a member (userType 2) may make the calls a key covers only when the
 * member's account is active and the member's role is Valid and holds the key. Calls no key covers
 * are open to every member; the administrator (userType 3) and individuals (userType 1) hold them all.
 * A path ending in `/` covers every call under it.
 */
export const ORG_PERMISSIONS = {
  portfolio: ["/collection/"],
  tags: ["/tools/"],
  exportCompanies: ["/company/export"],
  contactDetails: ["/backgroud/getPersonProfile", "/backgroud/searchMoreEmail"],
  shareCompanies: ["/backgroud/sharingInformation"],
  reportDataErrors: ["/creditService/reportError"],
  usageHistory: ["/myDatabase/getUserActionLogPage"],
} as const satisfies Record<string, readonly `/${string}`[]>;

export type OrgPermission = keyof typeof ORG_PERMISSIONS;
export const ORG_PERMISSION_KEYS = Object.keys(ORG_PERMISSIONS) as OrgPermission[];

export function isOrgPermission(key: string): key is OrgPermission {
  return Object.hasOwn(ORG_PERMISSIONS, key);
}

/** The permission that covers a call (its path as the contract spells it), if any. */
export function permissionCovering(path: string): OrgPermission | undefined {
  return ORG_PERMISSION_KEYS.find((key) =>
    ORG_PERMISSIONS[key].some((covered: string) =>
      covered.endsWith("/") ? path.startsWith(covered) : path === covered,
    ),
  );
}

/** A role's stored permissions as the catalogue's keys, in catalogue order (unknown keys dropped). */
export function parsePermissionList(list: string): OrgPermission[] | null {
  const keys = list
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  if (!keys.every(isOrgPermission)) return null;
  return ORG_PERMISSION_KEYS.filter((key) => keys.includes(key));
}

/** Role, group and account status: 1 Valid (active), 0 Invalid (disabled). */
export const ORG_STATUS = { valid: 1, invalid: 0 } as const;

/** What the rule reads of a user: type, the member's account status, role status and granted keys. */
export type MemberState = {
  userType: number;
  accountStatus: number;
  /** null when the member has no role */
  roleStatus: number | null;
  granted: ReadonlySet<string>;
};

/**
 * The one rule, used by the enforcement and by /tab/getPartPrivilege: only members (userType 2)
 * are limited; a disabled member, a member without a role or with an Invalid role holds nothing.
 */
export function mayUse(state: MemberState, permission: OrgPermission): boolean {
  if (state.userType !== 2) return true;
  if (state.accountStatus !== ORG_STATUS.valid || state.roleStatus !== ORG_STATUS.valid) return false;
  return state.granted.has(permission);
}
