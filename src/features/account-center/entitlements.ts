import type { LockType, SimpleInfoVip } from "../../../contract/account-center.ts";

/** What the balance pages and the dashboard show: credits, tier, expiry and the subscriptions. */
export type EntitlementsView = {
  availablePoints: number;
  lockType: LockType;
  expiration: string | null;
  vips: SimpleInfoVip[];
};

/** Spec section 9: subscription progress is dayUsed divided by totalDays (a whole percentage, 0 to 100). */
export function subscriptionPercent(vip: Pick<SimpleInfoVip, "dayUsed" | "totalDays">): number {
  if (vip.totalDays <= 0) return 100;
  return Math.round(Math.min(1, Math.max(0, vip.dayUsed / vip.totalDays)) * 100);
}

/** Days left of a subscription, never below zero. */
export function daysLeft(vip: Pick<SimpleInfoVip, "dayUsed" | "totalDays">): number {
  return Math.max(0, vip.totalDays - vip.dayUsed);
}

/** After sign-in and in the balance pages: organisation administrators (userType 3) have the quota page. */
export function isOrganisationAdmin(userType: number | string | undefined): boolean {
  return Number(userType) === 3;
}
