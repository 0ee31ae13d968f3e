import { useRouter } from "@tanstack/react-router";
import { balancePageFor } from "../../lib/balance-pages.ts";
import { useRouteExists } from "../../lib/use-route-exists.ts";

/**
 * Where a successful sign-in goes (spec section 4): organisation administrators (type 3) to the
 * quota page, others to addCredit; `fallback` when that page is not in the app (undefined: stay).
 */
export function useAfterSignIn(): (accountType: number, fallback?: string) => void {
  const router = useRouter();
  const exists = useRouteExists();
  return (accountType, fallback) => {
    const target = balancePageFor(accountType);
    const href = exists(target) ? target : fallback;
    if (href) void router.navigate({ href });
  };
}
