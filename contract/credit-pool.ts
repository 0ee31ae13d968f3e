import { Type, type Static } from "typebox";

/**
 * Shared group credits (docs/decisions/0055-group-credit-pool.md): an organisation's members spend
 * from the administrator's balance (the pool), each within an optional monthly cap.
 */

/** The first instant of the calendar month (UTC) of `now`: a cap counts what was spent since. */
export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** What is left of a monthly cap (null: no cap); never below 0. */
export function capLeft(monthlyCap: number | null, spentThisMonth: number): number | null {
  return monthlyCap === null ? null : Math.max(0, monthlyCap - spentThisMonth);
}

/** What a spender may spend now: the pool's balance, or less when the cap leaves less. */
export function spendable(poolBalance: number, monthlyCap: number | null, spentThisMonth: number): number {
  const left = capLeft(monthlyCap, spentThisMonth);
  return left === null ? poolBalance : Math.min(poolBalance, left);
}

/** The largest monthly cap an administrator can set. */
export const MONTHLY_CAP_MAX = 1_000_000;

/** `/consume/getGroupCredits`: whose credits the signed-in user spends and what is left to them. */
export const GroupCredits = Type.Object({
  shared: Type.Boolean({ description: "true for a member (userType 2): the group's pool is spent" }),
  poolBalance: Type.Integer({ description: "the balance spent from (the administrator's, for a member)" }),
  monthlyCap: Type.Union([Type.Integer(), Type.Null()], {
    description: "credits per calendar month (UTC); null = none",
  }),
  spentThisMonth: Type.Integer(),
  capLeft: Type.Union([Type.Integer(), Type.Null()]),
  availablePoints: Type.Integer({ description: "what may be spent now: the pool, or less under the cap" }),
});
export type GroupCredits = Static<typeof GroupCredits>;

/** One member's spending of the pool (the administrator's quota page). */
export const MemberCreditUsage = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  userType: Type.Integer(),
  accountStatus: Type.Integer(),
  monthlyCap: Type.Union([Type.Integer(), Type.Null()]),
  spentThisMonth: Type.Integer(),
  spentTotal: Type.Integer(),
  lastActivity: Type.Union([Type.String({ description: "ISO 8601" }), Type.Null()]),
});
export type MemberCreditUsage = Static<typeof MemberCreditUsage>;

export const GroupCreditUsage = Type.Object({
  poolBalance: Type.Integer(),
  members: Type.Array(MemberCreditUsage),
});
export type GroupCreditUsage = Static<typeof GroupCreditUsage>;

/** `/org/userCreditCap`: a member's monthly cap; absent (or an empty form field) removes it. */
export const MemberCapBody = Type.Object({
  userId: Type.String({ pattern: "^[1-9][0-9]{0,17}$" }),
  monthlyCredits: Type.Optional(Type.Integer({ minimum: 0, maximum: MONTHLY_CAP_MAX })),
});
export type MemberCapBody = Static<typeof MemberCapBody>;
