/**
 * Where credits and subscriptions are bought: the quota page for organisation administrators
 * (userType 3), addCredit for everyone else. A sign-in leads there (spec section 4), and so does a
 * refused feature (spec §6).
 */
export const BALANCE_PAGES = { organisation: "/account/quota", other: "/index/addCredit" } as const;

export function balancePageFor(userType: number): string {
  return userType === 3 ? BALANCE_PAGES.organisation : BALANCE_PAGES.other;
}
