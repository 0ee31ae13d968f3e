import { Type, type Static } from "typebox";
import { Text, UserInfo } from "./accounts.ts";

/** lockType: 0 ordinary, 1 silver, 2 gold, 3 enterprise (spec §3, §6). */
export const LockType = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export type LockType = Static<typeof LockType>;

/**
 * Spec §6 gates, enforced by the server (HTTP 402, code 402, 'No permission, please purchase')
 * and mirrored by the web to hide or disable entries. `allow` lists the only lockTypes let in,
 * `deny` those kept out; `userTypes` the userTypes let in.
 */
export const PERMISSION_GATES = {
  aiAssistant: { allow: [2, 3] },
  reportIssues: { deny: [0] },
  userGuide: { allow: [2] },
  userSettings: { deny: [0] },
  groupManagement: { userTypes: [3] },
} as const satisfies Record<
  string,
  { allow?: readonly LockType[]; deny?: readonly LockType[]; userTypes?: readonly (1 | 2 | 3)[] }
>;
export type PermissionGate = keyof typeof PERMISSION_GATES;

/** Whether a gate of spec §6 lets a user in (the server's 402 check and the privilege calls read it). */
export function gateAllows(gate: PermissionGate, user: { lockType: number; userType: number }): boolean {
  const rule: { allow?: readonly number[]; deny?: readonly number[]; userTypes?: readonly number[] } =
    PERMISSION_GATES[gate];
  if (rule.userTypes && !rule.userTypes.includes(user.userType)) return false;
  if (rule.allow && !rule.allow.includes(user.lockType)) return false;
  return !rule.deny?.includes(user.lockType);
}

export const SimpleInfoVip = Type.Object({
  lockType: LockType,
  dayUsed: Type.Integer(),
  totalDays: Type.Integer(),
  endTime: Type.String({ description: "ISO 8601" }),
});
export type SimpleInfoVip = Static<typeof SimpleInfoVip>;

/** The idle log-out in force for the user (docs/decisions/0004-idle-logout.md). */
export const IdlePolicy = Type.Object({
  loginRetentionTime: Type.Union([Type.Integer(), Type.Null()], {
    description: "the user's inactivity timeout in minutes; null = the standard 1 hour",
  }),
  defaultLoginRetentionTime: Type.Integer({ description: "the value the settings control proposes (5)" }),
  idleLogoutMs: Type.Integer(),
  idleWarningMs: Type.Integer(),
});
export type IdlePolicy = Static<typeof IdlePolicy>;

export const UserSimpleInfo = Type.Object({
  certification: Type.Integer(),
  availablePoints: Type.Integer(),
  expiration: Type.Union([Type.String(), Type.Null()]),
  vips: Type.Array(SimpleInfoVip),
  lockType: LockType,
  userType: Type.Integer(),
  idle: IdlePolicy,
});
export type UserSimpleInfo = Static<typeof UserSimpleInfo>;

export const SetLoginRetentionTimeBody = Type.Object({
  loginRetentionTime: Type.Optional(
    // Null first: with type coercion on, the integer branch would turn null into 0.
    Type.Union([Type.Null(), Type.Integer()], { description: "minutes, 2 to 60; absent = 5; null = back to 1 hour" }),
  ),
});

/** The "Complete your Profile" form: type 1 individual, 2 group. */
export const SaveUserProfileBody = Type.Object({
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  firstName: Text(200),
  lastName: Text(200),
  phoneNumber: Text(50),
  email: Text(200),
  companyName: Text(200),
  address1: Text(200),
  countryCode: Text(10),
  city: Text(200),
  zipCode: Text(50),
});
export type SaveUserProfileBody = Static<typeof SaveUserProfileBody>;
export const UserProfile = Type.Object({
  type: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  phoneNumber: Type.String(),
  email: Type.String(),
  companyName: Type.String(),
  address1: Type.String(),
  countryCode: Type.String(),
  city: Type.String(),
  zipCode: Type.String(),
});
export type UserProfile = Static<typeof UserProfile>;
export const SaveUserProfileResult = Type.Object({ certification: Type.Integer(), userType: Type.Integer() });

/** Account menu entry; `title` is one of the spec's titles, `type` 1 personal, 2 organisation. */
export const MenuEntry = Type.Object({ id: Type.Integer(), title: Type.String(), type: Type.Integer() });
export type MenuEntry = Static<typeof MenuEntry>;

export const Dashboard = Type.Object({
  userInfo: UserInfo,
  availablePoints: Type.Integer(),
  lockType: LockType,
  expiration: Type.Union([Type.String(), Type.Null()]),
  vips: Type.Array(SimpleInfoVip),
  profileComplete: Type.Boolean(),
  loginsThisMonth: Type.Integer(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()], { description: "the sign-in before the current one" }),
  memberSince: Type.String(),
});
export type Dashboard = Static<typeof Dashboard>;

/** type 1 contact person, 2 alternate contact. */
export const ContactPerson = Type.Object({
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  position: Type.String(),
});
export type ContactPerson = Static<typeof ContactPerson>;
export const SetContactPersonBody = Type.Object({
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  firstName: Text(200),
  lastName: Text(200),
  email: Text(200),
  phoneNumber: Text(50),
  position: Text(100),
});

export const LoginHistoryQuery = Type.Object({
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
});
export const LoginHistory = Type.Object({
  year: Type.Integer(),
  month: Type.Integer(),
  months: Type.Array(Type.Object({ month: Type.Integer(), count: Type.Integer() }), {
    description: "sign-ins per month of the year",
  }),
  logins: Type.Array(
    Type.Object({
      loginTime: Type.String(),
      ip: Type.Union([Type.String(), Type.Null()]),
      usaged: Type.Union([Type.Integer(), Type.Null()]),
      device: Type.Union([Type.String(), Type.Null()]),
    }),
    { description: "sign-ins of the month, newest first" },
  ),
});
export type LoginHistory = Static<typeof LoginHistory>;

export const CancelTask = Type.Object({
  type: Type.Union([Type.Literal("ownership"), Type.Literal("subscription"), Type.Literal("credits")]),
  title: Type.String(),
  /** Ownership must be handed over (handleAccountOwnership); the others are given up. */
  canGiveUp: Type.Boolean(),
});
export const CancelTasks = Type.Object({
  tasks: Type.Array(CancelTask),
  tasksGivenUp: Type.Boolean(),
  canCancel: Type.Boolean(),
});
export type CancelTasks = Static<typeof CancelTasks>;

export const HandleAccountOwnershipBody = Type.Object({
  email: Text(200, "the organisation member who becomes its administrator"),
});

export const AvatarResult = Type.Object({ userImg: Type.String() });
export const DownloadQuery = Type.Object({ resource: Type.String({ maxLength: 100 }) });
