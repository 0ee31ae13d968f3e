/** The sections of /account/AccountSecurity, in menu order; the URL's `tab` picks one. */
export const SECURITY_TABS = ["password", "email", "history", "ownership", "cancel"] as const;
export type SecurityTab = (typeof SECURITY_TABS)[number];

export type SecuritySearch = { tab?: SecurityTab; year?: number; month?: number };

function whole(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** The page's search params, checked: an unknown tab or an out-of-range year or month is dropped. */
export function parseSecuritySearch(search: Record<string, unknown>): SecuritySearch {
  const tab = SECURITY_TABS.find((value) => value === search.tab);
  const year = whole(search.year, 2000, 2100);
  const month = whole(search.month, 1, 12);
  return {
    ...(tab ? { tab } : {}),
    ...(year !== undefined ? { year } : {}),
    ...(month !== undefined ? { month } : {}),
  };
}
